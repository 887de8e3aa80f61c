import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: '등록된 은행 계좌',
  bankAccount: '은행 계좌',
  bankName: '은행명',
  branchName: '지점명',
  bankAddress: '은행 주소',
  bankSwift: 'SWIFT 코드',
  payeeName: '예금주',
  payeeAccount: '계좌번호',
  beneficiaryCurrency: '수취 통화',
  remark: '비고',
  addBankAccount: '은행 계좌 추가',
};
