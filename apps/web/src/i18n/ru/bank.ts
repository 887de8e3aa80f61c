import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Привязанные банковские счета',
  bankAccount: 'Банковский счёт',
  bankName: 'Название банка',
  branchName: 'Отделение банка',
  bankAddress: 'Адрес банка',
  bankSwift: 'SWIFT-код',
  payeeName: 'Имя получателя',
  payeeAccount: 'Номер счёта',
  beneficiaryCurrency: 'Валюта получателя',
  remark: 'Примечание',
  addBankAccount: 'Добавить банковский счёт',
};
