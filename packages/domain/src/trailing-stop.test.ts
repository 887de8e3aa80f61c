import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { Side } from './side.ts';
import { trailedStop, trailFrom, trailingDistanceErrors } from './trailing-stop.ts';

const at = (bid: string, ask: string) => ({
  mid: dec(bid).plus(ask).div(2),
  bid: dec(bid),
  ask: dec(ask),
});
const quote = at('1.08500', '1.08520');

describe('trailingDistanceErrors', () => {
  it.each([
    ['a distance of 20 pips', Side.buy, '0.00200', []],
    ['a sell with a distance of 20 pips', Side.sell, '0.00200', []],
    ['zero', Side.buy, '0', ['invalidTrailingDistance']],
    ['a negative distance', Side.sell, '-0.001', ['invalidTrailingDistance']],
    ['the whole bid', Side.buy, '1.08500', ['invalidTrailingDistance']],
    ['more than the price', Side.sell, '5', ['invalidTrailingDistance']],
    ['a huge distance', Side.buy, '1e30', ['invalidTrailingDistance']],
  ] as const)('%s', (_name, side, distance, expected) => {
    expect(trailingDistanceErrors({ side, distance: dec(distance), quote })).toEqual(expected);
  });
});

describe('trailedStop', () => {
  it.each([
    ['a buy without a stop gets one the distance below the bid', Side.buy, undefined, '1.08300'],
    ['a buy whose stop is looser moves it up', Side.buy, '1.08000', '1.08300'],
    ['a buy whose stop is tighter keeps it', Side.buy, '1.08400', '1.08400'],
    ['a sell without a stop gets one the distance above the ask', Side.sell, undefined, '1.08720'],
    ['a sell whose stop is looser moves it down', Side.sell, '1.09000', '1.08720'],
    ['a sell whose stop is tighter keeps it', Side.sell, '1.08600', '1.08600'],
  ] as const)('%s', (_name, side, stopLoss, expected) => {
    const stop = trailedStop({
      side,
      stopLoss: stopLoss === undefined ? undefined : dec(stopLoss),
      distance: dec('0.00200'),
      quote,
    });
    expect(stop?.toFixed(5)).toBe(expected);
  });

  it('sets no level at or below zero', () => {
    const stop = trailedStop({
      side: Side.buy,
      stopLoss: undefined,
      distance: dec('2'),
      quote,
    });
    expect(stop).toBeUndefined();
  });

  it('tightens only once the price is past trailFrom', () => {
    const stopLoss = dec('1.08000');
    const distance = dec('0.00200');
    expect(trailFrom({ side: Side.buy, stopLoss, distance }).toFixed(5)).toBe('1.08200');
    expect(trailFrom({ side: Side.sell, stopLoss, distance }).toFixed(5)).toBe('1.07800');
  });
});

const price = decimalArbitrary({ min: 0.5, max: 2, scale: 5 });
const positive = decimalArbitrary({ min: 0.00001, max: 0.4, scale: 5 });
const sideArb = fc.constantFrom(Side.buy, Side.sell);

/** A quote and a stop on the loss side of it, as a holding position has. */
const position = fc
  .record({ side: sideArb, bid: price, spread: positive, gap: positive, distance: positive })
  .map(({ side, bid, spread, gap, distance }) => {
    const q = { mid: bid.plus(spread.div(2)), bid, ask: bid.plus(spread) };
    const stopLoss = side === Side.buy ? bid.minus(gap) : q.ask.plus(gap);
    return { side, quote: q, stopLoss, distance };
  });

describe('trailedStop properties', () => {
  it('only tightens: a buy stop never falls, a sell stop never rises', () => {
    fc.assert(
      fc.property(position, ({ side, quote: q, stopLoss, distance }) => {
        const stop = trailedStop({ side, stopLoss, distance, quote: q });
        expect(stop).toBeDefined();
        if (side === Side.buy) expect(stop?.gte(stopLoss)).toBe(true);
        else expect(stop?.lte(stopLoss)).toBe(true);
      }),
    );
  });

  it('never goes past the price the position closes at', () => {
    fc.assert(
      fc.property(position, ({ side, quote: q, stopLoss, distance }) => {
        const stop = trailedStop({ side, stopLoss, distance, quote: q });
        if (side === Side.buy) expect(stop?.lt(q.bid)).toBe(true);
        else expect(stop?.gt(q.ask)).toBe(true);
      }),
    );
  });

  it('keeps the distance when it moves, and moves exactly when the price is past trailFrom', () => {
    fc.assert(
      fc.property(position, ({ side, quote: q, stopLoss, distance }) => {
        const stop = trailedStop({ side, stopLoss, distance, quote: q });
        const from = trailFrom({ side, stopLoss, distance });
        const past = side === Side.buy ? q.bid.gt(from) : q.ask.lt(from);
        expect(stop?.eq(stopLoss)).toBe(!past);
        if (past) {
          const expected = side === Side.buy ? q.bid.minus(distance) : q.ask.plus(distance);
          expect(stop?.eq(expected)).toBe(true);
        }
      }),
    );
  });

  it('is the same however the moves come: trailing again at the same quote changes nothing', () => {
    fc.assert(
      fc.property(position, ({ side, quote: q, stopLoss, distance }) => {
        const once = trailedStop({ side, stopLoss, distance, quote: q });
        const twice = trailedStop({ side, stopLoss: once, distance, quote: q });
        expect(twice?.eq(once ?? 0)).toBe(true);
      }),
    );
  });
});
