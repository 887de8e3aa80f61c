import type { SeedText } from './seed-text.ts';

export const jp: SeedText = {
  categories: {
    forex: 'FX',
    metals: '貴金属',
    energy: 'エネルギー',
    indices: '株価指数',
    crypto: '暗号資産',
  },
  excludedCountries: {
    title: 'サービスを提供していない国・地域',
    summary:
      '政策上の理由により、北朝鮮、イスラエル、中国本土、バヌアツ、キューバにお住まいの方にはサービスを提供しておりません。',
    content:
      '<p>政策上の理由により、北朝鮮、イスラエル、中国本土、バヌアツ、キューバにお住まいの方にはサービスを提供しておりません。</p>' +
      '<p>これらの国・地域からは口座を開設できず、これらの国・地域の電話番号で登録することもできません。状況が変わった場合は、カスタマーサポートまでご連絡ください。</p>',
  },
};
