import type { ReconciliationReport } from '@tp/contract/admin-reconciliation';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/audit.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { ReconciliationMarket } from './reconcile-books.ts';
import { reportById, reportPage } from './reconciliation-reports.ts';
import { runReconciliation } from './reconciliation-run.ts';

export type ReconciliationRouteDeps = {
  db: Db;
  market: ReconciliationMarket;
  now: () => Date;
};

/** Pages of reports an operator may ask for; far beyond any history, short of a huge offset. */
const reportPagesMax = 100_000;

/**
 * The back office's reconciliation: the reports, one report, and a run now (audited). A run
 * asked for while one is under way on this process joins it, so a double click runs once.
 */
export function registerReconciliationRoutes(
  app: FastifyInstance,
  deps: ReconciliationRouteDeps,
): void {
  const { db } = deps;
  let underway: Promise<ReconciliationReport> | undefined;

  adminRoute(app, deps, 'adminReconciliations', async ({ params }) => {
    const page = params.page ?? 1;
    if (page < 1 || page > reportPagesMax) throw new ApiError('invalidField', { field: 'page' });
    return reportPage(db, page);
  });

  adminRoute(app, deps, 'adminReconciliation', async ({ params }) => {
    const report =
      Number.isSafeInteger(params.id) && params.id > 0 && (await reportById(db, params.id));
    if (!report) throw new ApiError('notFound');
    return report;
  });

  adminRoute(app, deps, 'adminRunReconciliation', async ({ operator, request }) => {
    underway ??= runReconciliation(
      { db, market: deps.market, now: deps.now, log: request.log },
      { trigger: 'operator', operatorId: operator.id },
    ).finally(() => {
      underway = undefined;
    });
    const report = await underway;
    await audit(db, {
      operatorId: operator.id,
      action: 'reconciliation.run',
      target: `reconciliation:${report.id}`,
      before: null,
      after: { accountsChecked: report.accountsChecked, differenceCount: report.differenceCount },
      at: deps.now(),
    });
    return report;
  });
}
