import { Decimal } from './decimal.ts';
import { MarginMode } from './instrument.ts';
import { direction, type Side } from './side.ts';

/** A closed position as the books keep it. */
export type BookedPosition = {
  side: Side;
  /** MarginMode of the instrument. */
  marginMode: number;
  /** The leverage chosen (0 for a fixed-margin instrument). */
  leverage: number;
  lots: Decimal;
  contractSize: Decimal;
  openPrice: Decimal;
  closePrice: Decimal;
  margin: Decimal;
  /** Realised P&L in USD. */
  pnl: Decimal;
  /** Whether the instrument is quoted in USD (no conversion). */
  quotedInUsd: boolean;
};

/**
 * What the position controlled, in USD, worked out from its own booked numbers: in leverage
 * mode its margin times its leverage (the margin was the notional over the leverage); in fixed
 * mode its units at the entry price, converted by the rate its realised P&L implies when it is
 * not quoted in USD. Undefined when the books cannot tell (a fixed-margin cross closed flat).
 */
export const bookedNotional = (position: BookedPosition): Decimal | undefined => {
  if (position.marginMode !== MarginMode.fixed && position.leverage > 0) {
    return position.margin.times(position.leverage);
  }
  const units = position.lots.times(position.contractSize);
  const local = units.times(position.openPrice);
  if (position.quotedInUsd) return local;
  const move = position.closePrice.minus(position.openPrice).times(direction(position.side));
  if (move.isZero() || position.pnl.isZero()) return undefined;
  const quoteToUsd = position.pnl.div(move.times(units));
  return quoteToUsd.gt(0) ? local.times(quoteToUsd) : undefined;
};

/** Notional over margin: how many times its margin the position moved with the price. */
export const effectiveLeverage = ({
  notional,
  margin,
}: {
  notional: Decimal;
  margin: Decimal;
}): Decimal | undefined => (margin.gt(0) ? notional.div(margin) : undefined);

/**
 * The position's loss at its worst while it was open (≤ 0), from the lowest and highest mid
 * prices the market traded while it was held: a buy is valued at the bid of the low, a sell at
 * the ask of the high, and the move is applied to the notional in USD.
 */
export const adverseExcursion = ({
  side,
  openPrice,
  low,
  high,
  spread,
  notional,
}: {
  side: Side;
  openPrice: Decimal;
  low: Decimal;
  high: Decimal;
  spread: Decimal;
  notional: Decimal;
}): Decimal => {
  if (!openPrice.gt(0)) return new Decimal(0);
  const halfSpread = spread.div(2);
  const worstExit = direction(side) === 1 ? low.minus(halfSpread) : high.plus(halfSpread);
  const move = worstExit.minus(openPrice).times(direction(side)).div(openPrice);
  return Decimal.min(move.times(notional), 0);
};
