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

/** Exposures summed as they come: weighted by margin, and plain for when no margin was tied up. */
export type ExposureSum = { weighted: Decimal; margin: Decimal; plain: Decimal; count: number };

export const noExposure: ExposureSum = {
  weighted: new Decimal(0),
  margin: new Decimal(0),
  plain: new Decimal(0),
  count: 0,
};

export const addExposure = (sum: ExposureSum, exposure: Exposure): ExposureSum => {
  const volatility = exposure.leverage.times(exposure.annualVolatility);
  const margin = Decimal.max(exposure.margin, 0);
  return {
    weighted: sum.weighted.plus(volatility.times(margin)),
    margin: sum.margin.plus(margin),
    plain: sum.plain.plus(volatility),
    count: sum.count + 1,
  };
};

/** The margin-weighted yearly volatility of the money a trader put into positions. */
export const marginVolatility = (sum: ExposureSum): Decimal => {
  if (sum.margin.gt(0)) return sum.weighted.div(sum.margin);
  return sum.count > 0 ? sum.plain.div(sum.count) : new Decimal(0);
};

/** A risk score from 1 (calm) to 10 (wild): see `stepLimits`. 1 with no positions. */
export const riskScoreOf = (sum: ExposureSum): number => {
  const volatility = marginVolatility(sum);
  return riskScoreMin + stepLimits.filter((limit) => volatility.gt(limit)).length;
};

export const riskScore = (exposures: readonly Exposure[]): number =>
  riskScoreOf(exposures.reduce(addExposure, noExposure));
