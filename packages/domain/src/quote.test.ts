import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { dayChangePct, entryPrice, exitPrice, quoteFromMid } from './quote.ts';
import { Side } from './side.ts';

describe('quoteFromMid', () => {
  it.each([
    ['EURUSD, 2 pips', '1.08450', '0.0002', 5, '1.0844', '1.0846'],
    ['USDJPY, odd half spread rounds outward', '155.1234', '0.015', 3, '155.115', '155.131'],
    ['BTCUSD, no spread', '65000.5', '0', 1, '65000.5', '65000.5'],
    ['gold, mid finer than the precision', '2350.456', '0.5', 2, '2350.20', '2350.71'],
  ])('%s: mid %s spread %s → %s / %s', (_name, mid, spread, pricePrecision, bid, ask) => {
    const q = quoteFromMid({ mid: dec(mid), spread: dec(spread), pricePrecision });
    expect(q.mid.toString()).toBe(dec(mid).toString());
    expect(q.bid.eq(bid)).toBe(true);
    expect(q.ask.eq(ask)).toBe(true);
  });

  it('keeps bid ≤ mid ≤ ask and ask − bid ≥ spread', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.0001, max: 100000, scale: 6 }),
        decimalArbitrary({ min: 0, max: 10, scale: 5 }),
        fc.integer({ min: 0, max: 6 }),
        (mid, spread, pricePrecision) => {
          const q = quoteFromMid({ mid, spread, pricePrecision });
          expect(q.bid.lte(q.mid)).toBe(true);
          expect(q.mid.lte(q.ask)).toBe(true);
          expect(q.ask.minus(q.bid).gte(spread)).toBe(true);
          expect(q.bid.decimalPlaces()).toBeLessThanOrEqual(pricePrecision);
          expect(q.ask.decimalPlaces()).toBeLessThanOrEqual(pricePrecision);
        },
      ),
    );
  });

  it('treats a negative spread as none', () => {
    const q = quoteFromMid({ mid: dec('1.5'), spread: dec('-0.2'), pricePrecision: 2 });
    expect(q.bid.eq('1.5')).toBe(true);
    expect(q.ask.eq('1.5')).toBe(true);
  });
});

describe('entry and exit prices', () => {
  const q = { mid: dec('1.1'), bid: dec('1.0999'), ask: dec('1.1001') };

  it('opens a buy at the ask and values it at the bid', () => {
    expect(entryPrice(Side.buy, q).eq('1.1001')).toBe(true);
    expect(exitPrice(Side.buy, q).eq('1.0999')).toBe(true);
  });

  it('opens a sell at the bid and values it at the ask', () => {
    expect(entryPrice(Side.sell, q).eq('1.0999')).toBe(true);
    expect(exitPrice(Side.sell, q).eq('1.1001')).toBe(true);
  });
});

describe('dayChangePct', () => {
  it.each([
    ['up', '1.0800', '1.0854', '0.5'],
    ['down, rounded half up', '200', '199.99', '-0.01'],
    ['no open', '0', '5', '0'],
  ])('%s', (_name, open, price, pct) => {
    expect(dayChangePct({ open: dec(open), price: dec(price) }).toString()).toBe(pct);
  });

  it('has the sign of the move and two decimals at most', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.001, max: 1e5, scale: 3 }),
        decimalArbitrary({ min: 0.001, max: 1e5, scale: 3 }),
        (open, price) => {
          const pct = dayChangePct({ open, price });
          expect(pct.decimalPlaces()).toBeLessThanOrEqual(2);
          if (price.gt(open)) expect(pct.gte(0)).toBe(true);
          if (price.lt(open)) expect(pct.lte(0)).toBe(true);
        },
      ),
    );
  });
});
