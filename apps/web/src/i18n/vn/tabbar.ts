import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'Điều hướng chính',
  market: 'Thị trường',
  trading: 'Giao dịch',
  orders: 'Lệnh',
  documentary: 'Copy lệnh',
  ranking: 'Xếp hạng',
};
