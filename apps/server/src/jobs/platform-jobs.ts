import type { Clock } from '../clock.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { PlatformMetrics } from '../metrics/platform-metrics.ts';
import { newsFeedsJob } from '../news/news-feeds-job.ts';
import { rankingJob } from '../ranking/ranking-job.ts';
import type { PeriodicJob } from './periodic-job.ts';

export type PlatformJobDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  /** Where a job exposes a figure of its own (`metrics.gauge(…)`). */
  metrics: PlatformMetrics;
};

/** Every periodic job of the platform; each feature that has one adds it here. */
export function platformJobs(deps: PlatformJobDeps): PeriodicJob[] {
  return [
    // The trader ranking.
    rankingJob(deps),
    // News: RSS/Atom feeds the operators added.
    newsFeedsJob(deps),
  ];
}
