import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Ana menü',
  market: 'Piyasa',
  trading: 'İşlem',
  orders: 'Emirler',
  documentary: 'Kopya işlem',
  ranking: 'Sıralama',
};
