import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: '지갑',
  coinAddressList: '등록된 가상자산 주소',
  balance: '잔고(USD)',
  lockBalance: '동결 금액',
  equity: '순자산',
  freeMargin: '가용 증거금',
  withdrawing: '출금 처리 중',
  usdNote: '모든 금액은 USD 기준입니다.',
  addCoinAddress: '가상자산 주소 추가',
};
