import type { SeedText } from './seed-text.ts';

export const my: SeedText = {
  categories: {
    forex: 'Forex',
    metals: 'Logam berharga',
    energy: 'Tenaga',
    indices: 'Indeks',
    crypto: 'Kripto',
  },
  excludedCountries: {
    title: 'Negara dan wilayah yang tidak kami layani',
    summary:
      'Atas sebab dasar, perkhidmatan kami tidak disediakan kepada penduduk Korea Utara, Israel, tanah besar China, Vanuatu atau Cuba.',
    content:
      '<p>Atas sebab dasar, perkhidmatan kami tidak disediakan kepada penduduk Korea Utara, Israel, tanah besar China, Vanuatu atau Cuba.</p>' +
      '<p>Akaun tidak boleh dibuka dari tempat-tempat ini, dan nombor telefon dari tempat-tempat ini tidak boleh digunakan untuk mendaftar. Jika keadaan anda berubah, sila hubungi khidmat pelanggan.</p>',
  },
};
