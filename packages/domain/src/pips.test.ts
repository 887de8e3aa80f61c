import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { MarginMode } from './instrument.ts';
import { requiredMargin } from './margin.ts';
import { lotsForMargin, pipSize, pipsToPrice, pipValue, priceToPips } from './pips.ts';

describe('pipSize', () => {
  it.each([
    [5, '0.0001'],
    [3, '0.01'],
    [4, '0.0001'],
    [2, '0.01'],
    [1, '0.1'],
    [0, '1'],
  ])('precision %i → %s', (precision, pip) => {
    expect(pipSize(precision).toFixed()).toBe(pip);
  });
});

describe('pips and price distances', () => {
  it('turns pips into a price distance by the pip of the price precision', () => {
    expect(pipsToPrice(dec(15), 5).toString()).toBe('0.0015');
    expect(pipsToPrice(dec(15), 3).toString()).toBe('0.15');
    expect(priceToPips(dec('0.0015'), 5).toString()).toBe('15');
  });

  it('gives back the pips it was given, exactly', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.1, max: 100_000, scale: 1 }),
        fc.integer({ min: 0, max: 8 }),
        (pips, precision) => priceToPips(pipsToPrice(pips, precision), precision).eq(pips),
      ),
    );
  });
});

describe('pipValue', () => {
  it.each([
    ['1 lot EURUSD', '1', '100000', 5, '1', '10'],
    ['0.1 lot EURUSD', '0.1', '100000', 5, '1', '1'],
    [
      '1 lot USDJPY at 1/151.2',
      '1',
      '100000',
      3,
      '0.0066137566137566137566',
      '6.6137566137566137566',
    ],
    ['1 lot gold (100 oz)', '1', '100', 2, '1', '1'],
  ])('%s', (_name, lots, contractSize, precision, quoteToUsd, value) => {
    const terms = { contractSize: dec(contractSize), pricePrecision: precision };
    expect(pipValue({ lots: dec(lots), terms, quoteToUsd: dec(quoteToUsd) }).toFixed()).toBe(value);
  });
});

const eurusd = {
  contractSize: dec('100000'),
  marginMode: MarginMode.leverage,
  minLots: dec('0.01'),
  lotStep: dec('0.01'),
  maxLots: dec('50') as ReturnType<typeof dec> | null,
};

describe('lotsForMargin', () => {
  it.each([
    ['exactly 0.01 lot at 1:100', '10.8005', '0.01'],
    ['a cent short of 0.02 lot', '21.59', '0.01'],
    ['1,000 USD at 1:100', '1000', '0.92'],
    ['more than the maximum', '10000000', '50'],
  ])('%s', (_name, margin, lots) => {
    const found = lotsForMargin({
      margin: dec(margin),
      terms: eurusd,
      price: dec('1.08005'),
      quoteToUsd: dec(1),
      leverage: 100,
    });
    expect(found?.toFixed()).toBe(lots);
  });

  it('is undefined when the minimum needs more than the amount, or the amount is not positive', () => {
    const input = { terms: eurusd, price: dec('1.08005'), quoteToUsd: dec(1), leverage: 100 };
    expect(lotsForMargin({ ...input, margin: dec('10.80') })).toBeUndefined();
    expect(lotsForMargin({ ...input, margin: dec(0) })).toBeUndefined();
    expect(lotsForMargin({ ...input, margin: dec(-5) })).toBeUndefined();
  });

  it('fixed margin: lots × units per lot', () => {
    const terms = { ...eurusd, contractSize: dec(500), marginMode: MarginMode.fixed };
    const input = { terms, price: dec(1), quoteToUsd: dec(1), leverage: undefined };
    expect(lotsForMargin({ ...input, margin: dec(1000) })?.toFixed()).toBe('2');
  });

  it('the lots found fit the amount, and one step more would not (unless at the maximum)', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.01, max: 50_000, scale: 2 }),
        decimalArbitrary({ min: 0.5, max: 2000, scale: 5 }),
        fc.constantFrom(1, 10, 30, 100, 200, 500),
        fc.constantFrom('0.01', '0.1', '1'),
        (margin, price, leverage, step) => {
          const terms = { ...eurusd, minLots: dec(step), lotStep: dec(step), maxLots: dec(100) };
          const input = { terms, price, quoteToUsd: dec(1), leverage };
          const marginOf = (lots: ReturnType<typeof dec>) => requiredMargin({ ...input, lots });
          const lots = lotsForMargin({ ...input, margin });
          if (lots === undefined) {
            expect(marginOf(terms.minLots).gt(margin)).toBe(true);
            return;
          }
          expect(marginOf(lots).lte(margin)).toBe(true);
          expect(lots.mod(terms.lotStep).isZero()).toBe(true);
          if (lots.lt(100)) expect(marginOf(lots.plus(terms.lotStep)).gt(margin)).toBe(true);
        },
      ),
    );
  });
});
