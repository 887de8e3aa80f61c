import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Navigasi utama',
  market: 'Pasaran',
  trading: 'Dagangan',
  orders: 'Pesanan',
  documentary: 'Copy Trade',
  ranking: 'Kedudukan',
};
