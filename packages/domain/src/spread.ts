import { Decimal } from './decimal.ts';

/** How a spread is counted: pips for prices quoted with a fractional pip, points otherwise. */
export const SpreadUnit = { pip: 'pip', point: 'point' } as const;
export type SpreadUnit = (typeof SpreadUnit)[keyof typeof SpreadUnit];

/**
 * The price step a spread is counted in, by the instrument's price precision. A price with 5 or
 * 3 decimals (EUR/USD 1.08123, USD/JPY 150.123) carries a fractional pip, so a pip is ten of its
 * smallest steps (0.0001, 0.01); any other precision (gold 2, an index 1) counts in points, a
 * point being the smallest step of the price, as trading terminals count them.
 */
export function spreadStep(pricePrecision: number): SpreadStep {
  const precision = Math.max(0, Math.trunc(pricePrecision));
  const known = stepsByPrecision.get(precision);
  if (known) return known;
  const step: SpreadStep =
    precision === 5 || precision === 3
      ? { unit: SpreadUnit.pip, size: new Decimal(10).pow(1 - precision) }
      : { unit: SpreadUnit.point, size: new Decimal(10).pow(-precision) };
  stepsByPrecision.set(precision, step);
  return step;
}

type SpreadStep = { readonly unit: SpreadUnit; readonly size: Decimal };

/**
 * Each precision's step, worked out once: a power of ten with a negative exponent is a
 * division in decimal.js, and the trade screen asks for it with every price (spread, pip value).
 * A `Decimal` never changes, so the same one serves every caller.
 */
const stepsByPrecision = new Map<number, SpreadStep>();

/**
 * The spread between bid and ask in pips or points (see `spreadStep`), to one decimal for pips
 * (a fractional pip is a tenth) and whole for points; null without a two-sided price.
 */
export function spreadInSteps({
  bid,
  ask,
  pricePrecision,
}: {
  bid: Decimal;
  ask: Decimal;
  pricePrecision: number;
}): { value: Decimal; unit: SpreadUnit } | null {
  if (!(bid.isFinite() && ask.isFinite()) || bid.lte(0) || ask.lte(0)) return null;
  const step = spreadStep(pricePrecision);
  const places = step.unit === SpreadUnit.pip ? 1 : 0;
  const value = Decimal.max(ask.minus(bid), 0)
    .div(step.size)
    .toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return { value, unit: step.unit };
}

/**
 * What crossing the spread costs, as a fraction of the mid price: the one measure that compares
 * a currency pair's pips with an index's points, so ranking by it ranks what a trade costs.
 * Null without a two-sided price.
 */
export function relativeSpread({ bid, ask }: { bid: Decimal; ask: Decimal }): Decimal | null {
  if (!(bid.isFinite() && ask.isFinite()) || bid.lte(0) || ask.lte(0)) return null;
  const mid = bid.plus(ask).div(2);
  return ask.minus(bid).div(mid);
}
