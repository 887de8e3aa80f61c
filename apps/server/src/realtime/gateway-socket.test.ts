import {
  type AccountSummary,
  type Candle,
  type ChartPeriod,
  chartPeriods,
} from '@tp/contract/entities';
import type { MarketQuote } from '@tp/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../http/app.ts';
import type { AuthUser } from '../http/auth.ts';
import { handshake, type Received, realtimeUrl, TestSocket } from '../test-support/ws-client.ts';
import { InProcessBus, userChannel } from './bus.ts';
import type { RealtimeMarket } from './gateway-socket.ts';
import { laneKeyOfPort, laneOf } from './push-lanes.ts';
import { attachRealtimeGateway, type GatewayLimits } from './realtime-gateway.ts';

/*
 * The gateway's protocol against a fixed market and engine, with limits a test can reach.
 * realtime-gateway.test.ts runs the same socket against the whole platform.
 */

const quote = (id: number, symbol: string, close: number): MarketQuote => ({
  id,
  symbol,
  status: 1,
  quotation: {
    open: close,
    close,
    high: close,
    low: close,
    change: 0,
    volume: 0,
    bid: close - 1,
    ask: close + 1,
  },
});

const summary = (userId: number): AccountSummary => ({
  ProfitsTotal: userId,
  HazardRate: 0,
  CautionMoneyAll: 0,
  Balance: 1000,
  Equity: 1000,
  FreeMargin: 1000,
  StopOutLevel: 50,
  StopOutEquity: 0,
  TransOrder: [],
});

const users: Record<string, AuthUser> = {
  'token-7': { id: 7, uid: 'u7', isDemo: true, email: null, inviteCode: 'A7' },
  'token-8': { id: 8, uid: 'u8', isDemo: true, email: null, inviteCode: 'A8' },
};

const candle: Candle = { Time: 60, Open: 1, High: 2, Low: 0.5, Close: 1.5, Volume: 3 };
const candles = Object.fromEntries(chartPeriods.map((period) => [period, candle])) as Record<
  ChartPeriod,
  Candle
>;

function fakeMarket(dayMarket: () => MarketQuote[]): RealtimeMarket {
  return {
    dayMarket,
    formingCandles: (code) => (code === 'EURUSD' ? { code, candles } : undefined),
    instrumentByCode: (code) => (['EURUSD', 'BTCUSD'].includes(code) ? { code } : undefined),
  };
}

// The gateway alone, on a fake market and engine, with no database: the PostgreSQL run would
// repeat this file as it is.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Logins with the token `slow` wait until the test lets them through. */
const slowLogins: (() => void)[] = [];

async function startGateway(
  limits: Partial<GatewayLimits> = {},
  dayMarket = () => [quote(1, 'EURUSD', 100), quote(2, 'BTCUSD', 200)],
) {
  const bus = new InProcessBus();
  const app = await createHttpApp({ logLevel: 'silent' });
  const gateway = attachRealtimeGateway(app, {
    bus,
    market: fakeMarket(dayMarket),
    engine: { accountSummary: async (userId) => summary(userId) },
    authenticate: async (token) => {
      if (token === 'explode') throw new Error('database down');
      if (token === 'slow') await new Promise<void>((resolve) => slowLogins.push(resolve));
      const user = users[token === 'slow' ? 'token-7' : token];
      return user ? { user, tokenHash: token, expiresAt: new Date('2100-01-01') } : null;
    },
    limits,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, bus, gateway };
}

describe.skipIf(onPostgres)('realtime client protocol', () => {
  let app: FastifyInstance;
  let bus: InProcessBus;
  const open = (lang = 'en') => TestSocket.open(realtimeUrl(app, `?lang=${lang}`));

  beforeAll(async () => {
    ({ app, bus } = await startGateway({ topicsPerClientMax: 3 }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers ping with pong, also inside an array frame', async () => {
    const client = await open();
    client.send([{ type: 'ping' }, { type: 'sub', params: 'DAY_MARKET' }, { type: 'ping' }]);
    await client.waitFor(() => client.ofType('pong').length === 2);
    expect(client.received.map((m) => m.type)).toEqual(['pong', 'DAY_MARKET', 'pong']);
    await client.close();
  });

  it('sends the DAY_MARKET snapshot, then conflates a burst into its latest quotes', async () => {
    const client = await open();
    client.send({ type: 'sub', params: 'DAY_MARKET' });
    const snapshot = await client.waitForType('DAY_MARKET');
    expect(snapshot.data).toEqual([quote(1, 'EURUSD', 100), quote(2, 'BTCUSD', 200)]);
    client.clear();
    for (let i = 1; i <= 50; i++)
      bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(1, 'EURUSD', 100 + i)] });
    bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(2, 'BTCUSD', 250)] });
    const update = await client.waitForType('DAY_MARKET');
    expect(update.data).toEqual([quote(1, 'EURUSD', 150), quote(2, 'BTCUSD', 250)]);
    await client.roundTrip();
    expect(client.ofType('DAY_MARKET')).toHaveLength(1);
    await client.close();
  });

  it('sends the forming candles of a known instrument and refuses unknown topics', async () => {
    const client = await open();
    client.send({ type: 'sub', params: 'KLINE.EURUSD' });
    const kline = await client.waitForType('KLINE.EURUSD');
    expect(kline.data).toEqual({ code: 'EURUSD', candles });
    client.send({ type: 'sub', params: 'KLINE.NOPE' });
    expect(await client.waitForType('error')).toEqual({
      type: 'error',
      code: 1301,
      msg: 'Unknown topic KLINE.NOPE',
    });
    client.clear();
    bus.publish('KLINE.EURUSD', { type: 'KLINE.BTCUSD', data: {} } as never);
    bus.publish('KLINE.EURUSD', {
      type: 'KLINE.EURUSD',
      data: { code: 'EURUSD', candles: {} },
    } as never);
    const update = await client.waitForType('KLINE.EURUSD');
    expect(update.data).toEqual({ code: 'EURUSD', candles: {} });
    expect(client.ofType('KLINE.BTCUSD')).toEqual([]);
    await client.close();
  });

  it('stops a topic on unsub', async () => {
    const client = await open();
    client.send({ type: 'sub', params: 'KLINE.BTCUSD' });
    await client.roundTrip();
    client.send({ type: 'unsub', params: 'KLINE.BTCUSD' });
    await client.roundTrip();
    expect(bus.handlerCount('KLINE.BTCUSD')).toBe(0);
    bus.publish('KLINE.BTCUSD', { type: 'KLINE.BTCUSD', data: {} } as never);
    await client.roundTrip();
    expect(client.ofType('KLINE.BTCUSD')).toEqual([]);
    await client.close();
  });

  it('limits the topics of one client', async () => {
    const client = await open();
    client.send([
      { type: 'sub', params: 'DAY_MARKET' },
      { type: 'sub', params: 'KLINE.EURUSD' },
      { type: 'sub', params: 'FOREX_TRADE' },
      { type: 'sub', params: 'DAY_MARKET' },
      { type: 'sub', params: 'FOREX_CLOSED' },
    ]);
    expect(await client.waitForType('error')).toEqual({
      type: 'error',
      code: 1302,
      msg: 'At most 3 topics per connection',
    });
    expect(client.ofType('DAY_MARKET')).toHaveLength(2);
    await client.close();
  });

  it.each([
    ['not json', 'not json', 1000, 'The request could not be read'],
    ['an empty object', '{}', 1001, 'Invalid value for type'],
    ['an unknown type', '{"type":"dance"}', 1001, 'Invalid value for type'],
    ['an unknown topic', '{"type":"sub","params":"NOPE"}', 1301, 'Unknown topic NOPE'],
    [
      'a frame over the limit',
      JSON.stringify({ type: 'ping', params: 'x'.repeat(20_000) }),
      1303,
      'Message too large: at most 16384 bytes',
    ],
    ['a binary frame', Buffer.from('{"type":"ping"}'), 1000, 'The request could not be read'],
  ])('answers %s with an error and keeps the socket open', async (_name, frame, code, msg) => {
    const client = await open();
    client.send(frame);
    expect(await client.waitForType('error')).toEqual({ type: 'error', code, msg });
    await client.roundTrip();
    expect(client.isOpen).toBe(true);
    await client.close();
  });

  it('translates by the lang query parameter, hk by default', async () => {
    const hk = await TestSocket.open(realtimeUrl(app));
    hk.send('nope');
    expect((await hk.waitForType('error')).msg).toBe('無法讀取請求');
    await hk.close();
  });

  it('answers a bad token with 999 and a good one with 1', async () => {
    const client = await open();
    client.send({ type: 'login', params: 'wrong' });
    expect(await client.waitForType('login_result')).toEqual({
      type: 'login_result',
      code: 999,
      msg: 'Please log in',
    });
    client.clear();
    client.send({ type: 'login', params: { token: 'token-7' } });
    expect(await client.waitForType('login_result')).toEqual({
      type: 'login_result',
      code: 1,
      msg: 'Success',
    });
    await client.close();
  });

  it('answers a failing login with an error and stays open', async () => {
    const client = await open();
    client.send({ type: 'login', params: 'explode' });
    expect(await client.waitForType('error')).toMatchObject({ code: 1004 });
    await client.roundTrip();
    await client.close();
  });

  it('delivers only the logged-in user’s account topics', async () => {
    const client = await open();
    client.send([
      { type: 'sub', params: 'FOREX_TRADE' },
      { type: 'login', params: 'token-7' },
    ]);
    expect((await client.waitForType('FOREX_TRADE')).data).toEqual(summary(7));
    client.clear();
    bus.publish(userChannel(8), { type: 'FOREX_TRADE', data: summary(8) });
    bus.publish(userChannel(7), { type: 'FOREX_CLOSED', data: { ids: [1] } });
    bus.publish(userChannel(7), { type: 'FOREX_TRADE', data: { ...summary(7), Balance: 5 } });
    expect((await client.waitForType('FOREX_TRADE')).data).toEqual({ ...summary(7), Balance: 5 });
    client.send({ type: 'sub', params: 'FOREX_CLOSED' });
    await client.roundTrip();
    bus.publish(userChannel(7), { type: 'FOREX_CLOSED', data: { ids: [3] } });
    bus.publish(userChannel(7), { type: 'FOREX_CLOSED', data: { ids: [4, 3] } });
    expect((await client.waitForType('FOREX_CLOSED')).data).toEqual({ ids: [3, 4] });
    expect(client.ofType('FOREX_CLOSED')).toHaveLength(1);
    await client.close();
  });

  it('sends a commit’s summary and the FOREX_CLOSED its command publishes a moment later in one batch', async () => {
    // A batch every 5 s at most: a FOREX_CLOSED left for the next batch would come 5 s late.
    const slow = await startGateway({ flushIntervalMs: 5_000 });
    try {
      const client = await TestSocket.open(realtimeUrl(slow.app));
      client.send([
        { type: 'login', params: 'token-7' },
        { type: 'sub', params: 'FOREX_TRADE' },
        { type: 'sub', params: 'FOREX_CLOSED' },
      ]);
      await client.waitForType('FOREX_TRADE');
      client.clear();
      // As the engine does: the commit publishes the summary, the command's promise the ids.
      slow.bus.publish(userChannel(7), {
        type: 'FOREX_TRADE',
        data: { ...summary(7), Balance: 9 },
      });
      await Promise.resolve();
      await Promise.resolve();
      slow.bus.publish(userChannel(7), { type: 'FOREX_CLOSED', data: { ids: [12] } });
      expect((await client.waitForType('FOREX_CLOSED', 2_000)).data).toEqual({ ids: [12] });
      expect(client.received.map((m) => m.type).sort()).toEqual(['FOREX_CLOSED', 'FOREX_TRADE']);
      await client.close();
    } finally {
      await slow.app.close();
    }
  });

  it('stops the user topics on logout and switches them on a new login', async () => {
    const client = await open();
    client.send([
      { type: 'login', params: 'token-7' },
      { type: 'sub', params: 'FOREX_TRADE' },
      { type: 'sub', params: 'FOREX_CLOSED' },
    ]);
    await client.waitForType('FOREX_TRADE');
    expect(bus.handlerCount(userChannel(7))).toBe(1);
    client.send({ type: 'logout' });
    await client.roundTrip();
    expect(bus.handlerCount(userChannel(7))).toBe(0);
    client.clear();
    bus.publish(userChannel(7), { type: 'FOREX_TRADE', data: summary(7) });
    await client.roundTrip();
    expect(client.ofType('FOREX_TRADE')).toEqual([]);
    client.send({ type: 'login', params: 'token-8' });
    expect((await client.waitForType('FOREX_TRADE')).data).toEqual(summary(8));
    expect(bus.handlerCount(userChannel(8))).toBe(1);
    await client.close();
  });

  it('leaves every bus channel when its sockets close', async () => {
    const before = bus.handlerCount();
    for (let round = 0; round < 3; round++) {
      const clients = await Promise.all(Array.from({ length: 20 }, () => open()));
      for (const [i, client] of clients.entries()) {
        client.send([
          { type: 'sub', params: 'DAY_MARKET' },
          { type: 'sub', params: 'KLINE.EURUSD' },
          { type: 'login', params: i % 2 === 0 ? 'token-7' : 'token-8' },
          { type: 'sub', params: 'FOREX_TRADE' },
        ]);
      }
      await Promise.all(clients.map((client) => client.waitForType('FOREX_TRADE')));
      expect(bus.handlerCount()).toBe(before + 4);
      await Promise.all(clients.map((client) => client.close()));
      await waitUntil(() => bus.handlerCount() === before);
    }
    expect(bus.handlerCount()).toBe(before);
  });
});

/** 2,000 instruments at one close: a DAY_MARKET frame of about 300 KB. */
const quotesAt = (close: number) =>
  Array.from({ length: 2_000 }, (_, i) => quote(i, `S${i}`, close));

describe.skipIf(onPostgres)('realtime client limits', () => {
  it('drops a client that cannot keep up, and only that one', async () => {
    const manyQuotes = Array.from({ length: 2_000 }, (_, i) => quote(i, `S${i}`, i));
    const { app } = await startGateway({ bufferedBytesMax: 1024 * 1024 }, () => manyQuotes);
    try {
      const slow = await TestSocket.open(realtimeUrl(app));
      const fine = await TestSocket.open(realtimeUrl(app));
      slow.socket.pause();
      // Each frame asks for 32 snapshots of ~300 KB: far more than the socket buffers hold.
      const frame = Array.from({ length: 32 }, () => ({ type: 'sub', params: 'DAY_MARKET' }));
      for (let i = 0; i < 10; i++) slow.send(frame);
      await waitUntil(() => app.websocketServer.clients.size === 1);
      slow.socket.resume();
      expect((await slow.closed).code).toBe(1006);
      await fine.roundTrip();
      expect(fine.isOpen).toBe(true);
      await fine.close();
    } finally {
      await app.close();
    }
  });

  it('conflates a socket that stops reading, then closes it; its unsent bytes stay bounded and a reading socket gets every push', async () => {
    const behindBufferedBytes = 64 * 1024;
    const { app, bus, gateway } = await startGateway(
      // One lane: each push goes to both sockets.
      {
        behindBufferedBytes,
        behindMsMax: 500,
        flushIntervalMs: 10,
        dayMarketLanes: { intervalMs: 10, lanes: 1 },
      },
      () => quotesAt(0),
    );
    try {
      const stalled = await TestSocket.open(realtimeUrl(app));
      const reading = await TestSocket.open(realtimeUrl(app));
      for (const client of [stalled, reading]) {
        client.send({ type: 'sub', params: 'DAY_MARKET' });
        await client.waitForType('DAY_MARKET');
      }
      stalled.socket.pause();
      reading.clear();
      // Each push is a frame of ~300 KB: the socket buffers fill within a few dozen pushes.
      const frameBytes = Buffer.byteLength(
        JSON.stringify({ type: 'DAY_MARKET', data: quotesAt(1) }),
      );
      let pushes = 0;
      let unsentBytesMax = 0;
      while (app.websocketServer.clients.size === 2 && pushes < 400) {
        pushes += 1;
        bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: quotesAt(pushes) });
        const close = pushes;
        await reading.waitFor(
          (m) => (m.data as MarketQuote[])[0]?.quotation.close === close,
          10_000,
        );
        for (const socket of app.websocketServer.clients) {
          unsentBytesMax = Math.max(unsentBytesMax, socket.bufferedAmount);
        }
      }
      // The stalled socket was closed by the server, and never held more than the bound and
      // one push unsent.
      expect(app.websocketServer.clients.size).toBe(1);
      expect(unsentBytesMax).toBeGreaterThan(0);
      expect(unsentBytesMax).toBeLessThanOrEqual(behindBufferedBytes + frameBytes);
      const stats = gateway.stats();
      expect(stats).toMatchObject({ sockets: 1, slowSocketsDropped: 1 });
      expect(stats.marketFramesConflated).toBeGreaterThan(0);
      // Every push went to each socket subscribed: written to the reading one, conflated for
      // the stalled one once it was behind.
      const delivered = stats.recentPushes.reduce((sum, push) => sum + push.sockets, 0);
      expect(stats.recentPushes).toHaveLength(pushes);
      expect(stats.marketFramesWritten + stats.marketFramesConflated).toBe(delivered);
      expect(stats.marketFramesWritten).toBeGreaterThan(pushes);
      stalled.socket.resume();
      expect((await stalled.closed).code).toBe(1006);
      // The reading socket got every push, in order.
      expect(
        reading.ofType('DAY_MARKET').map((m) => (m.data as MarketQuote[])[0]?.quotation.close),
      ).toEqual(Array.from({ length: pushes }, (_, i) => i + 1));
      await reading.roundTrip();
      expect(reading.isOpen).toBe(true);
      await reading.close();
    } finally {
      await app.close();
    }
  });

  it('pushes DAY_MARKET to the sockets in lanes by client port, each lane on its own slot', async () => {
    const lanes = { intervalMs: 200, lanes: 4 };
    const { app, bus, gateway } = await startGateway({ dayMarketLanes: lanes });
    try {
      const clients = await Promise.all(
        Array.from({ length: 8 }, () => TestSocket.open(realtimeUrl(app))),
      );
      for (const client of clients) {
        client.send({ type: 'sub', params: 'DAY_MARKET' });
        await client.waitForType('DAY_MARKET');
        client.clear();
      }
      bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(1, 'EURUSD', 7)] });
      for (const client of clients) await client.waitForType('DAY_MARKET');
      // One push per lane, to the sockets of that lane only, each due on a slot of 50 ms.
      const pushes = gateway.stats().recentPushes;
      const lanesOfPorts = new Map<number, number>();
      for (const client of clients) {
        const lane = laneOf(laneKeyOfPort(client.localPort), lanes.lanes);
        lanesOfPorts.set(lane, (lanesOfPorts.get(lane) ?? 0) + 1);
      }
      expect(pushes.map((push) => push.sockets).sort()).toEqual([...lanesOfPorts.values()].sort());
      // Each push was due on a slot of its own lane: 50 ms slots, owned by the lanes in turn.
      const slots = pushes.map((push) => push.dueMs / 50);
      for (const slot of slots) expect(Number.isInteger(slot)).toBe(true);
      expect(new Set(slots.map((slot) => laneOf(slot, lanes.lanes))).size).toBe(pushes.length);
      expect(Math.max(...slots) - Math.min(...slots)).toBeLessThan(lanes.lanes);
      // Every socket's first frame after the publication is the quote published.
      for (const client of clients) {
        const quotes = client.ofType('DAY_MARKET')[0]?.data as MarketQuote[] | undefined;
        expect(quotes?.[0]?.quotation.close).toBe(7);
      }
      for (const client of clients) await client.close();
    } finally {
      await app.close();
    }
  });

  it('writes a push a few sockets per turn, every push to every socket in order, and skips sockets cut off in the middle of one', async () => {
    const { app, bus, gateway } = await startGateway({
      socketsPerTurnMax: 2,
      flushIntervalMs: 5,
      dayMarketLanes: { intervalMs: 5, lanes: 1 },
    });
    try {
      const clients = await Promise.all(
        Array.from({ length: 12 }, () => TestSocket.open(realtimeUrl(app))),
      );
      for (const client of clients) {
        client.send({ type: 'sub', params: 'DAY_MARKET' });
        await client.waitForType('DAY_MARKET');
        client.clear();
      }
      const cut = new Set([clients[5], clients[11]]);
      const pushes = 30;
      for (let i = 1; i <= pushes; i += 1) {
        bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(1, 'EURUSD', i)] });
        const close = i;
        const arrived = (m: Received) => (m.data as MarketQuote[])[0]?.quotation.close === close;
        if (i === 10) {
          // The first socket has it: the push is still being written to the others, two a turn.
          await clients[0]?.waitFor(arrived);
          for (const client of cut) client?.socket.terminate();
        }
        for (const client of clients) if (!cut.has(client)) await client.waitFor(arrived);
      }
      await waitUntil(() => app.websocketServer.clients.size === 10);
      for (const client of clients) {
        const closes = client
          .ofType('DAY_MARKET')
          .map((m) => (m.data as MarketQuote[])[0]?.quotation.close);
        if (cut.has(client)) {
          expect(closes).toEqual(Array.from({ length: closes.length }, (_, i) => i + 1));
        } else {
          expect(closes).toEqual(Array.from({ length: pushes }, (_, i) => i + 1));
        }
      }
      const { recentPushes } = gateway.stats();
      expect(recentPushes).toHaveLength(pushes);
      expect(recentPushes[0]?.sockets).toBe(12);
      expect(recentPushes.at(-1)?.sockets).toBe(10);
      for (const push of recentPushes) {
        expect(push.cpuUserUs + push.cpuSystemUs).toBeGreaterThanOrEqual(0);
      }
      for (const client of clients) if (!cut.has(client)) await client.close();
    } finally {
      await app.close();
    }
  });

  it('sends a socket that fell behind and caught up the latest quotes, not every push it missed', async () => {
    const { app, bus } = await startGateway(
      { behindBufferedBytes: 64 * 1024, flushIntervalMs: 10 },
      () => quotesAt(0),
    );
    try {
      const client = await TestSocket.open(realtimeUrl(app));
      client.send({ type: 'sub', params: 'DAY_MARKET' });
      await client.waitForType('DAY_MARKET');
      client.socket.pause();
      client.clear();
      const pushes = 60;
      for (let i = 1; i <= pushes; i += 1) {
        bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: quotesAt(i) });
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      client.socket.resume();
      const latest = await client.waitFor(
        (m) => (m.data as MarketQuote[])[0]?.quotation.close === pushes,
        10_000,
      );
      expect((latest.data as MarketQuote[]).map((q) => q.quotation.close)).toEqual(
        Array.from({ length: 2_000 }, () => pushes),
      );
      const closes = client
        .ofType('DAY_MARKET')
        .map((m) => (m.data as MarketQuote[])[0]?.quotation.close as number);
      // Fewer frames than pushes, each newer than the one before, the latest last.
      expect(closes.length).toBeLessThan(pushes);
      expect(closes).toEqual([...closes].sort((a, b) => a - b));
      expect(closes.at(-1)).toBe(pushes);
      expect(client.isOpen).toBe(true);
      await client.close();
    } finally {
      await app.close();
    }
  });

  it('tells a client once that its frames wait on a slow login, and drops the rest unanswered', async () => {
    const { app } = await startGateway({ framesPendingMax: 4 });
    try {
      const client = await TestSocket.open(realtimeUrl(app, '?lang=en'));
      for (let round = 0; round < 2; round += 1) {
        client.clear();
        client.send({ type: 'login', params: 'slow' });
        for (let i = 0; i < 10; i += 1) client.send({ type: 'ping' });
        await client.waitForType('error');
        await waitUntil(() => slowLogins.length === 1);
        // The frames after the error are read by now or never answered; let the login through.
        await new Promise((resolve) => setTimeout(resolve, 100));
        slowLogins.shift()?.();
        await client.waitFor(() => client.ofType('pong').length === 3);
        await client.roundTrip();
        expect(client.ofType('error')).toEqual([
          { type: 'error', code: 1003, msg: 'Too many requests, please try again shortly' },
        ]);
        expect(client.ofType('login_result')).toMatchObject([{ code: 1 }]);
        expect(client.ofType('pong')).toHaveLength(4);
      }
      expect(client.isOpen).toBe(true);
      await client.close();
    } finally {
      await app.close();
    }
  });

  it('drops a socket that stops answering the heartbeat, and only that one', async () => {
    const { app } = await startGateway({ heartbeatIntervalMs: 50 });
    try {
      const silent = await TestSocket.open(realtimeUrl(app), { autoPong: false });
      const alive = await TestSocket.open(realtimeUrl(app));
      expect((await silent.closed).code).toBe(1006);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await alive.roundTrip();
      expect(alive.isOpen).toBe(true);
      await alive.close();
    } finally {
      await app.close();
    }
  });

  it('refuses sockets beyond the connection limit before the upgrade', async () => {
    const { app } = await startGateway({ clientsMax: 1 });
    try {
      const first = await TestSocket.open(realtimeUrl(app));
      expect(await handshake(realtimeUrl(app, '?lang=en'))).toEqual({
        status: 503,
        body: {
          code: 1306,
          msg: 'Too many live connections right now, please try again shortly',
          data: null,
        },
      });
      await first.roundTrip();
      await first.close();
    } finally {
      await app.close();
    }
  });

  it('closes a socket whose frame is beyond what ws reads, and only that one', async () => {
    const { app, bus } = await startGateway();
    try {
      const rude = await TestSocket.open(realtimeUrl(app));
      const fine = await TestSocket.open(realtimeUrl(app));
      fine.send({ type: 'sub', params: 'DAY_MARKET' });
      await fine.waitForType('DAY_MARKET');
      rude.send('x'.repeat(100_000));
      expect((await rude.closed).code).toBe(1009);
      fine.clear();
      bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(1, 'EURUSD', 7)] });
      expect((await fine.waitForType('DAY_MARKET')).data).toEqual([quote(1, 'EURUSD', 7)]);
      await fine.close();
    } finally {
      await app.close();
    }
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
