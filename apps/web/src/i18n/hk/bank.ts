import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: '已綁定銀行帳戶',
  bankAccount: '銀行帳戶',
};
