import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { MarginMode } from './instrument.ts';
import {
  adverseExcursion,
  type BookedPosition,
  bookedNotional,
  effectiveLeverage,
} from './position-exposure.ts';
import { Side } from './side.ts';

const position = (overrides: Partial<BookedPosition>): BookedPosition => ({
  side: Side.buy,
  marginMode: MarginMode.leverage,
  leverage: 100,
  lots: dec('1'),
  contractSize: dec('100000'),
  openPrice: dec('1.08'),
  closePrice: dec('1.09'),
  margin: dec('1080'),
  pnl: dec('1000'),
  quotedInUsd: true,
  ...overrides,
});

describe('bookedNotional', () => {
  it.each<[string, Partial<BookedPosition>, string | undefined]>([
    ['leverage mode: margin × leverage', {}, '108000'],
    [
      'leverage mode on a cross: still margin × leverage',
      { quotedInUsd: false, margin: dec('925.93') },
      '92593',
    ],
    [
      'fixed margin in USD: units at the entry price',
      {
        marginMode: MarginMode.fixed,
        leverage: 0,
        contractSize: dec('5000'),
        openPrice: dec('30'),
        margin: dec('5000'),
      },
      '150000',
    ],
    [
      'fixed margin on a cross: converted at the rate its P&L implies',
      {
        marginMode: MarginMode.fixed,
        leverage: 0,
        quotedInUsd: false,
        lots: dec('2'),
        contractSize: dec('10'),
        openPrice: dec('150'),
        closePrice: dec('151'),
        margin: dec('20'),
        pnl: dec('0.133333'),
      },
      '19.99995',
    ],
    [
      'fixed margin on a cross closed flat: the books cannot tell',
      {
        marginMode: MarginMode.fixed,
        leverage: 0,
        quotedInUsd: false,
        closePrice: dec('1.08'),
        pnl: dec('0'),
      },
      undefined,
    ],
  ])('%s', (_name, overrides, expected) => {
    const notional = bookedNotional(position(overrides));
    expect(notional?.toString()).toBe(
      expected === undefined ? undefined : dec(expected).toString(),
    );
  });

  it('gives the leverage back: notional over margin', () => {
    const lev = effectiveLeverage({ notional: dec('150000'), margin: dec('5000') });
    expect(lev?.toString()).toBe('30');
    expect(effectiveLeverage({ notional: dec('1'), margin: dec('0') })).toBeUndefined();
  });
});

describe('adverseExcursion', () => {
  const base = {
    openPrice: dec('1.1'),
    low: dec('1.09'),
    high: dec('1.12'),
    spread: dec('0.0002'),
    notional: dec('110000'),
  };

  it.each<[string, typeof Side.buy | typeof Side.sell, string]>([
    // A buy at 1.1 valued at the bid of the low: 1.0899, 0.918 % below the entry.
    ['a buy at its worst: the bid of the low', Side.buy, '-1010'],
    // A sell at 1.1 valued at the ask of the high: 1.1201.
    ['a sell at its worst: the ask of the high', Side.sell, '-2010'],
  ])('%s', (_name, side, expected) => {
    expect(adverseExcursion({ ...base, side }).toString()).toBe(expected);
  });

  it('is 0 when the price never went against the position', () => {
    const excursion = adverseExcursion({
      ...base,
      side: Side.buy,
      low: dec('1.2'),
      high: dec('1.3'),
    });
    expect(excursion.isZero()).toBe(true);
  });

  it('is never a gain', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(Side.buy, Side.sell),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        decimalArbitrary({ min: 0, max: 0.01, scale: 5 }),
        decimalArbitrary({ min: 0, max: 1e6, scale: 2 }),
        (side, a, b, spread, notional) => {
          const low = a.lt(b) ? a : b;
          const high = a.lt(b) ? b : a;
          const openPrice = low.plus(high).div(2);
          const excursion = adverseExcursion({ side, openPrice, low, high, spread, notional });
          expect(excursion.lte(0)).toBe(true);
        },
      ),
    );
  });
});
