import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Contas bancárias vinculadas',
  bankAccount: 'Conta bancária',
  bankName: 'Nome do banco',
  branchName: 'Agência',
  bankAddress: 'Endereço do banco',
  bankSwift: 'Código SWIFT',
  payeeName: 'Nome do titular',
  payeeAccount: 'Número da conta',
  beneficiaryCurrency: 'Moeda da conta',
  remark: 'Observações',
  addBankAccount: 'Adicionar conta bancária',
};
