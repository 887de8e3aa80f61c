import type { MarketQuote } from '@tp/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config/config.ts';
import { noticedForMs, WatchedUsers } from '../engine/views/watched-users.ts';
import { ManualPriceSource } from '../market/price-source.ts';
import { startPlatform } from '../platform.ts';
import { redisReachable, testRedisPrefix, testRedisUrl } from '../test-support/redis.ts';
import { untilRole } from '../test-support/scaled-platform.ts';
import { marketsOpenAt, TestClock, testDatabase } from '../test-support/test-platform.ts';
import { realtimeUrl, TestSocket } from '../test-support/ws-client.ts';
import { InProcessBus } from './bus.ts';
import { createBus } from './create-bus.ts';
import { RedisBus } from './redis-bus.ts';

const redisUrl = testRedisUrl;
const redisUp = await redisReachable();

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
  const prefix = testRedisPrefix();
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

  const quote = (id: number): MarketQuote => ({
    id,
    symbol: `S${id}`,
    status: 1,
    quotation: { open: 1, close: 1, high: 1, low: 1, change: 0, volume: 0, bid: 1, ask: 1 },
  });
  const closed = (id: number) => ({ type: 'FOREX_CLOSED' as const, data: { ids: [id] } });

  it('lets two instances see each other’s messages as parsed JSON', async () => {
    expect(first).toBeInstanceOf(RedisBus);
    const seenByFirst: unknown[] = [];
    const seenBySecond: unknown[] = [];
    first.subscribe('DAY_MARKET', (m) => seenByFirst.push(m));
    second.subscribe('DAY_MARKET', (m) => seenBySecond.push(m));
    await Promise.all([first.settled(), second.settled()]);
    first.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(1)] });
    second.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(2)] });
    await waitUntil(() => seenByFirst.length === 2 && seenBySecond.length === 2);
    const expected = [
      { type: 'DAY_MARKET', data: [quote(1)] },
      { type: 'DAY_MARKET', data: [quote(2)] },
    ];
    expect(seenByFirst).toEqual(expected);
    expect(seenBySecond).toEqual(expected);
  });

  it('delivers only on channels with a local handler, and stops after the last one leaves', async () => {
    const seen: unknown[] = [];
    const leaveA = second.subscribe('user.1', (m) => seen.push(['a', m]));
    const leaveB = second.subscribe('user.1', (m) => seen.push(['b', m]));
    await second.settled();
    first.publish('user.2', closed(2));
    first.publish('user.1', closed(1));
    await waitUntil(() => seen.length === 2);
    expect(seen).toEqual([
      ['a', closed(1)],
      ['b', closed(1)],
    ]);
    leaveA();
    leaveB();
    await second.settled();
    expect(second.handlerCount('user.1')).toBe(0);
    const marker: unknown[] = [];
    second.subscribe('user.3', (m) => marker.push(m));
    await second.settled();
    first.publish('user.1', closed(11));
    first.publish('user.3', closed(3));
    await waitUntil(() => marker.length === 1);
    expect(seen).toHaveLength(2);
  });

  it('hands a handler only what matches its channel’s frames, whoever wrote to Redis', async () => {
    const refused: unknown[] = [];
    const reader = new RedisBus({ url: redisUrl, prefix, onError: (e) => refused.push(e) });
    // A writer that knows no types: anything that reaches Redis, as a hostile client could put it.
    const writer = new RedisBus<Record<string, unknown>>({ url: redisUrl, prefix });
    const seen: unknown[] = [];
    reader.subscribe('user.5', (m) => seen.push(m));
    await reader.settled();
    writer.publish('user.5', 'plain text');
    writer.publish('user.5', { type: 'FOREX_CLOSED', data: { ids: ['one'] } });
    writer.publish('user.5', { type: 'FOREX_TRADE', data: { Balance: 1 } });
    writer.publish('user.5', closed(5));
    await waitUntil(() => seen.length === 1);
    expect(seen).toEqual([closed(5)]);
    expect(refused).toHaveLength(3);
    await Promise.all([reader.close(), writer.close()]);
  });

  it('tells the engine whose account channels a socket listens to, in any process', async () => {
    const other = new RedisBus({ url: redisUrl, prefix: testRedisPrefix() });
    const leave = [
      second.subscribe('user.7', () => {}),
      second.subscribe('user.12', () => {}),
      second.subscribe('DAY_MARKET', () => {}),
      other.subscribe('user.99', () => {}),
    ];
    await Promise.all([second.settled(), other.settled()]);
    const listened = await first.channelsWithListeners('user.');
    expect(listened).toEqual(expect.arrayContaining(['user.12', 'user.7']));
    expect(listened).not.toContain('user.99');
    const watched = new WatchedUsers(first);
    await watched.refresh();
    expect([7, 12, 99, 8].map((id) => watched.isWatched(id))).toEqual([true, true, false, false]);

    leave[0]?.();
    await second.settled();
    await watched.refresh();
    expect(watched.isWatched(7)).toBe(false);

    // A summary asked for: watched at once, for a while, before Redis says so.
    let nowMs = 0;
    const noticing = new WatchedUsers(first, () => nowMs);
    noticing.notice(8);
    expect(noticing.isWatched(8)).toBe(true);
    nowMs = noticedForMs + 1;
    expect(noticing.isWatched(8)).toBe(false);
    for (const unsubscribe of leave.slice(1)) unsubscribe();
    await other.close();
  });

  it('carries DAY_MARKET from the market to a socket when the platform runs on Redis', async () => {
    const database = await testDatabase();
    const prices = new ManualPriceSource();
    const platform = await startPlatform(
      { ...readConfig({}), redisUrl, redisPrefix: testRedisPrefix(), logLevel: 'silent' },
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
      await untilRole(platform, 'feed');
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
