import type { AreaMessages } from '../area-messages.ts';
import type { withdraw as english } from '../en/withdraw.ts';

export const withdraw: AreaMessages<typeof english> = {
  title: '提現',
  bindMethod: '綁定提現方式',
};
