import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Berita',
  detail: 'Butiran berita',
  announcements: 'Pengumuman',
  announcement: 'Pengumuman',
  empty: 'Belum ada berita. Tarik ke bawah untuk semak semula.',
  announcementsEmpty: 'Tiada pengumuman buat masa ini.',
  loadFailed: 'Tidak dapat dimuatkan.',
  pinned: 'Disemat',
  unread: 'Belum dibaca',
  unreadCount_other: '{{count}} pengumuman belum dibaca',
  readMore: 'Baca selanjutnya',
  gotIt: 'Faham',
  notFound: 'Artikel ini tidak lagi tersedia.',
  backToList: 'Kembali ke senarai',
};
