import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Japan's FX platforms (MT4/MT5 and the local brokers) say them. */
export const glossary: Glossary = {
  margin: '証拠金',
  freeMargin: '余剰証拠金',
  leverage: 'レバレッジ',
  lots: 'ロット',
  stopLoss: '損切り',
  takeProfit: '利確',
  pendingOrder: '指値注文',
  riskRate: '証拠金維持率',
  netValue: '有効証拠金',
  closePosition: '決済',
  buyLong: '買い',
  sellShort: '売り',
  holding: 'ポジション',
};
