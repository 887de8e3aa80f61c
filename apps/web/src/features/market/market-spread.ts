import { dec } from '@tp/domain/decimal';
import {
  relativeSpread as relativeSpreadOf,
  type SpreadUnit,
  spreadInSteps,
} from '@tp/domain/spread';
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

/** What crossing the spread costs, as a fraction of the price (`relativeSpread`); for sorting. */
export function relativeSpread(quote: Pick<ShownQuote, 'bid' | 'ask'>): number | null {
  if (!(quote.bid > 0 && quote.ask > 0)) return null;
  return relativeSpreadOf({ bid: dec(quote.bid), ask: dec(quote.ask) })?.toNumber() ?? null;
}
