import { Decimal } from './decimal.ts';

/** The highest value seen so far and the deepest fall from a peak after it. */
export type Drawdown = { peak: Decimal; worst: Decimal };

export const noDrawdown: Drawdown = { peak: new Decimal(0), worst: new Decimal(0) };

/** The drawdown once one more value of the index is known. */
export const drawdownStep = (state: Drawdown, value: Decimal): Drawdown => {
  if (value.gt(state.peak)) return { peak: value, worst: state.worst };
  if (!state.peak.gt(0)) return state;
  const fall = state.peak.minus(value).div(state.peak);
  return fall.gt(state.worst) ? { peak: state.peak, worst: Decimal.min(fall, 1) } : state;
};

/**
 * The largest fall from a peak to a later low of a growth index, as a share of the peak:
 * 0 (never fell) to 1 (everything lost). Taken on the time-weighted index rather than on
 * equity, so a withdrawal is not a drawdown and a deposit does not hide one.
 */
export const maxDrawdown = (index: readonly Decimal[]): Decimal =>
  index.reduce(drawdownStep, noDrawdown).worst;
