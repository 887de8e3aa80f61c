import { Decimal } from './decimal.ts';

/** One account's books over the window: its realised P&L and the fees it was charged. */
export type AccountResult = { realisedPnl: Decimal; fees: Decimal };

/**
 * The share of accounts that lost money, in whole percent (ESMA's "X % of retail investor
 * accounts lose money"), rounded half-up; null when no account traded. An account lost money
 * when its realised P&L less the fees it paid over the window is below zero; only accounts that
 * traded in the window are given, so one that merely deposited counts neither way.
 */
export function retailLossSharePct(accounts: readonly AccountResult[]): number | null {
  if (accounts.length === 0) return null;
  const lost = accounts.filter((a) => a.realisedPnl.minus(a.fees).lt(0)).length;
  return new Decimal(lost)
    .div(accounts.length)
    .times(100)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
}
