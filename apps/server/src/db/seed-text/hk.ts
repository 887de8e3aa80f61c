import type { SeedText } from './seed-text.ts';

export const hk: SeedText = {
  categories: {
    forex: '外匯',
    metals: '貴金屬',
    energy: '能源',
    indices: '指數',
    crypto: '加密貨幣',
  },
  excludedCountries: {
    title: '不提供服務的國家及地區',
    summary: '基於政策原因，本平台不向朝鮮、以色列、中國內地、瓦努阿圖及古巴的居民提供服務。',
    content:
      '<p>基於政策原因，本平台不向朝鮮、以色列、中國內地、瓦努阿圖及古巴的居民提供服務。</p>' +
      '<p>以上地區的居民不能開立帳戶，亦不能以當地電話號碼註冊。如你的情況有變，請聯絡客服。</p>',
  },
};
