import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Navigation principale',
  market: 'Marchés',
  trading: 'Trading',
  orders: 'Ordres',
  documentary: 'Copy trading',
  ranking: 'Classement',
};
