import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'メインメニュー',
  market: 'レート',
  trading: '取引',
  orders: '注文',
  documentary: 'コピー取引',
  ranking: 'ランキング',
};
