import { Decimal } from './decimal.ts';

/** What one position exposed its margin to. */
export type Exposure = {
  /** Notional over margin. */
  leverage: Decimal;
  /** The instrument's yearly volatility, as a fraction (0.07 = 7 %). */
  annualVolatility: Decimal;
  /** The margin it tied up: the weight of this position in the trader's average. */
  margin: Decimal;
};

export const riskScoreMin = 1;
export const riskScoreMax = 10;

/**
 * Each step of the score doubles how fast the money in a position can move: score 1 up to
 * 25 % a year (the leverage times the instrument's volatility), 2 up to 50 %, 3 up to 100 %,
 * … 9 up to 6,400 %, 10 beyond. EUR/USD (7 %) at 10× is 3, at 100× is 6; gold (15 %) at 100× is 7.
 */
const stepLimits: readonly Decimal[] = Array.from({ length: riskScoreMax - 1 }, (_, step) =>
  new Decimal('0.25').times(new Decimal(2).pow(step)),
);

/** The margin-weighted yearly volatility of the money a trader put into positions. */
export const marginVolatility = (exposures: readonly Exposure[]): Decimal => {
  if (exposures.length === 0) return new Decimal(0);
  const totalMargin = exposures.reduce(
    (sum, e) => sum.plus(Decimal.max(e.margin, 0)),
    new Decimal(0),
  );
  const weighted = exposures.reduce((sum, e) => {
    const weight = totalMargin.gt(0) ? Decimal.max(e.margin, 0) : new Decimal(1);
    return sum.plus(e.leverage.times(e.annualVolatility).times(weight));
  }, new Decimal(0));
  return weighted.div(totalMargin.gt(0) ? totalMargin : exposures.length);
};

/** A risk score from 1 (calm) to 10 (wild): see `stepLimits`. 1 with no positions. */
export const riskScore = (exposures: readonly Exposure[]): number => {
  const volatility = marginVolatility(exposures);
  return riskScoreMin + stepLimits.filter((limit) => volatility.gt(limit)).length;
};
