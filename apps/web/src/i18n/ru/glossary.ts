import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Russian-speaking traders read them on MT4/MT5 and their brokers' platforms. */
export const glossary: Glossary = {
  margin: 'Маржа',
  freeMargin: 'Своб. маржа',
  leverage: 'Плечо',
  lots: 'Лот',
  stopLoss: 'Стоп-лосс',
  takeProfit: 'Тейк-профит',
  pendingOrder: 'Отложенный ордер',
  riskRate: 'Ур. маржи',
  netValue: 'Средства',
  closePosition: 'Закрыть позицию',
  buyLong: 'Покупка',
  sellShort: 'Продажа',
  holding: 'Позиции',
};
