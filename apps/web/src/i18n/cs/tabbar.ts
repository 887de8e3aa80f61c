import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Hlavní navigace',
  market: 'Trhy',
  trading: 'Obchod',
  orders: 'Portfolio',
  documentary: 'Copy trading',
  ranking: 'Žebříček',
};
