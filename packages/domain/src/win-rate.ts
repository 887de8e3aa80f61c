import { Decimal } from './decimal.ts';

/** A position won when its realised P&L was more than the fee it paid: one that only covered its fee did not. */
export const isWin = (position: { pnl: Decimal; fee: Decimal }): boolean =>
  position.pnl.minus(position.fee).gt(0);

/** The share of closed positions that won, 0 to 1 (0 with none). */
export const winRate = (positions: readonly { pnl: Decimal; fee: Decimal }[]): Decimal =>
  winShare(positions.filter(isWin).length, positions.length);

export const winShare = (wins: number, closed: number): Decimal =>
  closed === 0 ? new Decimal(0) : new Decimal(wins).div(closed);
