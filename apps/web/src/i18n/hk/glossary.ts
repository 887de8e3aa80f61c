import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Hong Kong's trading platforms say them. */
export const glossary: Glossary = {
  margin: '保證金',
  freeMargin: '可用保證金',
  leverage: '倍數',
  lots: '手數',
  stopLoss: '止損',
  takeProfit: '止盈',
  pendingOrder: '掛單',
  riskRate: '風險率',
  netValue: '淨值',
  closePosition: '平倉',
  buyLong: '買漲',
  sellShort: '賣跌',
  holding: '持倉',
};
