import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: '搜尋',
  searchPlaceholder: '搜尋產品，例如 EUR',
  searchHint: '輸入代碼搜尋產品',
  noResults: '找不到相關產品',
  instrument: '產品',
  lastPrice: '最新價',
  change: '漲跌幅',
  providersTitle: '服務商',
  providerSearchPlaceholder: '按名稱搜尋服務商',
  noProviders: '找不到相關服務商',
  providerHint: '點選服務商即可選擇並查看其資料，本裝置會記住您的選擇。',
  providerChosen: '已選擇',
  providerSubject: '主體',
  providerAddress: '註冊地址',
  providerLocation: '所在地',
  providerEmail: '電郵',
  providerWebsite: '網站',
};
