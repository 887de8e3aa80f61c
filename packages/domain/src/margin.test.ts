import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteToUsd } from './conversion.ts';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { MarginMode } from './instrument.ts';
import { requiredMargin } from './margin.ts';
import { bookAmount } from './money.ts';

const leverageTerms = (contractSize: string) => ({
  contractSize: dec(contractSize),
  marginMode: MarginMode.leverage,
});
const fixedTerms = (contractSize: string) => ({
  contractSize: dec(contractSize),
  marginMode: MarginMode.fixed,
});

describe('requiredMargin', () => {
  it.each([
    ['1 lot EURUSD at 1:100', '1', leverageTerms('100000'), '1.0850', '1', 100, '1085'],
    ['0.1 lot EURUSD at 1:200', '0.1', leverageTerms('100000'), '1.2', '1', 200, '60'],
    [
      '1 lot EURGBP at 1:100 via GBPUSD 1.25',
      '1',
      leverageTerms('100000'),
      '0.86',
      '1.25',
      100,
      '1075',
    ],
    ['0.5 lot gold (100 oz) at 1:50', '0.5', leverageTerms('100'), '2350', '1', 50, '2350'],
    ['fixed: 2 lots of 500 per lot', '2', fixedTerms('500'), '1.085', '1', undefined, '1000'],
    [
      'fixed ignores price, conversion and leverage',
      '0.3',
      fixedTerms('100'),
      '99999',
      '7',
      500,
      '30',
    ],
  ])('%s → %s', (_name, lots, terms, price, q, leverage, expected) => {
    const margin = requiredMargin({
      lots: dec(lots),
      terms,
      price: dec(price),
      quoteToUsd: dec(q),
      leverage,
    });
    expect(margin.eq(expected)).toBe(true);
  });

  it('USDJPY: a USD-base position needs lots × contract size / leverage', () => {
    const mid = dec('157.321');
    const q = quoteToUsd({
      quoteCurrency: 'JPY',
      midOf: (c) => (c === 'USDJPY' ? mid : undefined),
    });
    expect(q).toBeDefined();
    const margin = requiredMargin({
      lots: dec('0.2'),
      terms: leverageTerms('100000'),
      price: mid,
      quoteToUsd: q ?? dec(0),
      leverage: 100,
    });
    expect(bookAmount(margin).eq('200')).toBe(true);
  });

  it('USD-base pairs need lots × contract size / leverage at any price', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.01, max: 100, scale: 2 }),
        decimalArbitrary({ min: 0.5, max: 20000, scale: 4 }),
        fc.constantFrom(1, 10, 33, 100, 400),
        (lots, mid, leverage) => {
          const q = dec(1).div(mid);
          const terms = leverageTerms('100000');
          const margin = requiredMargin({ lots, terms, price: mid, quoteToUsd: q, leverage });
          expect(bookAmount(margin).eq(bookAmount(lots.times(100000).div(leverage)))).toBe(true);
        },
      ),
    );
  });

  it('is linear in lots in both modes', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.01, max: 50, scale: 2 }),
        decimalArbitrary({ min: 0.01, max: 50, scale: 2 }),
        decimalArbitrary({ min: 0.001, max: 100000, scale: 3 }),
        fc.constantFrom(MarginMode.fixed, MarginMode.leverage),
        fc.constantFrom(1, 20, 100, 500),
        (a, b, price, marginMode, leverage) => {
          const terms = { contractSize: dec(1000), marginMode };
          const m = (lots: typeof a) =>
            requiredMargin({ lots, terms, price, quoteToUsd: dec('1.1'), leverage });
          expect(
            m(a.plus(b))
              .minus(m(a).plus(m(b)))
              .abs()
              .lte('1e-30'),
          ).toBe(true);
          expect(m(a.times(3)).minus(m(a).times(3)).abs().lte('1e-30')).toBe(true);
        },
      ),
    );
  });

  it('falls as leverage rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 499 }), (leverage) => {
        const args = { lots: dec(1), terms: leverageTerms('100000'), price: dec('1.1') };
        const low = requiredMargin({ ...args, quoteToUsd: dec(1), leverage });
        const high = requiredMargin({ ...args, quoteToUsd: dec(1), leverage: leverage + 1 });
        expect(high.lt(low)).toBe(true);
      }),
    );
  });

  it('refuses to compute a leveraged margin without a leverage', () => {
    const args = {
      lots: dec(1),
      terms: leverageTerms('100000'),
      price: dec(1),
      quoteToUsd: dec(1),
    };
    expect(() => requiredMargin({ ...args, leverage: undefined })).toThrow(RangeError);
    expect(() => requiredMargin({ ...args, leverage: 0 })).toThrow(RangeError);
  });
});
