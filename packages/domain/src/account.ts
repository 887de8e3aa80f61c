import { Decimal } from './decimal.ts';

export type AccountSnapshot = {
  equity: Decimal;
  marginUsed: Decimal;
  floatingPnl: Decimal;
  riskRatePct: Decimal;
  freeMargin: Decimal;
};

const sum = (values: readonly Decimal[]): Decimal =>
  values.reduce((total, v) => total.plus(v), new Decimal(0));

/**
 * The account's figures from its free cash, its open positions (margin and live P&L) and
 * the funds reserved by pending orders. Unrounded: round when booking or displaying.
 */
export const accountSnapshot = ({
  balance,
  positions,
  pendingReserved,
}: {
  balance: Decimal;
  positions: readonly { margin: Decimal; pnl: Decimal }[];
  pendingReserved: Decimal;
}): AccountSnapshot => {
  const marginUsed = sum(positions.map((p) => p.margin));
  const floatingPnl = sum(positions.map((p) => p.pnl));
  const equity = balance.plus(marginUsed).plus(pendingReserved).plus(floatingPnl);
  const riskRatePct = marginUsed.gt(0) ? equity.div(marginUsed).times(100) : new Decimal(0);
  // Unrealised gains are not spendable; unrealised losses are.
  const freeMargin = balance.plus(Decimal.min(0, floatingPnl));
  return { equity, marginUsed, floatingPnl, riskRatePct, freeMargin };
};

/** Stop-out applies while positions are open and the risk rate is at or below the level. */
export const stopOutDue = ({
  snapshot,
  stopOutLevelPct,
}: {
  snapshot: Pick<AccountSnapshot, 'marginUsed' | 'riskRatePct'>;
  stopOutLevelPct: Decimal.Value;
}): boolean => snapshot.marginUsed.gt(0) && snapshot.riskRatePct.lte(stopOutLevelPct);

/** Accounts whose risk rate is at most this many times the stop-out level are near stop-out. */
export const nearStopOutFactor = 1.5;

/** Positions are open and the risk rate is within the warning band above the stop-out level. */
export const nearStopOut = ({
  snapshot,
  stopOutLevelPct,
}: {
  snapshot: Pick<AccountSnapshot, 'marginUsed' | 'riskRatePct'>;
  stopOutLevelPct: Decimal.Value;
}): boolean =>
  snapshot.marginUsed.gt(0) &&
  snapshot.riskRatePct.lte(new Decimal(stopOutLevelPct).times(nearStopOutFactor));
