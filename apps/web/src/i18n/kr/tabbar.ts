import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: '메인 메뉴',
  market: '시세',
  trading: '거래',
  orders: '주문',
  documentary: '카피거래',
  ranking: '랭킹',
};
