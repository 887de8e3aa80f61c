import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Navegação principal',
  market: 'Mercado',
  trading: 'Negociar',
  orders: 'Ordens',
  documentary: 'Copytrading',
  ranking: 'Ranking',
};
