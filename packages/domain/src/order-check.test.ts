import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Decimal, dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { FeeType } from './fee.ts';
import { type InstrumentTerms, MarginMode } from './instrument.ts';
import {
  checkMarketOrder,
  leverageError,
  marketOrderErrors,
  type OrderError,
  orderEstimate,
} from './order-check.ts';
import { quoteFromMid } from './quote.ts';
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
const goldFixed: InstrumentTerms = {
  ...eurusd,
  contractSize: dec(500),
  feeRate: dec('0.001'),
  marginMode: MarginMode.fixed,
  leverageOptions: [],
  baseCurrency: 'XAU',
  pricePrecision: 2,
  spread: dec('0.5'),
};
const quote = quoteFromMid({ mid: dec('1.08500'), spread: eurusd.spread, pricePrecision: 5 });

describe('orderEstimate', () => {
  it.each([
    [
      'buy 1 lot EURUSD 1:100, $7 a lot',
      eurusd,
      Side.buy,
      '1',
      100,
      FeeType.perLot,
      '1.08510',
      '1085.1',
      '7',
    ],
    [
      'sell 1 lot EURUSD 1:100, $7 a lot',
      eurusd,
      Side.sell,
      '1',
      100,
      FeeType.perLot,
      '1.0849',
      '1084.9',
      '7',
    ],
    [
      'buy 0.07 lots 1:200, $7 a lot',
      eurusd,
      Side.buy,
      '0.07',
      200,
      FeeType.perLot,
      '1.0851',
      '37.9785',
      '0.49',
    ],
    [
      'buy 0.03 lots 1:50, fee on margin rounded half-up',
      { ...eurusd, feeRate: dec('0.00015') },
      Side.buy,
      '0.03',
      50,
      FeeType.marginRate,
      '1.0851',
      '65.106',
      '0.009766',
    ],
    [
      'fixed: 2 lots of 500, 0.1% of margin',
      goldFixed,
      Side.buy,
      '2',
      undefined,
      FeeType.marginRate,
      '1.0851',
      '1000',
      '1',
    ],
  ])('%s', (_name, terms, side, lots, leverage, feeType, price, margin, fee) => {
    const e = orderEstimate({
      terms,
      side,
      lots: dec(lots),
      leverage,
      quote,
      quoteToUsd: dec(1),
      feeType,
    });
    expect(e.price.eq(price)).toBe(true);
    expect(e.margin.eq(margin)).toBe(true);
    expect(e.fee.eq(fee)).toBe(true);
  });

  it('books margin and fee at 6 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        fc.constantFrom(...eurusd.leverageOptions),
        fc.constantFrom(FeeType.perLot, FeeType.marginRate),
        (steps, mid, leverage, feeType) => {
          const q = quoteFromMid({ mid, spread: eurusd.spread, pricePrecision: 5 });
          const e = orderEstimate({
            terms: { ...eurusd, feeRate: dec('0.00037') },
            side: Side.buy,
            lots: dec(steps).times('0.01'),
            leverage,
            quote: q,
            quoteToUsd: dec(1).div(3),
            feeType,
          });
          expect(e.margin.decimalPlaces()).toBeLessThanOrEqual(6);
          expect(e.fee.decimalPlaces()).toBeLessThanOrEqual(6);
          expect(e.fee.gte(0)).toBe(true);
        },
      ),
    );
  });
});

describe('leverageError', () => {
  it.each([
    ['an offered leverage', eurusd, 100, null],
    ['a leverage not offered', eurusd, 300, 'invalidLeverage'],
    ['no leverage chosen', eurusd, undefined, 'invalidLeverage'],
    ['no options configured', { ...eurusd, leverageOptions: [] }, 100, 'leverageNotConfigured'],
    ['fixed mode ignores leverage', goldFixed, undefined, null],
    ['fixed mode ignores a stray leverage', goldFixed, 999, null],
  ])('%s → %s', (_name, terms, leverage, expected) => {
    expect(leverageError({ terms, leverage })).toBe(expected);
  });
});

type Input = Parameters<typeof marketOrderErrors>[0];
const order = (overrides: Partial<Input>): Input => ({
  terms: eurusd,
  side: Side.buy,
  lots: dec('0.1'),
  leverage: 100,
  quote,
  quoteToUsd: dec(1),
  feeType: FeeType.perLot,
  marketOpen: true,
  freeMargin: dec(10000),
  ...overrides,
});
const level = (v: string): Decimal => dec(v);

describe('marketOrderErrors', () => {
  it.each<[string, Partial<Input>, OrderError[]]>([
    ['a plain buy', {}, []],
    [
      'a sell with stops',
      { side: Side.sell, stopLoss: level('1.09'), takeProfit: level('1.08') },
      [],
    ],
    ['fixed mode without leverage', { terms: goldFixed, leverage: undefined, lots: dec(1) }, []],
    ['no quote', { quote: undefined }, ['noPrice']],
    ['no USD conversion', { quoteToUsd: undefined }, ['noPrice']],
    ['market closed', { marketOpen: false }, ['marketClosed']],
    ['lots off the step', { lots: dec('0.015') }, ['invalidLots']],
    ['lots above the maximum', { lots: dec('50.01'), freeMargin: dec(1e6) }, ['invalidLots']],
    [
      'no leverage options',
      { terms: { ...eurusd, leverageOptions: [] } },
      ['leverageNotConfigured'],
    ],
    ['leverage not offered', { leverage: 500 }, ['invalidLeverage']],
    ['stop-loss above the bid on a buy', { stopLoss: level('1.09') }, ['invalidStopLoss']],
    [
      'take-profit below the ask on a sell',
      { side: Side.sell, takeProfit: level('1.09') },
      ['invalidTakeProfit'],
    ],
    // 0.1 lot at 1.0851 and 1:100 needs 108.51 + 0.70 fee = 109.21.
    ['margin plus fee exactly the free margin', { freeMargin: dec('109.21') }, []],
    ['a cent short of margin plus fee', { freeMargin: dec('109.20') }, ['insufficientMargin']],
    ['no free margin at all', { freeMargin: dec(0) }, ['insufficientMargin']],
    [
      'everything wrong at once, in order',
      {
        marketOpen: false,
        lots: dec('0.001'),
        leverage: 7,
        stopLoss: level('2'),
        takeProfit: level('0.5'),
        freeMargin: dec(0),
      },
      ['marketClosed', 'invalidLots', 'invalidLeverage', 'invalidStopLoss', 'invalidTakeProfit'],
    ],
    [
      'no price skips the checks that need one',
      {
        quote: undefined,
        marketOpen: false,
        lots: dec('0.001'),
        stopLoss: level('2'),
        freeMargin: dec(0),
      },
      ['noPrice', 'marketClosed', 'invalidLots'],
    ],
    [
      'every error that can apply together',
      {
        marketOpen: false,
        lots: dec('0.015'),
        stopLoss: level('2'),
        takeProfit: level('0.5'),
        freeMargin: dec(0),
      },
      ['marketClosed', 'invalidLots', 'invalidStopLoss', 'invalidTakeProfit', 'insufficientMargin'],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(marketOrderErrors(order(overrides))).toEqual(expected);
  });

  it('accepts an order exactly when margin plus fee fit the free margin (other inputs valid)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom(...eurusd.leverageOptions),
        decimalArbitrary({ min: 0, max: 100000, scale: 2 }),
        (steps, leverage, freeMargin) => {
          const input = order({ lots: dec(steps).times('0.01'), leverage, freeMargin });
          const { margin, fee } = orderEstimate({ ...input, quote, quoteToUsd: dec(1) });
          const expected: OrderError[] = margin.plus(fee).gt(freeMargin)
            ? ['insufficientMargin']
            : [];
          expect(marketOrderErrors(input)).toEqual(expected);
        },
      ),
    );
  });
});

describe('checkMarketOrder', () => {
  it('answers the estimate the order would be booked at, with the errors marketOrderErrors gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom(...eurusd.leverageOptions),
        fc.constantFrom(Side.buy, Side.sell),
        decimalArbitrary({ min: 0, max: 100000, scale: 2 }),
        (steps, leverage, side, freeMargin) => {
          const input = order({ lots: dec(steps).times('0.01'), leverage, side, freeMargin });
          const { errors, estimate } = checkMarketOrder(input);
          expect(errors).toEqual(marketOrderErrors(input));
          expect(estimate).toEqual(orderEstimate({ ...input, quote, quoteToUsd: dec(1) }));
        },
      ),
    );
  });

  it.each<[string, Partial<Input>]>([
    ['no quote', { quote: undefined }],
    ['no USD conversion', { quoteToUsd: undefined }],
    ['leverage not offered', { leverage: 500 }],
    ['no lots', { lots: dec(0) }],
  ])('answers no estimate with %s', (_name, overrides) => {
    expect(checkMarketOrder(order(overrides)).estimate).toBeUndefined();
  });
});
