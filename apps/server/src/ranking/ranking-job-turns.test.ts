import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { rankingJobName } from './ranking-limits.ts';
import { writeRankingBooks } from './ranking-test-books.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  // The run every platform makes at start, on the empty books, is over before the test begins.
  await platform.runJob(rankingJobName);
  await writeRankingBooks(platform.db, {
    traders: 200,
    positions: 10,
    now: platform.clock.now(),
    idsFrom: 1_000_000_000,
  });
});

afterAll(async () => {
  await platform?.close();
});

describe('the ranking job beside trading', () => {
  it('lets an order be placed and answered while it computes the board', async () => {
    const trader = await newDemoUser(platform.app);
    const eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
    platform.prices.push('EURUSD', '1.08');
    await platform.engine.settled();
    let jobDone = false;
    const job = platform.runJob(rankingJobName).then(() => {
      jobDone = true;
    });
    const order = await callApi(
      platform.app,
      'submit',
      { type: 1, cont: 0.01, forex_id: eurusd, status: 1, multiple: 100 },
      { token: trader.token },
    );
    expect(order.code).toBe(1);
    expect(jobDone).toBe(false);
    await job;
    const board = await callApi(platform.app, 'followList', {});
    expect(board.data.total).toBe(200);
  });
});
