import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Konfirmasi',
  cancel: 'Batal',
  close: 'Tutup',
  back: 'Kembali',
  loading: 'Memuat…',
  noData: 'Tidak ada data',
  retry: 'Coba lagi',
  networkError: 'Kesalahan jaringan ({{code}})',
  comingSoon: 'Segera hadir',
  comingSoonHint: 'Fitur ini sedang disiapkan.',
  pullToRefresh: 'Tarik untuk memuat ulang',
  releaseToRefresh: 'Lepaskan untuk memuat ulang',
  refreshing: 'Memuat ulang…',
  search: 'Cari',
  language: 'Bahasa',
  userCentre: 'Akun saya',
  notFound: 'Halaman tidak ditemukan',
  goHome: 'Kembali ke pasar',
  all: 'Semua',
  announcement:
    'Karena alasan kebijakan, layanan kami tidak tersedia untuk Korea Utara, Israel, Tiongkok, Vanuatu, dan Kuba.',
  copy: 'Salin',
  copySuccess: 'Berhasil disalin',
  connectionOffline: 'Tidak terhubung: harga tidak diperbarui dan transaksi dihentikan sementara',
  connectionLost: 'Koneksi terputus: menghubungkan ulang…',
  connectionRestored: 'Terhubung kembali: harga kembali diperbarui secara langsung',
  copyFailed: 'Gagal menyalin: pilih teksnya lalu salin secara manual',
};
