import { Decimal } from './decimal.ts';

/**
 * The share of closed positions that won, 0 to 1 (0 with none). A position won when its
 * realised P&L was more than the fee it paid: one that only covered its fee did not.
 */
export const winRate = (positions: readonly { pnl: Decimal; fee: Decimal }[]): Decimal => {
  if (positions.length === 0) return new Decimal(0);
  const wins = positions.filter((position) => position.pnl.minus(position.fee).gt(0)).length;
  return new Decimal(wins).div(positions.length);
};
