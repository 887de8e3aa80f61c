import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Zprávy',
  detail: 'Článek',
  announcements: 'Oznámení',
  announcement: 'Oznámení',
  empty: 'Zatím žádné zprávy. Stažením dolů obnovíte.',
  announcementsEmpty: 'Momentálně žádná oznámení.',
  loadFailed: 'Nepodařilo se načíst.',
  pinned: 'Připnuto',
  unread: 'Nepřečteno',
  unreadCount_one: '{{count}} nepřečtené oznámení',
  unreadCount_few: '{{count}} nepřečtená oznámení',
  unreadCount_many: '{{count}} nepřečteného oznámení',
  unreadCount_other: '{{count}} nepřečtených oznámení',
  readMore: 'Číst dál',
  gotIt: 'Rozumím',
  notFound: 'Tento článek již není k dispozici.',
  backToList: 'Zpět na seznam',
};
