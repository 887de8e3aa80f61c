import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Uložené bankovní účty',
  bankAccount: 'Bankovní účet',
  bankName: 'Název banky',
  branchName: 'Pobočka',
  bankAddress: 'Adresa banky',
  bankSwift: 'Kód SWIFT (BIC)',
  payeeName: 'Majitel účtu',
  payeeAccount: 'Číslo účtu / IBAN',
  beneficiaryCurrency: 'Měna účtu',
  remark: 'Poznámka',
  addBankAccount: 'Přidat bankovní účet',
};
