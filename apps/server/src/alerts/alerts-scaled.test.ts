import { NoticeKind, type Notification } from '@tp/contract/notifications';
import { Topic } from '@tp/contract/realtime';
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
import { realtimeUrl, TestSocket } from '../test-support/ws-client.ts';

// Like roles/scaled-shape.test.ts: PostgreSQL and Redis, or nothing to run (`npm run test:pg`).
const ready = Boolean(process.env.TEST_DATABASE_URL) && (await redisReachable());

/**
 * Alerts in the scaled shape: added through a gateway, watched only where the engine leads,
 * each crossing told exactly once (on a socket of the other gateway), and the standby engine
 * taking over the alerts with their state when the leader stops.
 */
describe.skipIf(!ready)('alerts in the scaled shape', () => {
  let setup: ScaledSetup;
  const prices = new ManualPriceSource();
  let feed: Platform;
  let engineA: Platform;
  let engineB: Platform;
  let gatewayOne: Platform;
  let gatewayTwo: Platform;
  let eurusd: number;
  const stopped = new Set<Platform>();

  beforeAll(async () => {
    setup = await scaledSetup();
    feed = await startTestProcess(setup, ['feed'], { priceSource: prices });
    engineA = await startTestProcess(setup, ['engine']);
    await untilRole(feed, 'feed');
    await untilRole(engineA, 'engine');
    engineB = await startTestProcess(setup, ['engine']);
    gatewayOne = await startTestProcess(setup, ['gateway'], { engineTimeoutMs: 2_000 });
    gatewayTwo = await startTestProcess(setup, ['gateway'], { engineTimeoutMs: 2_000 });
    for (const gateway of [gatewayOne, gatewayTwo]) {
      await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    }
    eurusd = gatewayOne.market.instrumentByCode('EURUSD')?.id ?? 0;
    await pushPrice('1.10000');
  }, 120_000);

  afterAll(async () => {
    for (const process of [gatewayOne, gatewayTwo, engineB, engineA, feed]) {
      if (process && !stopped.has(process)) await process.close();
    }
    await setup?.drop();
  }, 60_000);

  /** A mid of EURUSD at the feed, once every process quotes it and the leader's alerts are written. */
  async function pushPrice(mid: string): Promise<void> {
    prices.push('EURUSD', mid);
    const all = [gatewayOne, gatewayTwo, engineA, engineB].filter((p) => !stopped.has(p));
    await until(() => all.every((p) => p.market.quote(eurusd)?.mid.eq(mid) === true));
    for (const engine of [engineA, engineB]) await engine.localAlerts()?.settled();
  }

  const leader = () => [engineA, engineB].find((p) => p.localAlerts() !== undefined);

  async function storedAlertNotices(userId: number): Promise<number> {
    const rows = await feed.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', NoticeKind.priceAlert)
      .execute();
    return rows.length;
  }

  it('watches alerts only where the engine leads, and tells a crossing once, on the other gateway’s socket', async () => {
    expect(engineA.localAlerts()).toBeDefined();
    for (const process of [engineB, gatewayOne, gatewayTwo, feed]) {
      expect(process.localAlerts()).toBeUndefined();
    }
    const trader = await newDemoUser(gatewayOne.app);
    const socket = await TestSocket.open(realtimeUrl(gatewayTwo.app));
    socket.send([
      { type: 'login', params: trader.token },
      { type: 'sub', params: Topic.notice },
    ]);
    expect((await socket.waitForType('login_result')).code).toBe(1);
    const added = await callApi(
      gatewayOne.app,
      'alertAdd',
      { forex_id: eurusd, direction: 1, price: 1.105, repeat: 1 },
      { token: trader.token },
    );
    expect(added.code).toBe(1);
    await until(() => engineA.localAlerts()?.priceAlertCount === 1);

    await pushPrice('1.10600');
    const frame = await socket.waitForType(Topic.notice);
    const [told] = (frame.data as { items: Notification[] }).items;
    expect(told).toMatchObject({
      kind: NoticeKind.priceAlert,
      params: { level: '1.10500', price: '1.10600' },
    });
    expect(await storedAlertNotices(trader.userId)).toBe(1);
    const listed = await callApi(gatewayTwo.app, 'noticeList', {}, { token: trader.token });
    expect(listed.data.data.map((item) => item.id)).toEqual([told?.id]);

    // The leader stops: the standby takes the alert over as fired, so the price still above the
    // level tells nothing, and the next crossing is told once.
    await engineA.close();
    stopped.add(engineA);
    await untilRole(engineB, 'engine');
    expect(leader()).toBe(engineB);
    expect(engineB.localAlerts()?.priceAlertCount).toBe(1);
    await pushPrice('1.10700');
    expect(await storedAlertNotices(trader.userId)).toBe(1);
    await pushPrice('1.10400');
    await pushPrice('1.10500');
    expect(await storedAlertNotices(trader.userId)).toBe(2);
    const second = await socket.waitFor(
      (m) =>
        m.type === Topic.notice &&
        (m.data as { items: Notification[] }).items.some((item) => item.id !== told?.id),
    );
    expect((second.data as { items: Notification[] }).items).toHaveLength(1);
    await socket.close();
  });
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
