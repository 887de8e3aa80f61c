import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'เมนูหลัก',
  market: 'ตลาด',
  trading: 'เทรด',
  orders: 'ออเดอร์',
  documentary: 'ก๊อปปี้เทรด',
  ranking: 'อันดับ',
};
