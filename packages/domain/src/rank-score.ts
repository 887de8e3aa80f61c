import type { Decimal } from './decimal.ts';

/**
 * How much a point of drawdown costs against a point of return on the board. At 2, a trader who
 * made 30 % but went 20 % under water on the way (score −10 %) ranks below one who made 12 %
 * never more than 5 % down (score 2 %): one lucky all-in trade does not top the board.
 */
export const drawdownWeight = 2;

/** The board's order: return less twice the maximum drawdown, both as fractions. */
export const rankScore = ({
  rate,
  maxDrawdown,
}: {
  rate: Decimal;
  maxDrawdown: Decimal;
}): Decimal => rate.minus(maxDrawdown.times(drawdownWeight));
