import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { FeeType, tradeFee } from './fee.ts';

describe('tradeFee', () => {
  it.each([
    ['per lot: 1 lot at $7', FeeType.perLot, '1', '7', '1085', '7'],
    ['per lot: 0.07 lots at $7', FeeType.perLot, '0.07', '7', '1085', '0.49'],
    ['per lot ignores the margin', FeeType.perLot, '2', '3', '999999', '6'],
    ['margin rate: 0.1% of $1085', FeeType.marginRate, '1', '0.001', '1085', '1.085'],
    ['any other type charges on margin', 0, '5', '0.002', '500', '1'],
    ['no fee configured', FeeType.marginRate, '1', '0', '1085', '0'],
  ])('%s → %s', (_name, feeType, lots, feeRate, margin, expected) => {
    const fee = tradeFee({ feeType, lots: dec(lots), feeRate: dec(feeRate), margin: dec(margin) });
    expect(fee.eq(expected)).toBe(true);
  });

  it('is never negative for non-negative inputs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(FeeType.perLot, FeeType.marginRate),
        decimalArbitrary({ min: 0, max: 100, scale: 2 }),
        decimalArbitrary({ min: 0, max: 50, scale: 6 }),
        decimalArbitrary({ min: 0, max: 1e7, scale: 6 }),
        (feeType, lots, feeRate, margin) => {
          expect(tradeFee({ feeType, lots, feeRate, margin }).gte(0)).toBe(true);
        },
      ),
    );
  });
});
