import { backupJob } from '../backup/backup-job.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config/config.ts';
import { type Db, embeddedDatabaseOf } from '../db/database.ts';
import type { PlatformMetrics } from '../metrics/platform-metrics.ts';
import { newsFeedsJob } from '../news/news-feeds-job.ts';
import { noticePruningJob } from '../notifications/notice-pruning.ts';
import { rankingJob } from '../ranking/ranking-job.ts';
import type { ReconciliationMarket } from '../reconciliation/reconcile-books.ts';
import { reconciliationJob } from '../reconciliation/reconciliation-job.ts';
import type { ReconciliationLog } from '../reconciliation/reconciliation-run.ts';
import { retailLossJob } from '../risk/retail-loss-job.ts';
import type { PeriodicJob } from './periodic-job.ts';

export type PlatformJobDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  /** Quotes for the reconciliation's floating P&L. */
  market: ReconciliationMarket;
  log: ReconciliationLog;
  /** Where a job exposes a figure of its own (`metrics.gauge(…)`). */
  metrics: PlatformMetrics;
};

/** Every periodic job of the platform; each feature that has one adds it here. */
export function platformJobs(deps: PlatformJobDeps): PeriodicJob[] {
  const { db, clock, config, market, log } = deps;
  return [
    // The trader ranking.
    rankingJob(deps),
    // News: RSS/Atom feeds the operators added.
    newsFeedsJob(deps),
    // The share of retail accounts that lost money, for the eu_retail risk warning.
    retailLossJob({ db }),
    // The daily reconciliation of the books.
    reconciliationJob({ db, market, log, now: () => clock.now() }),
    // Each trader's notifications beyond what the list can show.
    noticePruningJob({ db, log }),
    // Scheduled backups of the embedded database, when BACKUP_DIR is set.
    ...(config.backupDir && embeddedDatabaseOf(db)
      ? [
          backupJob(
            db,
            {
              folder: config.backupDir,
              everyHours: config.backupEveryHours,
              keep: config.backupKeep,
            },
            log,
          ),
        ]
      : []),
  ];
}
