import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Portafoglio',
  coinAddressList: 'Indirizzi crypto collegati',
  balance: 'Saldo (USD)',
  lockBalance: 'Fondi bloccati',
  equity: 'Equity',
  freeMargin: 'Margine libero',
  withdrawing: 'Prelievi in corso',
  usdNote: 'Tutti gli importi sono in USD.',
  addCoinAddress: 'Aggiungi indirizzo crypto',
};
