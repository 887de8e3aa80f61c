import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Navigasi utama',
  market: 'Pasar',
  trading: 'Transaksi',
  orders: 'Order',
  documentary: 'Copy Trade',
  ranking: 'Peringkat',
};
