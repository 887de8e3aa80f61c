import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Turkish traders read them on MT4/MT5 and their brokers' platforms. */
export const glossary: Glossary = {
  margin: 'Marjin',
  freeMargin: 'Serbest marjin',
  leverage: 'Kaldıraç',
  lots: 'Lot',
  stopLoss: 'Zarar Durdur',
  takeProfit: 'Kâr Al',
  pendingOrder: 'Bekleyen emir',
  riskRate: 'Marjin seviyesi',
  netValue: 'Özkaynak',
  closePosition: 'Pozisyonu kapat',
  buyLong: 'Al',
  sellShort: 'Sat',
  holding: 'Pozisyon',
};
