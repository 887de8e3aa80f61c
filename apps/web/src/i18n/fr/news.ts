import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Actualités',
  detail: 'Article',
  announcements: 'Annonces',
  announcement: 'Annonce',
  empty: 'Aucune actualité. Tirez vers le bas pour actualiser.',
  announcementsEmpty: 'Aucune annonce pour le moment.',
  loadFailed: 'Chargement impossible.',
  pinned: 'Épinglé',
  unread: 'Non lu',
  unreadCount_one: '{{count}} annonce non lue',
  unreadCount_many: '{{count}} annonces non lues',
  unreadCount_other: '{{count}} annonces non lues',
  readMore: 'Lire la suite',
  gotIt: 'J’ai compris',
  notFound: 'Cet article n’est plus disponible.',
  backToList: 'Retour à la liste',
};
