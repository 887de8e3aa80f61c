import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'वॉलेट',
  coinAddressList: 'जोड़े गए वॉलेट पते',
  balance: 'बैलेंस (USD)',
  lockBalance: 'फ़्रीज़ राशि',
  equity: 'इक्विटी',
  freeMargin: 'उपलब्ध मार्जिन',
  withdrawing: 'विदड्रॉल जारी',
  usdNote: 'सभी राशियाँ USD में हैं।',
  addCoinAddress: 'वॉलेट पता जोड़ें',
};
