import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Italian trading platforms say them. */
export const glossary: Glossary = {
  margin: 'Margine',
  freeMargin: 'Margine libero',
  leverage: 'Leva',
  lots: 'Lotti',
  stopLoss: 'Stop loss',
  takeProfit: 'Take profit',
  pendingOrder: 'Ordine pendente',
  riskRate: 'Liv. margine',
  netValue: 'Equity',
  closePosition: 'Chiudi',
  buyLong: 'Acquisto',
  sellShort: 'Vendita',
  holding: 'Posizioni',
};
