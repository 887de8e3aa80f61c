import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Indonesia's trading platforms say them. */
export const glossary: Glossary = {
  margin: 'Margin',
  freeMargin: 'Margin bebas',
  leverage: 'Leverage',
  lots: 'Lot',
  stopLoss: 'Stop Loss',
  takeProfit: 'Take Profit',
  pendingOrder: 'Order tertunda',
  riskRate: 'Level margin',
  netValue: 'Ekuitas',
  closePosition: 'Tutup posisi',
  buyLong: 'Beli',
  sellShort: 'Jual',
  holding: 'Posisi',
};
