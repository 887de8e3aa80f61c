import { noticePageSize, noticePagesMax } from '@tp/contract/notifications';
import type { Db } from '../db/database.ts';
import type { PeriodicJob } from '../jobs/periodic-job.ts';

/** What a trader can read back (notice/list's pages): older notifications are never shown. */
export const noticesKeptPerTrader = noticePageSize * noticePagesMax;

/**
 * Rows removed per statement: on the embedded database one statement holds every other
 * query, the engine's commits too, so a trader with years of fills is pruned in short steps.
 */
export const noticePruneStepRows = 2_000;

export type NoticePruning = {
  /** Traders who had more notifications than they can read back. */
  traders: number;
  /** Notifications removed. */
  removed: number;
};

/**
 * Removes each trader's notifications beyond the newest `keep` ones, which the list no longer
 * reaches: they would only grow the table and the unread count. What a notification tells of
 * (orders, ledger entries, deposits, reviews) is kept in its own tables, whatever its age.
 */
export async function pruneNotices(
  db: Db,
  options: { keep?: number; stepRows?: number } = {},
): Promise<NoticePruning> {
  const keep = options.keep ?? noticesKeptPerTrader;
  const stepRows = options.stepRows ?? noticePruneStepRows;
  const over = await db
    .selectFrom('notifications')
    .select('user_id')
    .groupBy('user_id')
    .having((eb) => eb.fn.countAll(), '>', keep)
    .orderBy('user_id')
    .execute();
  let removed = 0;
  for (const { user_id: userId } of over) {
    // The oldest notification the trader keeps: everything older goes.
    const oldestKept = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .offset(keep - 1)
      .limit(1)
      .executeTakeFirst();
    if (!oldestKept) continue;
    for (;;) {
      const result = await db
        .deleteFrom('notifications')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('notifications')
            .select('id')
            .where('user_id', '=', userId)
            .where('id', '<', oldestKept.id)
            .orderBy('id')
            .limit(stepRows),
        )
        .executeTakeFirst();
      const step = Number(result.numDeletedRows);
      removed += step;
      if (step < stepRows) break;
    }
  }
  return { traders: over.length, removed };
}

export const noticePruningJobName = 'notice-pruning';

/** Once a day: every trader's notifications beyond what the list can show are removed. */
export function noticePruningJob(deps: {
  db: Db;
  log: { info: (details: object, message: string) => void };
}): PeriodicJob {
  return {
    name: noticePruningJobName,
    intervalMs: 24 * 60 * 60_000,
    run: async () => {
      const pruned = await pruneNotices(deps.db);
      if (pruned.removed > 0) {
        deps.log.info(pruned, 'notifications beyond what traders can read back removed');
      }
    },
  };
}
