import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Finanzen',
  coinAddressList: 'Hinterlegte Wallet-Adressen',
  balance: 'Kontostand (USD)',
  lockBalance: 'Gesperrt',
  equity: 'Eigenkapital',
  freeMargin: 'Freie Margin',
  withdrawing: 'In Auszahlung',
  usdNote: 'Alle Beträge in USD.',
  addCoinAddress: 'Wallet-Adresse hinzufügen',
};
