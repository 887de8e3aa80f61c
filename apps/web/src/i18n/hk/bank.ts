import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: '已綁定銀行帳戶',
  bankAccount: '銀行帳戶',
  bankName: '銀行名稱',
  branchName: '支行名稱',
  bankAddress: '銀行地址',
  bankSwift: 'SWIFT 代碼',
  payeeName: '收款人姓名',
  payeeAccount: '收款帳號',
  beneficiaryCurrency: '收款幣種',
  remark: '備註',
  addBankAccount: '新增銀行帳戶',
};
