import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Кошелёк',
  coinAddressList: 'Привязанные криптоадреса',
  balance: 'Баланс (USD)',
  lockBalance: 'Заморожено',
  equity: 'Средства',
  freeMargin: 'Свободная маржа',
  withdrawing: 'Выводится',
  usdNote: 'Все суммы указаны в USD.',
  addCoinAddress: 'Добавить криптоадрес',
};
