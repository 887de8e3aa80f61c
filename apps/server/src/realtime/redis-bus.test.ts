import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { MarketQuote } from '@tp/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config/config.ts';
import { ManualPriceSource } from '../market/price-source.ts';
import { startPlatform } from '../platform.ts';
import { marketsOpenAt, TestClock, testDatabase } from '../test-support/test-platform.ts';
import { realtimeUrl, TestSocket } from '../test-support/ws-client.ts';
import { InProcessBus } from './bus.ts';
import { createBus } from './create-bus.ts';
import { RedisBus } from './redis-bus.ts';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** True when something accepts TCP connections at the Redis address within half a second. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const redisUp = await reachable(redisUrl);

async function waitUntil(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('createBus', () => {
  it('is in-process without REDIS_URL', async () => {
    const bus = createBus({ redisUrl: undefined });
    expect(bus).toBeInstanceOf(InProcessBus);
    await bus.close();
  });
});

// Redis is a service of the scaled shape, not of `npm test`: these run where one is reachable.
const title = redisUp
  ? `RedisBus on ${redisUrl}`
  : `RedisBus (skipped: nothing listens at ${redisUrl})`;

describe.skipIf(!redisUp)(title, () => {
  const prefix = `test.${randomBytes(4).toString('hex')}.`;
  let first: RedisBus;
  let second: RedisBus;
  // Connections are made in a hook, so a skipped run never dials an absent Redis.
  beforeAll(() => {
    first = createBus({ redisUrl }, { prefix }) as RedisBus;
    second = new RedisBus({ url: redisUrl, prefix });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('lets two instances see each other’s messages as parsed JSON', async () => {
    expect(first).toBeInstanceOf(RedisBus);
    const seenByFirst: unknown[] = [];
    const seenBySecond: unknown[] = [];
    first.subscribe('DAY_MARKET', (m) => seenByFirst.push(m));
    second.subscribe('DAY_MARKET', (m) => seenBySecond.push(m));
    await Promise.all([first.settled(), second.settled()]);
    first.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [{ id: 1 }] });
    second.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [{ id: 2 }] });
    await waitUntil(() => seenByFirst.length === 2 && seenBySecond.length === 2);
    const expected = [
      { type: 'DAY_MARKET', data: [{ id: 1 }] },
      { type: 'DAY_MARKET', data: [{ id: 2 }] },
    ];
    expect(seenByFirst).toEqual(expected);
    expect(seenBySecond).toEqual(expected);
  });

  it('delivers only on channels with a local handler, and stops after the last one leaves', async () => {
    const seen: unknown[] = [];
    const leaveA = second.subscribe('user.1', (m) => seen.push(['a', m]));
    const leaveB = second.subscribe('user.1', (m) => seen.push(['b', m]));
    await second.settled();
    first.publish('user.2', 'not for us');
    first.publish('user.1', 'one');
    await waitUntil(() => seen.length === 2);
    expect(seen).toEqual([
      ['a', 'one'],
      ['b', 'one'],
    ]);
    leaveA();
    leaveB();
    await second.settled();
    expect(second.handlerCount('user.1')).toBe(0);
    const marker: unknown[] = [];
    second.subscribe('user.3', (m) => marker.push(m));
    await second.settled();
    first.publish('user.1', 'two');
    first.publish('user.3', 'after');
    await waitUntil(() => marker.length === 1);
    expect(seen).toHaveLength(2);
  });
  it('carries DAY_MARKET from the market to a socket when the platform runs on Redis', async () => {
    const database = await testDatabase();
    const prices = new ManualPriceSource();
    const platform = await startPlatform(
      { ...readConfig({}), redisUrl, logLevel: 'silent' },
      {
        clock: new TestClock(marketsOpenAt),
        database: database.location,
        priceSource: prices,
        backfill: false,
        serveApps: false,
      },
    );
    try {
      expect(platform.bus).toBeInstanceOf(RedisBus);
      await platform.app.listen({ port: 0, host: '127.0.0.1' });
      const client = await TestSocket.open(realtimeUrl(platform.app));
      client.send({ type: 'sub', params: 'DAY_MARKET' });
      await client.waitForType('DAY_MARKET');
      await (platform.bus as RedisBus).settled();
      prices.push('EURUSD', '1.23456');
      const update = await client.waitFor(
        (m) =>
          m.type === 'DAY_MARKET' &&
          (m.data as MarketQuote[]).some(
            (q) => q.symbol === 'EURUSD' && q.quotation.close === 1.23456,
          ),
      );
      expect(update.type).toBe('DAY_MARKET');
      await client.close();
    } finally {
      await platform.close();
      await database.drop();
    }
  });
});
