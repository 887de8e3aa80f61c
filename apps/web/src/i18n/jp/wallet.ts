import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'ウォレット',
  coinAddressList: '登録済みの暗号資産アドレス',
  balance: '残高（USD）',
  lockBalance: '拘束金額',
  equity: '有効証拠金',
  freeMargin: '余剰証拠金',
  withdrawing: '出金処理中',
  usdNote: '金額はすべてUSD建てです。',
  addCoinAddress: '暗号資産アドレスを追加',
};
