import type { Instrument } from '@tp/contract/entities';
import { describe, expect, it } from 'vitest';
import { instrumentFixture } from '../../test-support/fixtures.ts';
import { MarketSort, sortInstruments } from './market-sort.ts';

type Row = { code: string; change: number; bid: number; ask: number };

/** Instruments with the quotes a row would show, in the catalogue's order. */
function market(rows: readonly Row[]) {
  const instruments = rows.map((row, i) =>
    instrumentFixture({ Id: i + 1, Code: row.code.replace('/', ''), ShowCode: row.code }),
  );
  const quotes = new Map(rows.map((row, i) => [i + 1, row]));
  const quoteOf = (instrument: Instrument) => {
    const row = quotes.get(instrument.Id);
    if (!row) throw new Error('no row');
    return row;
  };
  const codes = (sort: MarketSort) =>
    sortInstruments(instruments, sort, quoteOf).map((i) => i.ShowCode);
  return { instruments, quoteOf, codes };
}

const rows: Row[] = [
  // EUR/USD: 1.2 pips on 1.08, about 0.011 %.
  { code: 'EUR/USD', change: 0.12, bid: 1.08112, ask: 1.08124 },
  // Gold: 30 points on 2350, about 0.013 %.
  { code: 'XAU/USD', change: -0.8, bid: 2350.1, ask: 2350.4 },
  // US30: 3 index points on 39000, about 0.008 %.
  { code: 'US30', change: 1.5, bid: 39000, ask: 39003 },
  // Bitcoin: 25 on 97000, about 0.026 %.
  { code: 'BTC/USD', change: 0, bid: 97000, ask: 97025 },
  { code: 'AUD/USD', change: -0.8, bid: 0.66, ask: 0.66014 },
];

describe('sortInstruments', () => {
  it('keeps the catalogue’s order by default, as the list came', () => {
    const { instruments, quoteOf } = market(rows);
    expect(sortInstruments(instruments, MarketSort.catalogue, quoteOf)).toBe(instruments);
  });

  it('orders by name, digits by value', () => {
    expect(market(rows).codes(MarketSort.name)).toEqual([
      'AUD/USD',
      'BTC/USD',
      'EUR/USD',
      'US30',
      'XAU/USD',
    ]);
    const numbered = market([
      { code: 'US500', change: 0, bid: 1, ask: 1 },
      { code: 'US30', change: 0, bid: 1, ask: 1 },
    ]);
    expect(numbered.codes(MarketSort.name)).toEqual(['US30', 'US500']);
  });

  it('orders by change, either way, ties by name', () => {
    expect(market(rows).codes(MarketSort.changeDown)).toEqual([
      'US30',
      'EUR/USD',
      'BTC/USD',
      'AUD/USD',
      'XAU/USD',
    ]);
    expect(market(rows).codes(MarketSort.changeUp)).toEqual([
      'AUD/USD',
      'XAU/USD',
      'BTC/USD',
      'EUR/USD',
      'US30',
    ]);
  });

  it('orders by spread as a share of the price, so pips and points compare by what a trade costs', () => {
    // In its own steps gold's 30 points would come last and US30's 30 points tie with it.
    expect(market(rows).codes(MarketSort.spread)).toEqual([
      'US30',
      'EUR/USD',
      'XAU/USD',
      'AUD/USD',
      'BTC/USD',
    ]);
  });

  it('puts an instrument without a price last, whichever way it sorts', () => {
    const withGap = market([
      { code: 'NEW/USD', change: 0, bid: 0, ask: 0 },
      { code: 'EUR/USD', change: 0.1, bid: 1.08112, ask: 1.08124 },
      { code: 'GBP/USD', change: 0.2, bid: 1.27, ask: 1.2702 },
    ]);
    expect(withGap.codes(MarketSort.spread)).toEqual(['EUR/USD', 'GBP/USD', 'NEW/USD']);
  });
});
