import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Kayıtlı banka hesapları',
  bankAccount: 'Banka hesabı',
  bankName: 'Banka adı',
  branchName: 'Şube adı',
  bankAddress: 'Banka adresi',
  bankSwift: 'SWIFT kodu',
  payeeName: 'Alıcı adı',
  payeeAccount: 'Hesap numarası',
  beneficiaryCurrency: 'Alıcı para birimi',
  remark: 'Açıklama',
  addBankAccount: 'Banka hesabı ekle',
};
