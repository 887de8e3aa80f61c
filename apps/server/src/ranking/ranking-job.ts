import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { PeriodicJob } from '../jobs/periodic-job.ts';
import { computeRanking } from './compute-ranking.ts';
import { replaceBoard } from './ranking-board-store.ts';
import { rankingJobName } from './ranking-limits.ts';

/**
 * Computes the trader ranking from the books into its own table, every
 * RANKING_INTERVAL_MINUTES, in one process of the deployment (see JobScheduler).
 */
export function rankingJob(deps: {
  db: Db;
  config: Pick<Config, 'rankingIntervalMinutes' | 'rankingMinPositions'>;
}): PeriodicJob {
  return {
    name: rankingJobName,
    intervalMs: deps.config.rankingIntervalMinutes * 60_000,
    run: async (now) => {
      const rows = await computeRanking(deps.db, {
        now,
        minPositions: deps.config.rankingMinPositions,
      });
      await replaceBoard(deps.db, rows, now);
    },
  };
}
