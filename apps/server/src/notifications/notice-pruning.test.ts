import { NoticeKind, noticePageSize, noticePagesMax } from '@tp/contract/notifications';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { noticePruningJobName, noticesKeptPerTrader, pruneNotices } from './notice-pruning.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
});

afterAll(async () => {
  await platform?.close();
});

/** `count` order-filled notifications for the trader, oldest first, unread. */
async function addNotices(userId: number, count: number): Promise<void> {
  await sql`
    INSERT INTO notifications (user_id, kind, params, created_at)
    SELECT ${userId}, ${NoticeKind.orderFilled},
      jsonb_build_object('order_id', n, 'symbol', 'EURUSD', 'side', 1, 'lots', '0.01', 'price', '1.1'),
      now() - make_interval(secs => ${count} - n)
    FROM generate_series(1, ${count}) AS n
  `.execute(platform.db);
}

async function noticeIds(userId: number): Promise<number[]> {
  const rows = await platform.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

describe('pruning notifications', () => {
  it('keeps each trader’s newest ones and removes the older, in steps, leaving other traders alone', async () => {
    const busy = await newDemoUser(platform.app);
    const quiet = await newDemoUser(platform.app);
    await addNotices(busy.userId, 23);
    await addNotices(quiet.userId, 10);
    const busyBefore = await noticeIds(busy.userId);
    const quietBefore = await noticeIds(quiet.userId);

    // Steps of 4 rows: 13 to remove takes three full steps and a short one.
    const pruned = await pruneNotices(platform.db, { keep: 10, stepRows: 4 });

    expect(pruned).toEqual({ traders: 1, removed: 13 });
    expect(await noticeIds(busy.userId)).toEqual(busyBefore.slice(13));
    expect(await noticeIds(quiet.userId)).toEqual(quietBefore);
  });

  it('removes nothing once every trader is within what is kept', async () => {
    const trader = await newDemoUser(platform.app);
    await addNotices(trader.userId, 12);
    await pruneNotices(platform.db, { keep: 5, stepRows: 100 });
    const kept = await noticeIds(trader.userId);

    expect(await pruneNotices(platform.db, { keep: 5, stepRows: 100 })).toEqual({
      traders: 0,
      removed: 0,
    });
    expect(kept).toHaveLength(5);
    expect(await noticeIds(trader.userId)).toEqual(kept);
  });

  it('as the daily job: the trader keeps what the list can show, and the unread count matches it', async () => {
    expect(noticesKeptPerTrader).toBe(noticePageSize * noticePagesMax);
    const trader = await newDemoUser(platform.app);
    await addNotices(trader.userId, noticesKeptPerTrader + 7);
    const before = await noticeIds(trader.userId);
    const unread = async () =>
      (await callApi(platform.app, 'noticeUnread', {}, { token: trader.token })).data.count;
    expect(await unread()).toBe(noticesKeptPerTrader + 7);

    await platform.runJob(noticePruningJobName);

    expect(await noticeIds(trader.userId)).toEqual(before.slice(7));
    expect(await unread()).toBe(noticesKeptPerTrader);
    // The list's last page still ends with the oldest notification kept.
    const lastPage = await callApi(
      platform.app,
      'noticeList',
      { page: noticePagesMax },
      { token: trader.token },
    );
    expect(lastPage.data.total).toBe(noticesKeptPerTrader);
    expect(lastPage.data.data.at(-1)?.id).toBe(before[7]);
  });
});
