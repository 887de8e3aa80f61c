import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: '錢包',
  coinAddressList: '已綁定錢包地址',
};
