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
};
