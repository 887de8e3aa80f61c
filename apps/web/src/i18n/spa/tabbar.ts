import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Navegación principal',
  market: 'Mercado',
  trading: 'Operar',
  orders: 'Órdenes',
  documentary: 'Copytrading',
  ranking: 'Ranking',
};
