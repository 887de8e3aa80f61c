import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'जोड़े गए बैंक अकाउंट',
  bankAccount: 'बैंक अकाउंट',
  bankName: 'बैंक का नाम',
  branchName: 'ब्रांच का नाम',
  bankAddress: 'बैंक का पता',
  bankSwift: 'SWIFT कोड',
  payeeName: 'लाभार्थी का नाम',
  payeeAccount: 'अकाउंट नंबर',
  beneficiaryCurrency: 'लाभार्थी की करेंसी',
  remark: 'टिप्पणी',
  addBankAccount: 'बैंक अकाउंट जोड़ें',
};
