import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Peněženka',
  coinAddressList: 'Uložené krypto adresy',
  balance: 'Zůstatek (USD)',
  lockBalance: 'Blokováno',
  equity: 'Kapitál',
  freeMargin: 'Volná marže',
  withdrawing: 'Probíhající výběry',
  usdNote: 'Všechny částky jsou v USD.',
  addCoinAddress: 'Přidat krypto adresu',
};
