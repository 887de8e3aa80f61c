import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'News',
  detail: 'Artikel',
  announcements: 'Mitteilungen',
  announcement: 'Mitteilung',
  empty: 'Noch keine News. Zum Aktualisieren nach unten ziehen.',
  announcementsEmpty: 'Derzeit keine Mitteilungen.',
  loadFailed: 'Konnte nicht geladen werden.',
  pinned: 'Angeheftet',
  unread: 'Ungelesen',
  unreadCount_one: '{{count}} ungelesene Mitteilung',
  unreadCount_other: '{{count}} ungelesene Mitteilungen',
  readMore: 'Weiterlesen',
  gotIt: 'Verstanden',
  notFound: 'Dieser Artikel ist nicht mehr verfügbar.',
  backToList: 'Zurück zur Übersicht',
};
