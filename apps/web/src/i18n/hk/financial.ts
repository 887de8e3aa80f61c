import type { AreaMessages } from '../area-messages.ts';
import type { financial as english } from '../en/financial.ts';

export const financial: AreaMessages<typeof english> = {
  deposit: '入金',
  withdraw: '出金',
  accountHistory: '帳戶明細',
  balance: '餘額',
  lockedBalance: '凍結金額',
};
