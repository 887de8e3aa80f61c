import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Haberler',
  detail: 'Haber detayı',
  announcements: 'Duyurular',
  announcement: 'Duyuru',
  empty: 'Henüz haber yok. Yenilemek için aşağı çekin.',
  announcementsEmpty: 'Şu anda duyuru yok.',
  loadFailed: 'Yüklenemedi.',
  pinned: 'Sabitlendi',
  unread: 'Okunmadı',
  unreadCount_one: '{{count}} okunmamış duyuru',
  unreadCount_other: '{{count}} okunmamış duyuru',
  readMore: 'Devamını oku',
  gotIt: 'Anladım',
  notFound: 'Bu haber artık yayında değil.',
  backToList: 'Listeye dön',
};
