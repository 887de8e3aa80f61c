import type { ReconciliationReport } from '@tp/contract/admin-reconciliation';
import type { Db } from '../db/database.ts';
import { type ReconciliationMarket, reconcileBooks } from './reconcile-books.ts';
import { reportById, storeReport } from './reconciliation-reports.ts';

/** The period whose flows a run totals: the day (24 hours) before it, so daily runs tile time. */
export const reconciliationPeriodMs = 86_400_000;

export type ReconciliationLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type ReconciliationDeps = {
  db: Db;
  market: ReconciliationMarket;
  now: () => Date;
  log: ReconciliationLog;
};

/** Who asked: the daily schedule, or an operator from the back office. */
export type ReconciliationTrigger =
  | { trigger: 'schedule' }
  | { trigger: 'operator'; operatorId: number };

/**
 * Reconciles the books, stores the report and, on any difference, raises the alarm at error
 * level naming the first accounts (the back office's banner and the metric read the stored
 * report). Answers the report as stored.
 */
export async function runReconciliation(
  deps: ReconciliationDeps,
  by: ReconciliationTrigger,
): Promise<ReconciliationReport> {
  const startedAt = deps.now();
  const period = { from: new Date(startedAt.getTime() - reconciliationPeriodMs), to: startedAt };
  const books = await reconcileBooks(deps.db, deps.market, period);
  const id = await storeReport(
    deps.db,
    {
      startedAt,
      finishedAt: deps.now(),
      period,
      trigger: by.trigger,
      operatorId: by.trigger === 'operator' ? by.operatorId : null,
    },
    books,
  );
  const details = {
    reconciliationId: id,
    accountsChecked: books.accountsChecked,
    differences: books.differenceCount,
  };
  if (books.differenceCount > 0) {
    deps.log.error(
      { ...details, first: books.differences.slice(0, 10) },
      'reconciliation: the books do not add up',
    );
  } else {
    deps.log.info(details, 'reconciliation: the books add up');
  }
  const report = await reportById(deps.db, id);
  if (!report) throw new Error(`reconciliation report ${id} was not stored`);
  return report;
}
