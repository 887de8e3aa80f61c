import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Berita',
  detail: 'Detail berita',
  announcements: 'Pengumuman',
  announcement: 'Pengumuman',
  empty: 'Belum ada berita. Tarik ke bawah untuk memeriksa lagi.',
  announcementsEmpty: 'Tidak ada pengumuman saat ini.',
  loadFailed: 'Gagal memuat.',
  pinned: 'Disematkan',
  unread: 'Belum dibaca',
  unreadCount_other: '{{count}} pengumuman belum dibaca',
  readMore: 'Baca selengkapnya',
  gotIt: 'Mengerti',
  notFound: 'Artikel ini sudah tidak tersedia.',
  backToList: 'Kembali ke daftar',
};
