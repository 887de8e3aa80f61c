import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Rekening bank terdaftar',
  bankAccount: 'Rekening bank',
  bankName: 'Nama bank',
  branchName: 'Nama cabang',
  bankAddress: 'Alamat bank',
  bankSwift: 'Kode SWIFT',
  payeeName: 'Nama penerima',
  payeeAccount: 'Nomor rekening',
  beneficiaryCurrency: 'Mata uang penerima',
  remark: 'Keterangan',
  addBankAccount: 'Tambah rekening bank',
};
