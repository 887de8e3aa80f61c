import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Czech brokers' platforms (MT4/MT5 in Czech, the big CFD brokers) say them. */
export const glossary: Glossary = {
  margin: 'Marže',
  freeMargin: 'Volná marže',
  leverage: 'Páka',
  lots: 'Lot',
  stopLoss: 'Stop loss',
  takeProfit: 'Take profit',
  pendingOrder: 'Čekající pokyn',
  riskRate: 'Úroveň marže',
  netValue: 'Kapitál',
  closePosition: 'Uzavřít pozici',
  buyLong: 'Nákup',
  sellShort: 'Prodej',
  holding: 'Pozice',
};
