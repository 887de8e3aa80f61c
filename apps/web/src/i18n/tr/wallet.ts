import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Cüzdan',
  coinAddressList: 'Kayıtlı kripto adresleri',
  balance: 'Bakiye (USD)',
  lockBalance: 'Bloke tutar',
  equity: 'Özkaynak',
  freeMargin: 'Serbest marjin',
  withdrawing: 'Bekleyen çekim',
  usdNote: 'Tüm tutarlar USD cinsindendir.',
  addCoinAddress: 'Kripto adresi ekle',
};
