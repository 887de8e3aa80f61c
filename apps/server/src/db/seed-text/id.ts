import type { SeedText } from './seed-text.ts';

export const id: SeedText = {
  categories: {
    forex: 'Forex',
    metals: 'Logam mulia',
    energy: 'Energi',
    indices: 'Indeks',
    crypto: 'Kripto',
  },
  excludedCountries: {
    title: 'Negara dan wilayah yang tidak kami layani',
    summary:
      'Karena alasan kebijakan, layanan kami tidak tersedia bagi penduduk Korea Utara, Israel, Tiongkok daratan, Vanuatu, dan Kuba.',
    content:
      '<p>Karena alasan kebijakan, layanan kami tidak tersedia bagi penduduk Korea Utara, Israel, Tiongkok daratan, Vanuatu, dan Kuba.</p>' +
      '<p>Akun tidak dapat dibuka dari wilayah tersebut, dan nomor telepon dari wilayah tersebut tidak dapat digunakan untuk mendaftar. Jika keadaan Anda berubah, silakan hubungi layanan pelanggan.</p>',
  },
};
