import { Decimal } from './decimal.ts';

/**
 * The largest fall from a peak to a later low of a growth index, as a share of the peak:
 * 0 (never fell) to 1 (everything lost). Taken on the time-weighted index rather than on
 * equity, so a withdrawal is not a drawdown and a deposit does not hide one.
 */
export const maxDrawdown = (index: readonly Decimal[]): Decimal => {
  let peak = new Decimal(0);
  let worst = new Decimal(0);
  for (const value of index) {
    if (value.gt(peak)) peak = value;
    else if (peak.gt(0)) worst = Decimal.max(worst, peak.minus(value).div(peak));
  }
  return Decimal.min(worst, 1);
};
