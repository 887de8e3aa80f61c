import { describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { restartablePlatform } from '../test-support/restartable-platform.ts';
import type { TestPlatform } from '../test-support/test-platform.ts';
import { rankingJobName } from './ranking-limits.ts';

const start = restartablePlatform('ranking-restart');

/** Five round trips of 0.01 lot of EUR/USD, a minute apart each step. */
async function trade(platform: TestPlatform, token: string): Promise<void> {
  const eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
  for (let i = 0; i < 5; i++) {
    platform.clock.advance(60_000);
    platform.prices.push('EURUSD', '1.08');
    await platform.engine.settled();
    const opened = await callApi(
      platform.app,
      'submit',
      { type: 1, cont: 0.01, forex_id: eurusd, status: 1, multiple: 50 },
      { token },
    );
    platform.clock.advance(60_000);
    platform.prices.push('EURUSD', '1.0830');
    await platform.engine.settled();
    expect((await callApi(platform.app, 'close', { id: opened.data.Id }, { token })).code).toBe(1);
  }
}

const lastRun = async (platform: TestPlatform) =>
  (
    await platform.db
      .selectFrom('job_runs')
      .select('last_run_at')
      .where('name', '=', rankingJobName)
      .executeTakeFirstOrThrow()
  ).last_run_at;

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the ranking across a restart', () => {
  it('keeps its board, and the job waits out its interval instead of running at start', async () => {
    let platform = await start();
    const trader = await newDemoUser(platform.app);
    platform.clock.set(new Date('2026-11-18T11:30:00Z'));
    await trade(platform, trader.token);
    // Computed at 11:55; the next start is at 12:00, 5 minutes later, within the 15-minute interval.
    platform.clock.set(new Date('2026-11-18T11:55:00Z'));
    await platform.runJob(rankingJobName);
    const before = (await callApi(platform.app, 'followList', {})).data;
    expect(before.data).toHaveLength(1);
    expect(before.updated_at).toBe('2026-11-18 11:55:00');
    await platform.close();

    platform = await start();
    try {
      // Another trader's history after the restart: a computation would list them.
      const later = await newDemoUser(platform.app);
      await trade(platform, later.token);
      await waitMs(300);
      expect(await lastRun(platform)).toEqual(new Date('2026-11-18T11:55:00Z'));
      expect((await callApi(platform.app, 'followList', {})).data).toEqual(before);

      await platform.runJob(rankingJobName);
      expect((await callApi(platform.app, 'followList', {})).data.total).toBe(2);
    } finally {
      await platform.close();
    }
  });
});
