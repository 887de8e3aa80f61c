import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { DrawFeeType, withdrawalError, withdrawalQuote } from './withdrawal.ts';

describe('withdrawalQuote', () => {
  it.each([
    ['fixed $5 on $100 at 1:1', DrawFeeType.fixed, '100', '5', '1', '5', '95'],
    ['fixed $5 on $100 paid in HKD at 7.8', DrawFeeType.fixed, '100', '5', '7.8', '5', '741'],
    ['1 % of $250 at 1:1', DrawFeeType.rate, '250', '0.01', '1', '2.5', '247.5'],
    ['any other type is a rate', 0, '1000', '0.002', '0.5', '2', '499'],
    ['fee above the amount receives 0, not less', DrawFeeType.fixed, '3', '5', '1', '5', '0'],
    ['no fee', DrawFeeType.rate, '10', '0', '1', '0', '10'],
    ['rate booked to 6 dp', DrawFeeType.rate, '0.3333333', '0.01', '1', '0.003333', '0.33'],
  ])('%s', (_name, feeType, amount, fee, drawRate, expectedFee, expectedReceipt) => {
    const quote = withdrawalQuote({
      amount: dec(amount),
      feeType,
      fee: dec(fee),
      drawRate: dec(drawRate),
    });
    expect(quote.fee.toString()).toBe(dec(expectedFee).toString());
    expect(quote.expectedReceipt.toString()).toBe(dec(expectedReceipt).toString());
  });

  it('never receives below 0 nor more than the amount times the rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(DrawFeeType.fixed, DrawFeeType.rate),
        decimalArbitrary({ min: 0, max: 1e7, scale: 6 }),
        decimalArbitrary({ min: 0, max: 100, scale: 4 }),
        decimalArbitrary({ min: 0, max: 50, scale: 6 }),
        (feeType, amount, fee, drawRate) => {
          const quote = withdrawalQuote({ amount, feeType, fee, drawRate });
          expect(quote.expectedReceipt.gte(0)).toBe(true);
          expect(quote.expectedReceipt.lte(amount.times(drawRate).plus('0.000001'))).toBe(true);
          expect(quote.fee.gte(0)).toBe(true);
        },
      ),
    );
  });
});

describe('withdrawalError', () => {
  const check = (amount: string, minimum = '10', freeMargin = '1000') =>
    withdrawalError({ amount: dec(amount), minimum: dec(minimum), freeMargin: dec(freeMargin) });

  it.each([
    ['0', 'enterAmount'],
    ['-5', 'enterAmount'],
    ['9.99', 'belowMinimum'],
    ['10', null],
    ['1000', null],
    ['1000.000001', 'aboveFreeMargin'],
  ])('%s → %s', (amount, expected) => {
    expect(check(amount)).toBe(expected);
  });

  it('refuses everything when the free margin is negative', () => {
    expect(check('10', '10', '-1')).toBe('aboveFreeMargin');
  });
});
