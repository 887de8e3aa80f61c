import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Conti bancari collegati',
  bankAccount: 'Conto bancario',
  bankName: 'Nome della banca',
  branchName: 'Filiale',
  bankAddress: 'Indirizzo della banca',
  bankSwift: 'Codice SWIFT',
  payeeName: 'Nome del beneficiario',
  payeeAccount: 'Numero di conto',
  beneficiaryCurrency: 'Valuta del conto',
  remark: 'Note',
  addBankAccount: 'Aggiungi conto bancario',
};
