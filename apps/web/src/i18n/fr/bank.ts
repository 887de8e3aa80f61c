import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Comptes bancaires enregistrés',
  bankAccount: 'Compte bancaire',
  bankName: 'Nom de la banque',
  branchName: 'Agence',
  bankAddress: 'Adresse de la banque',
  bankSwift: 'Code SWIFT',
  payeeName: 'Nom du bénéficiaire',
  payeeAccount: 'Numéro de compte',
  beneficiaryCurrency: 'Devise du compte',
  remark: 'Remarque',
  addBankAccount: 'Ajouter un compte bancaire',
};
