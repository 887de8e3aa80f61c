import { z } from 'zod';
import { exposureRow } from './admin-operations.ts';

/**
 * The daily reconciliation of the books as the back office reads it: for every account,
 * balance = Σ ledger and lock = margins + reserves + holds, and the day's totals. Amounts are
 * decimal strings, exactly as booked, so a difference of a millionth is shown as it is.
 */

/** Reports per page of the list. */
export const reconciliationPageSize = 20;

/** Differences a report keeps row by row; its count says how many there were in all. */
export const reconciliationDifferencesKeptMax = 1_000;

/** What a difference is about: the balance against its ledger, or the lock against open orders and holds. */
export const reconciliationChecks = ['balance', 'lock'] as const;
export type ReconciliationCheck = (typeof reconciliationChecks)[number];

export const reconciliationDifference = z.object({
  userId: z.number().int(),
  uid: z.string(),
  isDemo: z.boolean(),
  check: z.enum(reconciliationChecks),
  /** What the books say it must be: Σ ledger, or margins + reserves + holds. */
  expected: z.string(),
  /** What the account row holds. */
  found: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;

const countAndAmount = z.object({ count: z.number().int(), amount: z.string() });

/** Figures of real accounts (demo money is not the broker's); flows of the report's period. */
export const reconciliationTotals = z.object({
  /** Accounts checked, demo ones included. */
  accounts: z.number().int(),
  realAccounts: z.number().int(),
  /** Σ free cash of real accounts. */
  clientBalance: z.string(),
  /** Σ what real accounts hold out of their balance: margins, reserves, withdrawals under review. */
  clientLocked: z.string(),
  /** The broker's debt to its clients: balance + locked. */
  clientMoney: z.string(),
  /** The clients' floating P&L at the quotes of the run. */
  clientFloatingPnl: z.string(),
  /** The broker's floating P&L: the clients' with its sign turned. */
  brokerFloatingPnl: z.string(),
  /** Fees charged less fees refunded in the period. */
  fees: z.string(),
  /** The clients' realised P&L of positions closed in the period. */
  clientRealisedPnl: z.string(),
  /** The broker's realised result of the period: fees − clients' realised P&L − corrections. */
  brokerRealisedPnl: z.string(),
  /** Balances a close left below zero, set back to zero at the broker's cost. */
  negativeBalanceCorrections: countAndAmount,
  deposits: countAndAmount,
  /** Withdrawals paid in the period. */
  withdrawals: countAndAmount,
  /** Net lots and the broker's floating P&L per instrument, real accounts. */
  exposure: z.array(exposureRow),
});
export type ReconciliationTotals = z.infer<typeof reconciliationTotals>;

export const reconciliationTriggers = ['schedule', 'operator'] as const;

export const reconciliationSummary = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** The period the flows (deposits, withdrawals, fees, realised P&L) are counted over. */
  periodFrom: z.string(),
  periodTo: z.string(),
  trigger: z.enum(reconciliationTriggers),
  operatorName: z.string().nullable(),
  accountsChecked: z.number().int(),
  differenceCount: z.number().int(),
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummary>;

export const reconciliationReport = reconciliationSummary.extend({
  totals: reconciliationTotals,
  /** The first `reconciliationDifferencesKeptMax`, by account. */
  differences: z.array(reconciliationDifference),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;

export const reconciliationPage = z.object({
  items: z.array(reconciliationSummary),
  total: z.number().int(),
  /** The newest report, for the banner: whatever the page. */
  latest: reconciliationSummary.nullable(),
});
export type ReconciliationPage = z.infer<typeof reconciliationPage>;
