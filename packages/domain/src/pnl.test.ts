import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteToUsd } from './conversion.ts';
import { type Decimal, dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { bookAmount } from './money.ts';
import { floatingPnl } from './pnl.ts';
import { Side } from './side.ts';

const mids: Record<string, Decimal> = { GBPUSD: dec('1.25'), USDJPY: dec('160') };
const q = (quoteCurrency: string): Decimal =>
  quoteToUsd({ quoteCurrency, midOf: (code) => mids[code] }) ?? dec(Number.NaN);

describe('floatingPnl', () => {
  it.each([
    ['EURUSD buy 1 lot up 50 pips', Side.buy, '1.0800', '1.0850', '1', '100000', 'USD', '500'],
    ['EURUSD sell 1 lot up 50 pips', Side.sell, '1.0800', '1.0850', '1', '100000', 'USD', '-500'],
    [
      'EURUSD buy 0.1 lot down 20 pips',
      Side.buy,
      '1.0850',
      '1.0830',
      '0.1',
      '100000',
      'USD',
      '-20',
    ],
    ['USDJPY buy 1 lot up 1 yen at 160', Side.buy, '159', '160', '1', '100000', 'JPY', '625'],
    ['USDJPY sell 0.5 lot down 0.8 yen', Side.sell, '160.8', '160', '0.5', '100000', 'JPY', '250'],
    [
      'EURGBP buy 1 lot up 20 pips via GBPUSD',
      Side.buy,
      '0.8500',
      '0.8520',
      '1',
      '100000',
      'GBP',
      '250',
    ],
    ['gold sell 2 lots down $10', Side.sell, '2360', '2350', '2', '100', 'USD', '2000'],
  ])('%s → %s', (_name, side, entry, exit, lots, contractSize, ccy, expected) => {
    const pnl = floatingPnl({
      side,
      entryPrice: dec(entry),
      exitPrice: dec(exit),
      lots: dec(lots),
      contractSize: dec(contractSize),
      quoteToUsd: q(ccy),
    });
    expect(bookAmount(pnl).eq(expected)).toBe(true);
  });

  const position = fc.record({
    entryPrice: decimalArbitrary({ min: 0.0001, max: 100000, scale: 4 }),
    exitPrice: decimalArbitrary({ min: 0.0001, max: 100000, scale: 4 }),
    lots: decimalArbitrary({ min: 0.01, max: 100, scale: 2 }),
    contractSize: fc.constantFrom(dec(1), dec(100), dec(100000)),
    quoteToUsd: decimalArbitrary({ min: 0.001, max: 2, scale: 6 }),
  });

  it('is antisymmetric: a buy and a sell between the same prices sum to zero', () => {
    fc.assert(
      fc.property(position, (p) => {
        const buy = floatingPnl({ ...p, side: Side.buy });
        const sell = floatingPnl({ ...p, side: Side.sell });
        expect(buy.plus(sell).isZero()).toBe(true);
      }),
    );
  });

  it('is zero when the exit equals the entry', () => {
    fc.assert(
      fc.property(position, fc.constantFrom(Side.buy, Side.sell), (p, side) => {
        expect(floatingPnl({ ...p, side, exitPrice: p.entryPrice }).isZero()).toBe(true);
      }),
    );
  });

  it('gains for a buy exactly when the price rises', () => {
    fc.assert(
      fc.property(position, (p) => {
        const pnl = floatingPnl({ ...p, side: Side.buy });
        expect(pnl.isPositive() && !pnl.isZero()).toBe(p.exitPrice.gt(p.entryPrice));
      }),
    );
  });
});
