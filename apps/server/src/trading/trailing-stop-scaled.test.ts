import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../market/price-source.ts';
import type { Platform } from '../platform-types.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { redisReachable } from '../test-support/redis.ts';
import {
  type ScaledSetup,
  scaledSetup,
  startTestProcess,
  untilRole,
} from '../test-support/scaled-platform.ts';

// Like roles/scaled-shape.test.ts: PostgreSQL and Redis, or nothing to run (`npm run test:pg`).
const ready = Boolean(process.env.TEST_DATABASE_URL) && (await redisReachable());

/**
 * A trailing stop in the scaled shape: set through a gateway, tightened by the leading engine,
 * and carried on by the standby engine from the level the database holds when the leader stops.
 */
describe.skipIf(!ready)('a trailing stop in the scaled shape', () => {
  let setup: ScaledSetup;
  const prices = new ManualPriceSource();
  let feed: Platform;
  let engineA: Platform;
  let engineB: Platform;
  let gateway: Platform;
  let eurusd: number;
  const stopped = new Set<Platform>();

  beforeAll(async () => {
    setup = await scaledSetup();
    feed = await startTestProcess(setup, ['feed'], { priceSource: prices });
    engineA = await startTestProcess(setup, ['engine']);
    await untilRole(feed, 'feed');
    await untilRole(engineA, 'engine');
    engineB = await startTestProcess(setup, ['engine']);
    gateway = await startTestProcess(setup, ['gateway'], { engineTimeoutMs: 2_000 });
    eurusd = gateway.market.instrumentByCode('EURUSD')?.id ?? 0;
    await pushPrice('1.10000');
  }, 120_000);

  afterAll(async () => {
    for (const process of [gateway, engineB, engineA, feed]) {
      if (process && !stopped.has(process)) await process.close();
    }
    await setup?.drop();
  }, 60_000);

  /** A mid of EURUSD at the feed, once every process quotes it and the leader's commands committed. */
  async function pushPrice(mid: string): Promise<void> {
    prices.push('EURUSD', mid);
    const all = [gateway, engineA, engineB].filter((p) => !stopped.has(p));
    await until(() => all.every((p) => p.market.quote(eurusd)?.mid.eq(mid) === true));
    for (const engine of [engineA, engineB]) {
      if (!stopped.has(engine)) await engine.localEngine()?.settled();
    }
  }

  async function stored(orderId: number) {
    const row = await feed.db
      .selectFrom('orders')
      .select(['status', 'stop_loss', 'trailing_distance', 'close_reason', 'close_price'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return {
      status: row.status,
      stopLoss: Number(row.stop_loss),
      distance: Number(row.trailing_distance),
      reason: row.close_reason,
      closePrice: Number(row.close_price),
    };
  }

  it('goes on trailing on the standby engine from the level the leader left', async () => {
    const { token } = await newDemoUser(gateway.app);
    const buy = await callApi(
      gateway.app,
      'submit',
      { forex_id: eurusd, type: 1, cont: 1, multiple: 100, status: 1 },
      { token },
    );
    expect(buy.code).toBe(1);
    const set = await callApi(
      gateway.app,
      'setStopPrice',
      { id: buy.data.Id, trailing_distance: '0.002' },
      { token },
    );
    expect(set.data).toMatchObject({ TargetLossPrice: 1.09794, TrailingDistance: 0.002 });
    await pushPrice('1.10200');
    expect(await stored(buy.data.Id)).toMatchObject({ stopLoss: 1.09994, distance: 0.002 });

    await engineA.close();
    stopped.add(engineA);
    await untilRole(engineB, 'engine');
    await pushPrice('1.10100');
    expect((await stored(buy.data.Id)).stopLoss).toBe(1.09994);
    await pushPrice('1.10500');
    expect((await stored(buy.data.Id)).stopLoss).toBe(1.10294);
    await pushPrice('1.09000');
    expect(await stored(buy.data.Id)).toEqual({
      status: OrderStatus.closed,
      stopLoss: 1.10294,
      distance: 0.002,
      reason: CloseReason.trailingStop,
      closePrice: 1.08994,
    });
  }, 90_000);
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
