import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'กระเป๋าเงิน',
  coinAddressList: 'ที่อยู่กระเป๋าที่ผูกไว้',
  balance: 'ยอดคงเหลือ (USD)',
  lockBalance: 'ยอดที่ถูกล็อก',
  equity: 'อิควิตี้',
  freeMargin: 'ฟรีมาร์จิ้น',
  withdrawing: 'กำลังถอน',
  usdNote: 'จำนวนเงินทั้งหมดเป็น USD',
  addCoinAddress: 'เพิ่มที่อยู่กระเป๋า',
};
