import { dec } from '@tp/domain/decimal';
import { type SpreadUnit, spreadInSteps } from '@tp/domain/spread';
import type { ShownQuote } from './live-quote.ts';

/** A row's spread as shown: the number in pips or points, and which; null without a price. */
export type ShownSpread = { text: string; unit: SpreadUnit };

export function shownSpread(
  quote: Pick<ShownQuote, 'bid' | 'ask'>,
  pricePrecision: number,
): ShownSpread | null {
  const spread = spreadInSteps({ bid: dec(quote.bid), ask: dec(quote.ask), pricePrecision });
  if (!spread) return null;
  return {
    text: spread.unit === 'pip' ? spread.value.toFixed(1) : spread.value.toFixed(0),
    unit: spread.unit,
  };
}

/**
 * What crossing the spread costs, as a fraction of the price: the one measure that compares a
 * currency pair's pips with an index's points, so sorting by spread ranks what a trade costs.
 */
export function relativeSpread(quote: Pick<ShownQuote, 'bid' | 'ask'>): number | null {
  if (!(quote.bid > 0 && quote.ask > 0)) return null;
  const mid = dec(quote.bid).plus(quote.ask).div(2);
  return dec(quote.ask).minus(quote.bid).div(mid).toNumber();
}
