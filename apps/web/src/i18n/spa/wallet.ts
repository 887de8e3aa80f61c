import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Billetera',
  coinAddressList: 'Direcciones cripto vinculadas',
  balance: 'Saldo (USD)',
  lockBalance: 'Bloqueado',
  equity: 'Patrimonio',
  freeMargin: 'Margen libre',
  withdrawing: 'Retiro en curso',
  usdNote: 'Todos los importes están en USD.',
  addCoinAddress: 'Añadir dirección cripto',
};
