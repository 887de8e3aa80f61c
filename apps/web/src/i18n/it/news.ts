import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Notizie',
  detail: 'Articolo',
  announcements: 'Avvisi',
  announcement: 'Avviso',
  empty: 'Nessuna notizia. Trascina verso il basso per aggiornare.',
  announcementsEmpty: 'Nessun avviso al momento.',
  loadFailed: 'Impossibile caricare il contenuto.',
  pinned: 'In evidenza',
  unread: 'Non letto',
  unreadCount_one: '{{count}} avviso non letto',
  unreadCount_many: '{{count}} avvisi non letti',
  unreadCount_other: '{{count}} avvisi non letti',
  readMore: 'Leggi tutto',
  gotIt: 'Ho capito',
  notFound: 'Questo articolo non è più disponibile.',
  backToList: 'Torna all’elenco',
};
