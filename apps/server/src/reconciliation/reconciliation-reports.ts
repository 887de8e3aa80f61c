import {
  type ReconciliationDifference,
  type ReconciliationReport,
  type ReconciliationSummary,
  type ReconciliationTotals,
  reconciliationPageSize,
} from '@tp/contract/admin-reconciliation';
import type { Db } from '../db/database.ts';
import type { BooksReconciled } from './reconcile-books.ts';

export type ReportRun = {
  startedAt: Date;
  finishedAt: Date;
  period: { from: Date; to: Date };
  trigger: 'schedule' | 'operator';
  operatorId: number | null;
};

/** Stores one run's report; answers its id. */
export async function storeReport(db: Db, run: ReportRun, books: BooksReconciled): Promise<number> {
  const row = await db
    .insertInto('reconciliation_reports')
    .values({
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      period_from: run.period.from,
      period_to: run.period.to,
      trigger: run.trigger,
      operator_id: run.operatorId,
      accounts_checked: books.accountsChecked,
      difference_count: books.differenceCount,
      totals: JSON.stringify(books.totals),
      differences: JSON.stringify(books.differences),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const summaryColumns = [
  'r.id',
  'r.started_at',
  'r.finished_at',
  'r.period_from',
  'r.period_to',
  'r.trigger',
  'r.accounts_checked',
  'r.difference_count',
  'o.username',
] as const;

type SummaryRow = {
  id: number;
  started_at: Date;
  finished_at: Date;
  period_from: Date;
  period_to: Date;
  trigger: 'schedule' | 'operator';
  accounts_checked: number;
  difference_count: number;
  username: string | null;
};

const summaryOf = (row: SummaryRow): ReconciliationSummary => ({
  id: Number(row.id),
  startedAt: row.started_at.toISOString(),
  finishedAt: row.finished_at.toISOString(),
  periodFrom: row.period_from.toISOString(),
  periodTo: row.period_to.toISOString(),
  trigger: row.trigger,
  operatorName: row.username,
  accountsChecked: row.accounts_checked,
  differenceCount: row.difference_count,
});

const reports = (db: Db) =>
  db
    .selectFrom('reconciliation_reports as r')
    .leftJoin('operators as o', 'o.id', 'r.operator_id')
    .select(summaryColumns);

/** A page of reports, newest first, with the newest of all for the banner. */
export async function reportPage(
  db: Db,
  page: number,
): Promise<{
  items: ReconciliationSummary[];
  total: number;
  latest: ReconciliationSummary | null;
}> {
  const rows = await reports(db)
    .orderBy('r.id', 'desc')
    .limit(reconciliationPageSize)
    .offset((page - 1) * reconciliationPageSize)
    .execute();
  const count = await db
    .selectFrom('reconciliation_reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map(summaryOf),
    total: Number(count.n),
    latest: await latestReport(db),
  };
}

export async function latestReport(db: Db): Promise<ReconciliationSummary | null> {
  const row = await reports(db).orderBy('r.id', 'desc').limit(1).executeTakeFirst();
  return row ? summaryOf(row) : null;
}

/** One report with its totals and differences; undefined for an id that is not one. */
export async function reportById(db: Db, id: number): Promise<ReconciliationReport | undefined> {
  const row = await reports(db)
    .select(['r.totals', 'r.differences'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...summaryOf(row),
    totals: row.totals as ReconciliationTotals,
    differences: row.differences as ReconciliationDifference[],
  };
}

/**
 * The differences the newest reconciliation found (0 before the first run): the figure an
 * alerting metric watches. Read from the database, so every process of a deployment answers
 * the same whichever one ran the reconciliation.
 */
export async function latestReconciliationDifferences(db: Db): Promise<number> {
  return (await latestReport(db))?.differenceCount ?? 0;
}
