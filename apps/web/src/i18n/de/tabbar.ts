import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Hauptnavigation',
  market: 'Märkte',
  trading: 'Handel',
  orders: 'Portfolio',
  documentary: 'Copy-Trading',
  ranking: 'Rangliste',
};
