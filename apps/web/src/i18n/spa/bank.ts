import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Cuentas bancarias vinculadas',
  bankAccount: 'Cuenta bancaria',
  bankName: 'Nombre del banco',
  branchName: 'Sucursal',
  bankAddress: 'Dirección del banco',
  bankSwift: 'Código SWIFT',
  payeeName: 'Nombre del titular',
  payeeAccount: 'Número de cuenta',
  beneficiaryCurrency: 'Moneda de la cuenta',
  remark: 'Observaciones',
  addBankAccount: 'Añadir cuenta bancaria',
};
