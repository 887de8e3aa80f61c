import { Decimal } from './decimal.ts';
import { type Drawdown, drawdownStep, noDrawdown } from './max-drawdown.ts';

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

/**
 * An account's time-weighted growth so far: each stretch between two flows returns (equity
 * before the next flow) / (equity after the last one), and the stretches' growths multiply, so
 * money moved in or out changes the amount at work but never the return.
 */
export type Growth = {
  /** The growth of the stretches already closed by a flow. */
  linked: Decimal;
  /** Equity when the current stretch began. */
  base: Decimal;
  equity: Decimal;
  /** The sum of the results: what trading added. */
  profit: Decimal;
  /** Of the growth index, counted from 1 at the start. */
  drawdown: Drawdown;
};

const zero = new Decimal(0);
const one = new Decimal(1);

/**
 * What 1 invested at the start has grown to, were the equity `value` now. A stretch that starts
 * with nothing has no return to measure and leaves the growth as it was; equity at 0 or below
 * has lost everything, and the growth stays 0 from then on.
 */
const growthAt = (growth: Growth, value: Decimal): Decimal =>
  growth.base.gt(0) ? growth.linked.times(Decimal.max(value, 0)).div(growth.base) : growth.linked;

export const startGrowth = (startEquity: Decimal): Growth => ({
  linked: one,
  base: startEquity,
  equity: startEquity,
  profit: zero,
  drawdown: drawdownStep(noDrawdown, one),
});

/** The growth once one more movement is known. */
export const growthStep = (growth: Growth, movement: Movement): Growth => {
  if (movement.kind === 'flow') {
    const equity = growth.equity.plus(movement.amount);
    return { ...growth, linked: growthAt(growth, growth.equity), base: equity, equity };
  }
  if (movement.kind === 'result') {
    const next = { ...growth, equity: growth.equity.plus(movement.amount) };
    return {
      ...next,
      profit: growth.profit.plus(movement.amount),
      drawdown: drawdownStep(growth.drawdown, growthAt(next, next.equity)),
    };
  }
  const low = growthAt(growth, growth.equity.plus(Decimal.min(movement.amount, 0)));
  return { ...growth, drawdown: drawdownStep(growth.drawdown, low) };
};

/** The time-weighted return so far, as a fraction. */
export const growthRate = (growth: Growth): Decimal => growthAt(growth, growth.equity).minus(1);

export type GrowthPath = {
  rate: Decimal;
  /** The growth index: first 1, then after each result and at each trough. */
  index: Decimal[];
  endEquity: Decimal;
  profit: Decimal;
};

/** The growth of an account over a run of movements from `startEquity`, step by step. */
export const growthPath = ({
  startEquity,
  movements,
}: {
  startEquity: Decimal;
  movements: readonly Movement[];
}): GrowthPath => {
  let growth = startGrowth(startEquity);
  const index: Decimal[] = [growthAt(growth, growth.equity)];
  for (const movement of movements) {
    growth = growthStep(growth, movement);
    if (movement.kind === 'result') index.push(growthAt(growth, growth.equity));
    if (movement.kind === 'trough') {
      index.push(growthAt(growth, growth.equity.plus(Decimal.min(movement.amount, 0))));
    }
  }
  return { rate: growthRate(growth), index, endEquity: growth.equity, profit: growth.profit };
};
