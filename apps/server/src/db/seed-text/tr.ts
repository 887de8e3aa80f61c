import type { SeedText } from './seed-text.ts';

export const tr: SeedText = {
  categories: {
    forex: 'Döviz',
    metals: 'Değerli metaller',
    energy: 'Enerji',
    indices: 'Endeksler',
    crypto: 'Kripto paralar',
  },
  excludedCountries: {
    title: 'Hizmet vermediğimiz ülke ve bölgeler',
    summary:
      'Şirket politikası gereği Kuzey Kore, İsrail, Çin Anakarası, Vanuatu ve Küba’da yerleşik kişilere hizmet verilmemektedir.',
    content:
      '<p>Şirket politikası gereği Kuzey Kore, İsrail, Çin Anakarası, Vanuatu ve Küba’da yerleşik kişilere hizmet verilmemektedir.</p>' +
      '<p>Bu ülke ve bölgelerden hesap açılamaz, buralara ait telefon numaralarıyla kayıt olunamaz. Durumunuz değişirse lütfen müşteri hizmetleriyle iletişime geçin.</p>',
  },
};
