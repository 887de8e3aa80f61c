import fc from 'fast-check';
import { Decimal } from './decimal.ts';

/** Test support: decimals with a fixed number of places, drawn from whole numbers so every value is exact. */
export const decimalArbitrary = ({
  min,
  max,
  scale,
}: {
  min: number;
  max: number;
  scale: number;
}): fc.Arbitrary<Decimal> => {
  const unit = 10 ** scale;
  return fc
    .integer({ min: Math.round(min * unit), max: Math.round(max * unit) })
    .map((n) => new Decimal(n).div(unit));
};
