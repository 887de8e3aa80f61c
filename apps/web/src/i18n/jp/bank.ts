import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: '登録済みの銀行口座',
  bankAccount: '銀行口座',
  bankName: '銀行名',
  branchName: '支店名',
  bankAddress: '銀行所在地',
  bankSwift: 'SWIFTコード',
  payeeName: '受取人名',
  payeeAccount: '口座番号',
  beneficiaryCurrency: '受取通貨',
  remark: '備考',
  addBankAccount: '銀行口座を追加',
};
