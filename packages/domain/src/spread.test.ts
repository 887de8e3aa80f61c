import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { relativeSpread, SpreadUnit, spreadInSteps, spreadStep } from './spread.ts';

describe('spreadInSteps', () => {
  it.each([
    ['EUR/USD, 5 decimals', '1.08112', '1.08124', 5, '1.2', SpreadUnit.pip],
    ['GBP/USD, whole pips', '1.27000', '1.27020', 5, '2', SpreadUnit.pip],
    ['USD/JPY, 3 decimals', '150.112', '150.126', 3, '1.4', SpreadUnit.pip],
    [
      'a 4-decimal quote counts its last digit as a point',
      '1.0811',
      '1.0813',
      4,
      '2',
      SpreadUnit.point,
    ],
    ['gold, 2 decimals', '2350.10', '2350.40', 2, '30', SpreadUnit.point],
    ['an index, 1 decimal', '39000.0', '39003.0', 1, '30', SpreadUnit.point],
    ['whole-number prices', '101', '104', 0, '3', SpreadUnit.point],
    ['no spread', '1.08000', '1.08000', 5, '0', SpreadUnit.pip],
  ])('%s: %s / %s → %s %s', (_name, bid, ask, precision, value, unit) => {
    const spread = spreadInSteps({ bid: dec(bid), ask: dec(ask), pricePrecision: precision });
    expect(spread?.value.toString()).toBe(value);
    expect(spread?.unit).toBe(unit);
  });

  it('is null without a two-sided price', () => {
    expect(spreadInSteps({ bid: dec(0), ask: dec('1.1'), pricePrecision: 5 })).toBeNull();
    expect(spreadInSteps({ bid: dec('1.1'), ask: dec(Number.NaN), pricePrecision: 5 })).toBeNull();
  });

  it('never answers a negative spread for a crossed quote', () => {
    expect(
      spreadInSteps({ bid: dec('1.2'), ask: dec('1.1'), pricePrecision: 5 })?.value.toString(),
    ).toBe('0');
  });

  it('counts ask − bid exactly in its steps, to a tenth of a pip or a whole point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (precision, bidTicks, spreadTicks) => {
          const tick = new Decimal(10).pow(-precision);
          const bid = tick.times(bidTicks);
          const ask = bid.plus(tick.times(spreadTicks));
          const spread = spreadInSteps({ bid, ask, pricePrecision: precision });
          const step = spreadStep(precision);
          expect(spread?.unit).toBe(step.unit);
          // Every price step is a whole tenth of a pip or a whole point: nothing is rounded away.
          expect(spread?.value.times(step.size).eq(ask.minus(bid))).toBe(true);
          expect(spread?.value.gte(0)).toBe(true);
        },
      ),
    );
  });
});

describe('relativeSpread', () => {
  it('is the spread over the mid, exact in decimals', () => {
    expect(relativeSpread({ bid: dec(99), ask: dec(101) })?.toString()).toBe('0.02');
    expect(relativeSpread({ bid: dec(0), ask: dec(1) })).toBeNull();
  });

  it('is never negative for a quote whose ask is at or above its bid, and grows with the spread', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.0001, max: 1e5, scale: 4 }),
        decimalArbitrary({ min: 0, max: 10, scale: 4 }),
        (bid, spread) => {
          const narrow = relativeSpread({ bid, ask: bid.plus(spread) });
          const wide = relativeSpread({ bid, ask: bid.plus(spread).plus('0.0001') });
          expect(narrow?.gte(0)).toBe(true);
          expect(wide && narrow && wide.gt(narrow)).toBe(true);
        },
      ),
    );
  });
});
