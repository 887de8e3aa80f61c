import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { FeeType } from './fee.ts';
import { type InstrumentTerms, MarginMode } from './instrument.ts';
import { orderEstimate } from './order-check.ts';
import { checkPendingAmend, type PendingAmendInput } from './pending-amend.ts';
import { Side } from './side.ts';

const eurusd: InstrumentTerms = {
  contractSize: dec(100000),
  minLots: dec('0.01'),
  lotStep: dec('0.01'),
  maxLots: dec(50),
  feeRate: dec(7),
  marginMode: MarginMode.leverage,
  leverageOptions: [50, 100, 200],
  baseCurrency: 'EUR',
  quoteCurrency: 'USD',
  pricePrecision: 5,
  spread: dec('0.0002'),
};

// A buy limit of 1 lot at 1.08000, 1:100: margin 1080, fee 7.
const base: PendingAmendInput = {
  terms: eurusd,
  side: Side.buy,
  lots: dec(1),
  leverage: 100,
  stopLoss: dec('1.07000'),
  takeProfit: dec('1.09000'),
  target: dec('1.07500'),
  reserved: { margin: dec(1080), fee: dec(7) },
  quoteToUsd: dec(1),
  feeType: FeeType.perLot,
  marketOpen: true,
  freeMargin: dec(0),
  priced: true,
};

describe('checkPendingAmend', () => {
  it('moves a buy limit from 1.08000 to 1.07500: margin 1075, 5 back to the balance', () => {
    const { errors, estimate, change } = checkPendingAmend(base);
    expect(errors).toEqual([]);
    expect(estimate?.margin.toString()).toBe('1075');
    expect(estimate?.fee.toString()).toBe('7');
    expect(change.toString()).toBe('-5');
  });

  it('a higher target needs more margin: refused when the free margin is short, by the cent', () => {
    const higher = { ...base, stopLoss: undefined, takeProfit: undefined, target: dec('1.08500') };
    expect(checkPendingAmend({ ...higher, freeMargin: dec('4.99') }).errors).toEqual([
      'insufficientMargin',
    ]);
    const enough = checkPendingAmend({ ...higher, freeMargin: dec(5) });
    expect(enough.errors).toEqual([]);
    expect(enough.change.toString()).toBe('5');
  });

  it('refuses a target that leaves the stop-loss above it (buy) or the take-profit below it', () => {
    expect(checkPendingAmend({ ...base, target: dec('1.06900') }).errors).toEqual([
      'invalidStopLoss',
    ]);
    expect(
      checkPendingAmend({ ...base, target: dec('1.09100'), freeMargin: dec(100) }).errors,
    ).toEqual(['invalidTakeProfit']);
  });

  it('refuses while the market is closed and without a price', () => {
    expect(checkPendingAmend({ ...base, marketOpen: false }).errors).toContain('marketClosed');
    expect(checkPendingAmend({ ...base, priced: false }).errors).toContain('noPrice');
  });

  it('property: the new reserve is that of a new order at the target, and the change is its difference', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        decimalArbitrary({ min: 0.01, max: 5, scale: 2 }),
        fc.constantFrom(50, 100, 200),
        decimalArbitrary({ min: 0, max: 5000, scale: 2 }),
        (target, lots, leverage, reservedMargin) => {
          const input = {
            ...base,
            stopLoss: undefined,
            takeProfit: undefined,
            target,
            lots,
            leverage,
            reserved: { margin: reservedMargin, fee: dec(7) },
            freeMargin: dec(1_000_000),
          };
          const { errors, estimate, change } = checkPendingAmend(input);
          const fresh = orderEstimate({
            terms: eurusd,
            side: Side.buy,
            lots,
            leverage,
            quote: { mid: target, bid: target, ask: target },
            quoteToUsd: dec(1),
            feeType: FeeType.perLot,
          });
          expect(errors).toEqual([]);
          expect(estimate?.margin.eq(fresh.margin)).toBe(true);
          expect(change.eq(fresh.margin.plus(fresh.fee).minus(reservedMargin).minus(7))).toBe(true);
        },
      ),
    );
  });

  it('property: moving to the price it reserved at changes nothing', () => {
    fc.assert(
      fc.property(decimalArbitrary({ min: 0.5, max: 2, scale: 5 }), (target) => {
        const at = { mid: target, bid: target, ask: target };
        const reserve = orderEstimate({
          terms: eurusd,
          side: Side.sell,
          lots: dec(1),
          leverage: 100,
          quote: at,
          quoteToUsd: dec(1),
          feeType: FeeType.perLot,
        });
        const input = {
          ...base,
          side: Side.sell,
          stopLoss: undefined,
          takeProfit: undefined,
          target,
          reserved: { margin: reserve.margin, fee: reserve.fee },
        };
        const { errors, change } = checkPendingAmend(input);
        expect(errors).toEqual([]);
        expect(change.isZero()).toBe(true);
      }),
    );
  });
});
