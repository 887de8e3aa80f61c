import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as German-speaking brokers' platforms (MT4/MT5 in German, the big CFD brokers) say them. */
export const glossary: Glossary = {
  margin: 'Margin',
  freeMargin: 'Freie Margin',
  leverage: 'Hebel',
  lots: 'Lot',
  stopLoss: 'Stop-Loss',
  takeProfit: 'Take-Profit',
  pendingOrder: 'Pending Order',
  riskRate: 'Margin-Level',
  netValue: 'Eigenkapital',
  closePosition: 'Position schließen',
  buyLong: 'Kauf',
  sellShort: 'Verkauf',
  holding: 'Position',
};
