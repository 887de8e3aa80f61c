import type { Db } from '../db/database.ts';
import type { PeriodicJob } from '../jobs/periodic-job.ts';
import { retailLossShare, storeRetailLossShare } from './retail-loss-share.ts';

export const retailLossJobName = 'retail-loss-share';

/** Once a day: the share of retail accounts that lost money over the last 12 months. */
export function retailLossJob(deps: { db: Db }): PeriodicJob {
  return {
    name: retailLossJobName,
    intervalMs: 24 * 60 * 60_000,
    run: async (now) => {
      await storeRetailLossShare(deps.db, await retailLossShare(deps.db, now), now);
    },
  };
}
