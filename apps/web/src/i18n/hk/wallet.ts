import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: '錢包',
  coinAddressList: '已綁定錢包地址',
  balance: '餘額（USD）',
  lockBalance: '凍結金額',
  equity: '淨值',
  freeMargin: '可用保證金',
  withdrawing: '提現中',
  usdNote: '所有金額均以 USD 計。',
  addCoinAddress: '新增錢包地址',
};
