import type { StopOutPosition } from '@tp/contract/stop-outs';
import type { Decimal } from '@tp/domain/decimal';

/**
 * A stop-out decided but not yet stored: it is written in the transaction of the closes it tells
 * of. Balances are the account's balance as its ledger shows it (cash not held as margin).
 */
export type StopOutDraft = {
  userId: number;
  createdAt: Date;
  /** The risk rate (%) that set the stop-out off, unrounded. */
  riskRatePct: Decimal;
  stopOutLevelPct: Decimal;
  balanceBefore: Decimal;
  balanceAfter: Decimal;
  /** What negative balance protection absorbed over the closes (0 when nothing). */
  correction: Decimal;
  /** The positions closed, in the order they were closed. */
  positions: StopOutPosition[];
};
