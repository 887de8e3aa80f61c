import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Sahkan',
  cancel: 'Batal',
  close: 'Tutup',
  back: 'Kembali',
  loading: 'Memuatkan…',
  noData: 'Tiada data',
  retry: 'Cuba lagi',
  networkError: 'Ralat rangkaian ({{code}})',
  comingSoon: 'Akan datang',
  comingSoonHint: 'Ciri ini akan tersedia tidak lama lagi.',
  pullToRefresh: 'Tarik untuk muat semula',
  releaseToRefresh: 'Lepaskan untuk muat semula',
  refreshing: 'Memuat semula…',
  search: 'Cari',
  language: 'Bahasa',
  userCentre: 'Akaun saya',
  notFound: 'Halaman tidak dijumpai',
  goHome: 'Kembali ke pasaran',
  all: 'Semua',
  announcement:
    'Atas sebab dasar, perkhidmatan tidak disediakan kepada Korea Utara, Israel, China, Vanuatu dan Cuba.',
  copy: 'Salin',
  copySuccess: 'Berjaya disalin',
  connectionOffline:
    'Tiada sambungan: harga tidak dikemas kini secara langsung dan dagangan dihentikan sementara',
  connectionLost: 'Sambungan terputus: menyambung semula…',
  connectionRestored: 'Disambung semula: harga kini dikemas kini secara langsung',
  copyFailed: 'Tidak dapat menyalin: sila pilih teks dan salin secara manual',
};
