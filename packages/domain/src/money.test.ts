import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import {
  bookAmount,
  formatBalance,
  formatMargin,
  formatPrice,
  formatProfit,
  roundBalance,
} from './money.ts';

describe('bookAmount', () => {
  it.each([
    ['half a millionth rounds up', '1.0000005', '1.000001'],
    ['just under half rounds down', '1.00000049999', '1'],
    ['negative half rounds away from zero', '-2.0000005', '-2.000001'],
    ['already booked stays', '12.345678', '12.345678'],
    ['a third of a dollar', dec(1).div(3).toString(), '0.333333'],
  ])('%s: %s → %s', (_name, input, expected) => {
    expect(bookAmount(dec(input)).toString()).toBe(expected);
  });

  it('never moves an amount by more than half a millionth', () => {
    fc.assert(
      fc.property(decimalArbitrary({ min: -1e6, max: 1e6, scale: 10 }), (x) => {
        expect(bookAmount(x).minus(x).abs().lte('0.0000005')).toBe(true);
        expect(bookAmount(x).decimalPlaces()).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(decimalArbitrary({ min: -1e6, max: 1e6, scale: 9 }), (x) => {
        expect(bookAmount(bookAmount(x)).eq(bookAmount(x))).toBe(true);
      }),
    );
  });
});

describe('roundBalance', () => {
  it.each([
    ['1.005', '1.01'],
    ['1.004999', '1'],
    ['-1.005', '-1.01'],
  ])('%s → %s', (input, expected) => {
    expect(roundBalance(dec(input)).toString()).toBe(expected);
  });
});

describe('formatBalance', () => {
  it.each([
    ['a round balance', '100', '100.00'],
    ['a half cent rounds up', '1.005', '1.01'],
    ['just under a half cent rounds down', '1.00499999', '1.00'],
    ['a negative half cent rounds away from zero', '-1.005', '-1.01'],
    ['a negative balance', '-25.5', '-25.50'],
    ['a tiny loss shows as zero, not minus zero', '-0.001', '0.00'],
    ['a number input', 10000, '10000.00'],
    ['a large balance keeps every digit', '123456789012.345', '123456789012.35'],
  ])('%s: %s → %s', (_name, input, expected) => {
    expect(formatBalance(input)).toBe(expected);
  });
});

describe('formatProfit and formatMargin', () => {
  it.each([
    ['1.2345675', '1.234568'],
    ['-1.2345675', '-1.234568'],
    ['0', '0.000000'],
    ['-0.0000001', '0.000000'],
  ])('%s → %s', (input, expected) => {
    expect(formatProfit(input)).toBe(expected);
    expect(formatMargin(input)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    ['1.084525', 5, '1.08453'],
    ['155.1', 3, '155.100'],
    ['65000', 2, '65000.00'],
    ['2350.5', 0, '2351'],
  ])('%s at %s places → %s', (input, precision, expected) => {
    expect(formatPrice(input, precision)).toBe(expected);
  });
});
