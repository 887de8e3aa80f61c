import type { TranslationKey } from './i18n.ts';

/**
 * The trading terms every language must say one way, as that market's trading platforms say
 * them, and the labels each must appear in: a language's glossary (`{lang}/glossary.ts`) gives
 * its word for each, and the tests hold every label named here to it.
 */
export const glossaryTerms = {
  margin: ['order.margin', 'order.marginUsed', 'trade.estimatedMargin'],
  freeMargin: ['order.freeMargin', 'trade.freeMargin'],
  leverage: ['trade.leverage', 'order.leverage'],
  lots: ['trade.lots', 'order.lots'],
  stopLoss: ['trade.stopLoss', 'order.stopLoss', 'order.reasonStopLoss'],
  takeProfit: ['trade.takeProfit', 'order.takeProfit', 'order.reasonTakeProfit'],
  pendingOrder: ['trade.pendingOrder'],
  riskRate: ['order.riskRate', 'user.marginAlertLevel'],
  netValue: ['order.netValue'],
  closePosition: ['order.closePosition', 'order.closeConfirmTitle'],
  buyLong: ['trade.buyLong', 'order.buyLong'],
  sellShort: ['trade.sellShort', 'order.sellShort'],
  holding: ['order.holding'],
} as const satisfies Record<string, readonly TranslationKey[]>;

/** A language's word for each trading term, as it appears in the labels above. */
export type Glossary = { readonly [Term in keyof typeof glossaryTerms]: string };
