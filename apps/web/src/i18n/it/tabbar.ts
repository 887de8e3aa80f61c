import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Navigazione principale',
  market: 'Mercati',
  trading: 'Trading',
  orders: 'Ordini',
  documentary: 'Copy trading',
  ranking: 'Classifica',
};
