import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Dompet',
  coinAddressList: 'Alamat kripto terdaftar',
  balance: 'Saldo (USD)',
  lockBalance: 'Dibekukan',
  equity: 'Ekuitas',
  freeMargin: 'Margin bebas',
  withdrawing: 'Dalam penarikan',
  usdNote: 'Semua jumlah dalam USD.',
  addCoinAddress: 'Tambah alamat kripto',
};
