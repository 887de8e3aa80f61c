import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'التنقل الرئيسي',
  market: 'السوق',
  trading: 'التداول',
  orders: 'الأوامر',
  documentary: 'النسخ',
  ranking: 'الترتيب',
};
