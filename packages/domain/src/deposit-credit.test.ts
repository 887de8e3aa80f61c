import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { depositCredit } from './deposit-credit.ts';
import { bookAmount } from './money.ts';

describe('depositCredit', () => {
  it.each([
    ['100 USDT at 1', '100', '1', undefined, '100'],
    ['0.5 BTC at 64000.123', '0.5', '64000.123', undefined, '32000.0615'],
    ['rounds half up to 6 decimals', '0.3333333', '1.5', undefined, '0.5'],
    ['a typed figure wins over the channel price', '100', '1', '99.9999995', '100'],
    ['20 digits are kept', '12345678901234.567891', '1', undefined, '12345678901234.567891'],
  ])('%s', (_name, amount, usdPrice, typed, credit) => {
    const figure = depositCredit({
      amount: dec(amount),
      usdPrice: dec(usdPrice),
      typed: typed === undefined ? undefined : dec(typed),
    });
    expect(figure.toString()).toBe(credit);
  });

  it('is the amount at the price, booked, and never depends on a float', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0, max: 1e9, scale: 8 }),
        decimalArbitrary({ min: 0, max: 1e5, scale: 8 }),
        (amount, usdPrice) => {
          const credit = depositCredit({ amount, usdPrice });
          expect(credit.eq(bookAmount(amount.times(usdPrice)))).toBe(true);
          expect(credit.decimalPlaces()).toBeLessThanOrEqual(6);
          expect(credit.minus(amount.times(usdPrice)).abs().lte('0.0000005')).toBe(true);
        },
      ),
    );
  });
});
