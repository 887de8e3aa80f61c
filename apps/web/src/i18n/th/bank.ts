import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'บัญชีธนาคารที่ผูกไว้',
  bankAccount: 'บัญชีธนาคาร',
  bankName: 'ชื่อธนาคาร',
  branchName: 'ชื่อสาขา',
  bankAddress: 'ที่อยู่ธนาคาร',
  bankSwift: 'รหัส SWIFT',
  payeeName: 'ชื่อผู้รับเงิน',
  payeeAccount: 'เลขที่บัญชี',
  beneficiaryCurrency: 'สกุลเงินที่รับ',
  remark: 'หมายเหตุ',
  addBankAccount: 'เพิ่มบัญชีธนาคาร',
};
