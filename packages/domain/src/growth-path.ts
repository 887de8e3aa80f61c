import { Decimal } from './decimal.ts';

/**
 * One change of an account's equity, in the order the books recorded it:
 * - `flow`: money that came from or went to outside (deposits, withdrawals, operator
 *   adjustments, a demo account's credit or reset): never profit or loss;
 * - `result`: what trading did (realised P&L, fees and their refunds, negative balance
 *   protection);
 * - `trough`: not booked; an open position's loss at its worst (≤ 0) just before it closed,
 *   so the path shows how deep the account went while the position was open.
 */
export type Movement = { kind: 'flow' | 'result' | 'trough'; amount: Decimal };

export type GrowthPath = {
  /**
   * Time-weighted return: each stretch between two flows returns (equity before the next flow)
   * / (equity after the last one), and the stretches' growths multiply, so money moved in or
   * out changes the amount at work but never the return.
   */
  rate: Decimal;
  /** What 1 invested at the start had grown to: first 1, then after each result and at each trough. */
  index: Decimal[];
  /** Equity at the end: the start, the flows and the results. */
  endEquity: Decimal;
  /** The sum of the results: what trading added over the path. */
  profit: Decimal;
};

const zero = new Decimal(0);
const one = new Decimal(1);

/**
 * The growth of an account over a run of movements from `startEquity`. A stretch that starts
 * with nothing (no equity) has no return to measure and leaves the growth as it was; equity
 * that falls to 0 or below grows nothing more: the growth is 0 from then on (everything was lost).
 */
export const growthPath = ({
  startEquity,
  movements,
}: {
  startEquity: Decimal;
  movements: readonly Movement[];
}): GrowthPath => {
  // The growth of the stretches already closed by a flow.
  let linked = one;
  // Equity when the current stretch began, and now.
  let base = startEquity;
  let equity = startEquity;
  let profit = zero;
  const growthAt = (value: Decimal): Decimal =>
    base.gt(0) ? linked.times(Decimal.max(value, 0)).div(base) : linked;
  const index: Decimal[] = [growthAt(equity)];
  for (const movement of movements) {
    if (movement.kind === 'flow') {
      linked = growthAt(equity);
      equity = equity.plus(movement.amount);
      base = equity;
    } else if (movement.kind === 'result') {
      equity = equity.plus(movement.amount);
      profit = profit.plus(movement.amount);
      index.push(growthAt(equity));
    } else {
      index.push(growthAt(equity.plus(Decimal.min(movement.amount, 0))));
    }
  }
  return { rate: growthAt(equity).minus(1), index, endEquity: equity, profit };
};
