// Loaded for its configuration: these formulas rely on 40 significant digits.
import './decimal.ts';
import type { Decimal } from './decimal.ts';
import type { InstrumentTerms } from './instrument.ts';
import { bookAmount } from './money.ts';

/** What a position carries that a partial close divides between the part closed and the rest. */
export type PositionShare = { lots: Decimal; margin: Decimal; fee: Decimal };

export type PartialCloseSplit = { closed: PositionShare; kept: PositionShare };

/**
 * Whether `closeLots` of a position of `lots` can be closed on its own: a whole number of lot
 * steps, more than 0 and less than the position, leaving at least the minimum open. Closing
 * every lot is a full close, not a partial one, and is refused here.
 */
export const partialCloseError = ({
  lots,
  closeLots,
  terms,
}: {
  lots: Decimal;
  closeLots: Decimal;
  terms: Pick<InstrumentTerms, 'minLots' | 'lotStep'>;
}): 'partialCloseLots' | null => {
  if (!closeLots.isFinite() || closeLots.lte(0) || closeLots.gte(lots)) return 'partialCloseLots';
  // Decimal modulo is exact: 0.03 lots on a 0.01 step is three steps.
  if (terms.lotStep.gt(0) && !closeLots.mod(terms.lotStep).isZero()) return 'partialCloseLots';
  if (lots.minus(closeLots).lt(terms.minLots)) return 'partialCloseLots';
  return null;
};

/**
 * Divides a position's margin and fee in proportion to the lots closed. The closed part's share
 * is rounded to the ledger's scale and the rest keeps the remainder, so the two always add up to
 * the whole to the last booked digit (the whole is already at that scale).
 */
export const splitPosition = (position: PositionShare, closeLots: Decimal): PartialCloseSplit => {
  const share = (amount: Decimal): Decimal =>
    bookAmount(amount.times(closeLots).div(position.lots));
  const closedMargin = share(position.margin);
  const closedFee = share(position.fee);
  return {
    closed: { lots: closeLots, margin: closedMargin, fee: closedFee },
    kept: {
      lots: position.lots.minus(closeLots),
      margin: position.margin.minus(closedMargin),
      fee: position.fee.minus(closedFee),
    },
  };
};

/**
 * What closing `closeLots` of a position books: the margin it releases and the P&L it realises,
 * its share of the position's P&L at the exit (`pnl`, unrounded; P&L is proportional to lots),
 * and what the position keeps. Closing every lot releases all the margin and realises all the P&L.
 */
export const partialCloseFigures = ({
  position,
  pnl,
  closeLots,
}: {
  position: PositionShare;
  pnl: Decimal;
  closeLots: Decimal;
}): { marginReleased: Decimal; pnlRealised: Decimal; kept: PositionShare } => {
  const split = splitPosition(position, closeLots);
  return {
    marginReleased: split.closed.margin,
    pnlRealised: bookAmount(pnl.times(closeLots).div(position.lots)),
    kept: split.kept,
  };
};
