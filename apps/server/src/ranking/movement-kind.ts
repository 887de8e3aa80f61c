import type { Movement } from '@tp/domain/growth-path';
import { LedgerType } from '../engine/ledger-type.ts';

/**
 * How each kind of ledger entry moves the equity the ranking measures (balance plus the margin
 * held): money from or to outside is a flow, never return; what trading did is a result; margin
 * moving between the balance and a position changes nothing.
 */
const kinds: Record<number, Movement['kind'] | 'internal'> = {
  [LedgerType.deposit]: 'flow',
  [LedgerType.adjustment]: 'flow',
  [LedgerType.demoReset]: 'flow',
  [LedgerType.withdrawalHold]: 'flow',
  [LedgerType.withdrawalRelease]: 'flow',
  [LedgerType.withdrawalPaid]: 'flow',
  [LedgerType.fee]: 'result',
  [LedgerType.feeRefund]: 'result',
  [LedgerType.realisedPnl]: 'result',
  // The broker absorbing a loss beyond the balance: the trader's loss stops at what they had.
  [LedgerType.negativeBalanceProtection]: 'result',
  [LedgerType.marginLock]: 'internal',
  [LedgerType.marginRelease]: 'internal',
};

/** An entry type the ranking does not know counts as a flow: it must never pass for return. */
export const movementKindOf = (type: number): Movement['kind'] | 'internal' =>
  kinds[type] ?? 'flow';

/** The entry types that are results; every other type but the internal ones is a flow. */
export const resultTypes: readonly number[] = Object.entries(kinds)
  .filter(([, kind]) => kind === 'result')
  .map(([type]) => Number(type));

export const internalTypes: readonly number[] = [LedgerType.marginLock, LedgerType.marginRelease];
