import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Hinterlegte Bankkonten',
  bankAccount: 'Bankkonto',
  bankName: 'Name der Bank',
  branchName: 'Filiale',
  bankAddress: 'Anschrift der Bank',
  bankSwift: 'SWIFT-Code (BIC)',
  payeeName: 'Kontoinhaber',
  payeeAccount: 'Kontonummer / IBAN',
  beneficiaryCurrency: 'Kontowährung',
  remark: 'Bemerkung',
  addBankAccount: 'Bankkonto hinzufügen',
};
