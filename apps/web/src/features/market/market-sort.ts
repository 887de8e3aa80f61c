import type { Instrument } from '@tp/contract/entities';
import type { ShownQuote } from './live-quote.ts';
import { relativeSpread } from './market-spread.ts';

/** How the market list is ordered; `catalogue` is the operator's order. */
export const MarketSort = {
  catalogue: 'catalogue',
  name: 'name',
  changeDown: 'change-down',
  changeUp: 'change-up',
  spread: 'spread',
} as const;
export type MarketSort = (typeof MarketSort)[keyof typeof MarketSort];

export const marketSorts: readonly MarketSort[] = Object.values(MarketSort);

export const isMarketSort = (value: unknown): value is MarketSort =>
  typeof value === 'string' && (marketSorts as readonly string[]).includes(value);

const byName = (a: Instrument, b: Instrument) =>
  a.ShowCode.localeCompare(b.ShowCode, 'en', { sensitivity: 'base', numeric: true });

/** Orders numbers, with an instrument that has none (no price yet) last whatever the direction. */
const byValue = (a: number | null, b: number | null, direction: 1 | -1): number => {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  return (a - b) * direction;
};

/**
 * The instruments in the chosen order, ties by name; the catalogue's order is kept as it came.
 * `quoteOf` gives each row's shown quote (live when there is one), so the order follows prices.
 */
export function sortInstruments(
  instruments: readonly Instrument[],
  sort: MarketSort,
  quoteOf: (instrument: Instrument) => Pick<ShownQuote, 'change' | 'bid' | 'ask'>,
): readonly Instrument[] {
  if (sort === MarketSort.catalogue) return instruments;
  const keyed = instruments.map((instrument) => ({ instrument, quote: quoteOf(instrument) }));
  const compare = (a: (typeof keyed)[number], b: (typeof keyed)[number]): number => {
    switch (sort) {
      case MarketSort.name:
        return 0;
      case MarketSort.changeDown:
        return byValue(a.quote.change, b.quote.change, -1);
      case MarketSort.changeUp:
        return byValue(a.quote.change, b.quote.change, 1);
      case MarketSort.spread:
        return byValue(relativeSpread(a.quote), relativeSpread(b.quote), 1);
    }
  };
  return keyed
    .sort((a, b) => compare(a, b) || byName(a.instrument, b.instrument))
    .map((row) => row.instrument);
}
