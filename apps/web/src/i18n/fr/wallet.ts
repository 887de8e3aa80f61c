import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Portefeuille',
  coinAddressList: 'Adresses crypto enregistrées',
  balance: 'Solde (USD)',
  lockBalance: 'Fonds bloqués',
  equity: 'Fonds propres',
  freeMargin: 'Marge libre',
  withdrawing: 'Retraits en cours',
  usdNote: 'Tous les montants sont en USD.',
  addCoinAddress: 'Ajouter une adresse crypto',
};
