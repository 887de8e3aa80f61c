import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: '主導航',
  market: '行情',
  trading: '交易',
  orders: '訂單',
  documentary: '跟單',
  ranking: '排行',
};
