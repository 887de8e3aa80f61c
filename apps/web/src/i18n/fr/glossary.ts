import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as French trading platforms say them. */
export const glossary: Glossary = {
  margin: 'Marge',
  freeMargin: 'Marge libre',
  leverage: 'Levier',
  lots: 'Lots',
  stopLoss: 'Stop loss',
  takeProfit: 'Take profit',
  pendingOrder: 'Ordre en attente',
  riskRate: 'Niv. de marge',
  netValue: 'Fonds propres',
  closePosition: 'Clôturer',
  buyLong: 'Achat',
  sellShort: 'Vente',
  holding: 'Positions',
};
