import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Основная навигация',
  market: 'Котировки',
  trading: 'Торговля',
  orders: 'Ордера',
  documentary: 'Копирование',
  ranking: 'Рейтинг',
};
