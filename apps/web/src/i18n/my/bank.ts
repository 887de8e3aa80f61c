import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Akaun bank berdaftar',
  bankAccount: 'Akaun bank',
  bankName: 'Nama bank',
  branchName: 'Nama cawangan',
  bankAddress: 'Alamat bank',
  bankSwift: 'Kod SWIFT',
  payeeName: 'Nama penerima',
  payeeAccount: 'Nombor akaun',
  beneficiaryCurrency: 'Mata wang penerima',
  remark: 'Catatan',
  addBankAccount: 'Tambah akaun bank',
};
