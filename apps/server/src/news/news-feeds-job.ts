import { newsFeedsMax } from '@tp/contract/admin-news';
import type { Clock } from '../clock.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { PeriodicJob } from '../jobs/periodic-job.ts';
import { type FeedFetchLimits, feedFetchLimits } from './feed-fetch.ts';
import { importFeed } from './feed-import.ts';

/** How often every enabled feed is read. */
export const newsFeedsIntervalMs = 15 * 60_000;

export const newsFeedsJobName = 'news-feeds';

export const feedLimitsOf = (config: Pick<Config, 'newsFeedsAllowPrivate'>): FeedFetchLimits => ({
  ...feedFetchLimits,
  allowPrivateAddresses: config.newsFeedsAllowPrivate,
});

/**
 * Reads each enabled feed in turn (at most `newsFeedsMax`, each within its size and time
 * bounds, so a run ends within minutes) and imports what is new.
 */
export function newsFeedsJob(deps: { db: Db; clock: Clock; config: Config }): PeriodicJob {
  return {
    name: newsFeedsJobName,
    intervalMs: newsFeedsIntervalMs,
    run: async () => {
      const feeds = await deps.db
        .selectFrom('news_feeds')
        .selectAll()
        .where('enabled', '=', true)
        .orderBy('id')
        .limit(newsFeedsMax)
        .execute();
      const importDeps = {
        db: deps.db,
        now: () => deps.clock.now(),
        limits: feedLimitsOf(deps.config),
      };
      for (const feed of feeds) await importFeed(importDeps, feed);
    },
  };
}
