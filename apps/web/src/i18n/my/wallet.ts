import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Dompet',
  coinAddressList: 'Alamat kripto berdaftar',
  balance: 'Baki (USD)',
  lockBalance: 'Dibekukan',
  equity: 'Ekuiti',
  freeMargin: 'Margin bebas',
  withdrawing: 'Sedang dikeluarkan',
  usdNote: 'Semua amaun dalam USD.',
  addCoinAddress: 'Tambah alamat kripto',
};
