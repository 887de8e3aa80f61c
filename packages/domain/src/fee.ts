// Loaded for its configuration: these formulas rely on 40 significant digits.
import './decimal.ts';
import type { Decimal } from './decimal.ts';

export const FeeType = { perLot: 1, marginRate: 2 } as const;
export type FeeType = (typeof FeeType)[keyof typeof FeeType];

/** Fee charged at open, unrounded: per lot for type 1, a share of the margin otherwise. */
export const tradeFee = ({
  feeType,
  lots,
  feeRate,
  margin,
}: {
  feeType: number;
  lots: Decimal;
  feeRate: Decimal;
  margin: Decimal;
}): Decimal => (feeType === FeeType.perLot ? lots.times(feeRate) : margin.times(feeRate));
