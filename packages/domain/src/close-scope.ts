import type { Decimal } from './decimal.ts';

/** Which holding positions a close-all takes: all, only winners, only losers, one instrument's. */
export const CloseScope = { all: 0, winners: 1, losers: 2, instrument: 3 } as const;
export type CloseScope = (typeof CloseScope)[keyof typeof CloseScope];

export const isCloseScope = (value: number): value is CloseScope =>
  (Object.values(CloseScope) as number[]).includes(value);

/**
 * Whether a position is in a close-all's scope. Winners and losers are told apart by the P&L at
 * the current price: one at exactly 0, or without a price (`pnl` undefined), is neither.
 */
export const inCloseScope = ({
  scope,
  instrumentId,
  position,
}: {
  scope: CloseScope;
  instrumentId?: number | undefined;
  position: { instrumentId: number; pnl: Decimal | undefined };
}): boolean => {
  if (scope === CloseScope.instrument) return position.instrumentId === instrumentId;
  if (scope === CloseScope.winners) return position.pnl?.gt(0) === true;
  if (scope === CloseScope.losers) return position.pnl?.lt(0) === true;
  return true;
};
