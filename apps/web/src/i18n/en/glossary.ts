import type { Glossary } from '../glossary-terms.ts';

/** The trading terms in English, as the labels use them. */
export const glossary: Glossary = {
  margin: 'Margin',
  freeMargin: 'Free margin',
  leverage: 'Multiplier',
  lots: 'Lots',
  stopLoss: 'Stop-loss',
  takeProfit: 'Take-profit',
  pendingOrder: 'Pending order',
  riskRate: 'Risk rate',
  netValue: 'Net value',
  closePosition: 'Close position',
  buyLong: 'Buy long',
  sellShort: 'Sell short',
  holding: 'Holding',
};
