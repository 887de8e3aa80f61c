import { describe, expect, it } from 'vitest';
import { relativeSpread, shownSpread } from './market-spread.ts';

describe('shownSpread', () => {
  it.each([
    ['EUR/USD in pips, to a tenth', 1.08112, 1.08124, 5, { text: '1.2', unit: 'pip' }],
    ['whole pips keep their tenth', 1.27, 1.2702, 5, { text: '2.0', unit: 'pip' }],
    ['USD/JPY in pips', 150.112, 150.126, 3, { text: '1.4', unit: 'pip' }],
    ['gold in points', 2350.1, 2350.4, 2, { text: '30', unit: 'point' }],
    ['an index in points', 39000, 39003, 1, { text: '30', unit: 'point' }],
    // Floats like 1.1001 - 1.1 are not exact: the domain counts in decimals.
    ['no float residue', 1.1, 1.1001, 4, { text: '1', unit: 'point' }],
  ])('%s', (_name, bid, ask, precision, shown) => {
    expect(shownSpread({ bid, ask }, precision)).toEqual(shown);
  });

  it('is null without a price', () => {
    expect(shownSpread({ bid: 0, ask: 0 }, 5)).toBeNull();
  });
});

describe('relativeSpread', () => {
  it('is ask − bid over the mid', () => {
    expect(relativeSpread({ bid: 99, ask: 101 })).toBeCloseTo(0.02, 12);
    expect(relativeSpread({ bid: 0, ask: 1 })).toBeNull();
  });
});
