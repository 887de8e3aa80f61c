import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Korea's FX platforms (MT4/MT5 and the brokers serving Korea) say them. */
export const glossary: Glossary = {
  margin: '증거금',
  freeMargin: '가용 증거금',
  leverage: '레버리지',
  lots: '랏',
  stopLoss: '손절',
  takeProfit: '익절',
  pendingOrder: '대기 주문',
  riskRate: '증거금 유지율',
  netValue: '순자산',
  closePosition: '청산',
  buyLong: '매수',
  sellShort: '매도',
  holding: '포지션',
};
