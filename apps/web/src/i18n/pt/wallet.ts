import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Carteira',
  coinAddressList: 'Endereços cripto vinculados',
  balance: 'Saldo (USD)',
  lockBalance: 'Bloqueado',
  equity: 'Capital líquido',
  freeMargin: 'Margem livre',
  withdrawing: 'Retirada em curso',
  usdNote: 'Todos os valores estão em USD.',
  addCoinAddress: 'Adicionar endereço cripto',
};
