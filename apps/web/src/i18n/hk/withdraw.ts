import type { AreaMessages } from '../area-messages.ts';
import type { withdraw as english } from '../en/withdraw.ts';

export const withdraw: AreaMessages<typeof english> = {
  title: '出金',
  bindMethod: '綁定出金方式',
};
