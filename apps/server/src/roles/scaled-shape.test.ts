import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type DataOf, type EndpointName, endpoints } from '@tp/contract/endpoints';
import { type AccountSummary, CloseReason, OrderStatus } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import type { MarketQuote } from '@tp/contract/realtime';
import { formatWireTime } from '@tp/contract/wire-time';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../http/auth.ts';
import { ManualPriceSource } from '../market/price-source.ts';
import type { Platform } from '../platform-types.ts';
import { userChannel } from '../realtime/bus.ts';
import { type Answer, callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { expectBooksOf } from '../test-support/engine/simulation-invariants.ts';
import { multipartBody, testJpeg } from '../test-support/funds-test-kit.ts';
import { redisReachable } from '../test-support/redis.ts';
import {
  type ScaledSetup,
  scaledSetup,
  startTestProcess,
  untilRole,
} from '../test-support/scaled-platform.ts';
import { type Received, realtimeUrl, TestSocket } from '../test-support/ws-client.ts';

// The scaled shape's processes share PostgreSQL (advisory locks) and Redis: without both
// (`npm test` runs on the embedded database) there is nothing to run; `npm run test:pg` runs it.
const ready = Boolean(process.env.TEST_DATABASE_URL) && (await redisReachable());

/**
 * The scaled shape of DESIGN §2 as separate processes would run it (each here a platform of
 * its own: its own pool, Redis connections, roles): a feed, an engine with a second one standing
 * by, and two gateways. Traders go through either gateway; the engine decides everything once.
 */
describe.skipIf(!ready)('the scaled shape: two gateways, one engine, one feed', () => {
  let setup: ScaledSetup;
  const prices = new ManualPriceSource();
  let feed: Platform;
  let engineA: Platform;
  let engineB: Platform;
  let gatewayOne: Platform;
  let gatewayTwo: Platform;
  let eurusdId: number;

  beforeAll(async () => {
    setup = await scaledSetup();
    feed = await startTestProcess(setup, ['feed'], { priceSource: prices });
    engineA = await startTestProcess(setup, ['engine']);
    await untilRole(feed, 'feed');
    await untilRole(engineA, 'engine');
    engineB = await startTestProcess(setup, ['engine']);
    gatewayOne = await startTestProcess(setup, ['gateway'], { engineTimeoutMs: 2_000 });
    gatewayTwo = await startTestProcess(setup, ['gateway'], { engineTimeoutMs: 2_000 });
    await Promise.all([gatewayOne, gatewayTwo].map(listen));
    eurusdId = gatewayOne.market.instrumentByCode('EURUSD')?.id ?? 0;
    await pushPrice('EURUSD', '1.10000');
  }, 120_000);

  afterAll(async () => {
    for (const process of [gatewayOne, gatewayTwo, engineB, engineA, feed]) await process?.close();
    await setup?.drop();
  }, 60_000);

  /** Pushes a mid at the feed and waits until both gateways and the leading engine quote it. */
  async function pushPrice(code: string, mid: string): Promise<void> {
    prices.push(code, mid);
    const followers = [gatewayOne, gatewayTwo, engineA, engineB];
    await until(() =>
      followers.every((p) => {
        const id = p.market.instrumentByCode(code)?.id;
        return id !== undefined && p.market.quote(id)?.mid.eq(mid) === true;
      }),
    );
  }

  const buy = (lots: string) => ({
    type: 1,
    cont: lots,
    forex_id: eurusdId,
    status: 1,
    multiple: 100,
  });

  it('carries the feed’s prices to every process', () => {
    const [first, ...others] = [feed, gatewayOne, gatewayTwo, engineA, engineB].map((p) =>
      p.market.quote(eurusdId),
    );
    expect(first?.mid.toString()).toBe('1.1');
    for (const quote of others) expect(quote).toEqual(first);
    expect(engineB.roles().engine).toBe('standby');
    expect(engineA.localEngine()).toBeDefined();
    expect(gatewayOne.localEngine()).toBeUndefined();
  });

  it('trades through either gateway against one engine', async () => {
    const trader = await newDemoUser(gatewayOne.app);
    const opened = await callApi(gatewayOne.app, 'submit', buy('0.1'), { token: trader.token });
    expect(opened.code).toBe(1);
    expect(opened.data.Status).toBe(OrderStatus.holding);
    // The other gateway sees the position the engine holds, valued at the same quote.
    const holding = await callApi(
      gatewayTwo.app,
      'myDeal',
      { status: 1, page: 1 },
      { token: trader.token },
    );
    expect(holding.data.data.map((o) => o.Id)).toEqual([opened.data.Id]);
    const closed = await callApi(
      gatewayTwo.app,
      'close',
      { id: opened.data.Id },
      { token: trader.token },
    );
    expect(closed.code).toBe(1);
    expect(closed.data.Status).toBe(OrderStatus.closed);
    const again = await callApi(
      gatewayOne.app,
      'close',
      { id: opened.data.Id },
      { token: trader.token },
    );
    expect(again.code).toBe(ErrorCatalogue.orderNotOpen.code);
    await expectBooksOf(gatewayOne.db, trader.userId, gatewayOne.engine);
  });

  it('answers the engine’s refusals translated, with their values', async () => {
    const trader = await newDemoUser(gatewayTwo.app);
    const tooBig = await callApi(gatewayTwo.app, 'submit', buy('100'), {
      token: trader.token,
      headers: { lang: 'hk' },
    });
    expect(tooBig.code).toBe(ErrorCatalogue.insufficientMargin.code);
    expect(tooBig.msg).not.toBe('');
    expect(tooBig.msg).not.toMatch(/[a-z]{4}/);
    const badLots = await callApi(gatewayTwo.app, 'submit', buy('0.015'), { token: trader.token });
    expect(badLots.code).toBe(ErrorCatalogue.invalidLots.code);
    expect(badLots.msg).toBe('Invalid lots: at least 0.01, in steps of 0.01');
  });

  it('serves an image uploaded through one gateway from the other, and counts the trader’s uploads once for both', async () => {
    const suffix = randomBytes(5).toString('hex');
    const user = await gatewayOne.db
      .insertInto('users')
      .values({
        uid: `8${suffix}`,
        email: `uploader-${suffix}@example.com`,
        password_hash: null,
        is_demo: false,
        demo_id: null,
        invite_code: `U${suffix}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(gatewayOne.db, user.id, setup.clock.now());
    const upload = async (gateway: Platform) => {
      const body = multipartBody(await testJpeg());
      const res = await gateway.app.inject({
        method: 'POST',
        url: endpoints.imageUpload.path,
        headers: { lang: 'en', authorization: token, 'content-type': body.contentType },
        payload: body.payload,
      });
      return (res.json() as Answer<{ url: string }>).data.url;
    };
    const fetchThrough = (gateway: Platform, link: string) => {
      const url = new URL(link, 'http://localhost');
      return gateway.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    };

    const viaOne = await upload(gatewayOne);
    const viaTwo = await upload(gatewayTwo);
    for (const [link, other] of [
      [viaOne, gatewayTwo],
      [viaTwo, gatewayOne],
    ] as const) {
      const served = await fetchThrough(other, link);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
    const usage = await gatewayTwo.db
      .selectFrom('upload_usage')
      .select('upload_count')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(usage.upload_count).toBe(2);
  });

  it('never overspends free margin with fifty submits and closes at once through both gateways', async () => {
    const trader = await newDemoUser(gatewayOne.app);
    const urls = await Promise.all([gatewayOne, gatewayTwo].map(listen));
    const post = <N extends EndpointName>(i: number, name: N, body: object) =>
      postJson<N>(`${urls[i % 2]}${endpoints[name].path}`, body, trader.token);
    // 1.8 lots at 1:100 needs 1,980 USD of margin: 10,000 USD holds five at most.
    const opened: number[] = [];
    for (let i = 0; i < 3; i += 1) opened.push((await post(i, 'submit', buy('1.8'))).data.Id);
    const requests = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 4
        ? { kind: 'close', answer: post(i, 'close', { id: opened[i % 3] }) }
        : { kind: 'submit', answer: post(i, 'submit', buy('1.8')) },
    );
    const answers = await Promise.all(
      requests.map(async (r) => ({ kind: r.kind, answer: await r.answer })),
    );
    const submits = answers.filter((r) => r.kind === 'submit').map((r) => r.answer);
    const closes = answers.filter((r) => r.kind === 'close').map((r) => r.answer);
    const accepted = submits.filter((a) => a.code === 1);
    expect(submits.filter((a) => a.code !== 1).map((a) => a.code)).toEqual(
      Array(submits.length - accepted.length).fill(ErrorCatalogue.insufficientMargin.code),
    );
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(5);
    expect(closes.filter((a) => a.code === 1)).toHaveLength(3);
    expect(closes.filter((a) => a.code === ErrorCatalogue.orderNotOpen.code)).toHaveLength(7);

    const ledger = await feed.db
      .selectFrom('ledger_entries')
      .select(['id', 'balance_after'])
      .where('user_id', '=', trader.userId)
      .execute();
    for (const entry of ledger) {
      expect(new Decimal(entry.balance_after).isNegative(), `entry ${entry.id}`).toBe(false);
    }
    await expectBooksOf(feed.db, trader.userId, gatewayTwo.engine);
  });

  it('fills a pending order at the feed’s price and tells the trader’s socket on the other gateway', async () => {
    const trader = await newDemoUser(gatewayOne.app);
    const socket = await TestSocket.open(realtimeUrl(gatewayTwo.app));
    socket.send([
      { type: 'login', params: trader.token },
      { type: 'sub', params: 'FOREX_CLOSED' },
      { type: 'sub', params: 'FOREX_TRADE' },
      { type: 'sub', params: 'DAY_MARKET' },
      { type: 'sub', params: 'NOTICE' },
    ]);
    expect((await socket.waitForType('login_result')).code).toBe(1);
    const pending = await callApi(
      gatewayOne.app,
      'submit',
      { ...buy('0.1'), status: 0, target_price: '1.09000' },
      { token: trader.token },
    );
    expect(pending.data.Status).toBe(OrderStatus.pending);

    await pushPrice('EURUSD', '1.08950');
    const closedIds = await socket.waitFor(
      (m) =>
        m.type === 'FOREX_CLOSED' && (m.data as { ids: number[] }).ids.includes(pending.data.Id),
    );
    expect(closedIds.type).toBe('FOREX_CLOSED');
    // The engine's notification of the fill reaches the other gateway's socket through Redis.
    const notice = await socket.waitFor(
      (m) =>
        m.type === 'NOTICE' &&
        (m.data as { items: { params: { order_id?: number } }[] }).items.some(
          (item) => item.params.order_id === pending.data.Id,
        ),
    );
    expect(notice.type).toBe('NOTICE');
    const quote = await socket.waitFor(
      (m) =>
        m.type === 'DAY_MARKET' &&
        (m.data as MarketQuote[]).some(
          (q) => q.symbol === 'EURUSD' && q.quotation.close === 1.0895,
        ),
    );
    expect(quote.type).toBe('DAY_MARKET');
    const holding = await callApi(
      gatewayTwo.app,
      'myDeal',
      { status: 1, page: 1 },
      { token: trader.token },
    );
    expect(holding.data.data.map((o) => [o.Id, o.OriginPrice])).toEqual([[pending.data.Id, 1.09]]);
    // The engine knows a socket on another process listens: the position's value follows prices.
    await pushPrice('EURUSD', '1.09500');
    const live = await socket.waitFor(
      (m) =>
        m.type === 'FOREX_TRADE' &&
        (m.data as AccountSummary).TransOrder.some(
          (o) => o.Id === pending.data.Id && o.FactProfits > 0,
        ),
    );
    const summary = live.data as AccountSummary;
    expect(summary.ProfitsTotal).toBe(summary.TransOrder[0]?.FactProfits);
    await socket.close();
    await pushPrice('EURUSD', '1.10000');
  });

  it('carries a pending order’s expiry to the leading engine, which expires it and tells the socket on the other gateway', async () => {
    const trader = await newDemoUser(gatewayOne.app);
    const socket = await TestSocket.open(realtimeUrl(gatewayTwo.app));
    socket.send([
      { type: 'login', params: trader.token },
      { type: 'sub', params: 'FOREX_CLOSED' },
    ]);
    expect((await socket.waitForType('login_result')).code).toBe(1);
    const expiresAt = new Date(setup.clock.now().getTime() + 5 * 60_000);
    const pending = await callApi(
      gatewayOne.app,
      'submit',
      {
        ...buy('0.1'),
        status: 0,
        target_price: '1.09000',
        expire_type: 2,
        expire_time: formatWireTime(expiresAt),
      },
      { token: trader.token },
    );
    expect(pending.data.ExpireTimeHandler).toBe(formatWireTime(expiresAt));
    const now = setup.clock.now();
    try {
      setup.clock.set(expiresAt);
      const closed = await socket.waitFor(
        (m) =>
          m.type === 'FOREX_CLOSED' && (m.data as { ids: number[] }).ids.includes(pending.data.Id),
      );
      expect(closed.type).toBe('FOREX_CLOSED');
      const history = await callApi(
        gatewayTwo.app,
        'myDeal',
        { status: 3, page: 1 },
        { token: trader.token },
      );
      expect(history.data.data).toMatchObject([
        { Id: pending.data.Id, Status: OrderStatus.cancelled, CloseReason: CloseReason.expired },
      ]);
    } finally {
      setup.clock.set(now);
      await socket.close();
    }
  });

  it('logs out a socket on one gateway when its session ends through the other, before the answer', async () => {
    const trader = await newDemoUser(gatewayOne.app);
    const socket = await TestSocket.open(realtimeUrl(gatewayTwo.app, '?lang=en'));
    socket.send([
      { type: 'login', params: trader.token },
      { type: 'sub', params: 'FOREX_TRADE' },
      { type: 'sub', params: 'FOREX_CLOSED' },
      { type: 'sub', params: 'DAY_MARKET' },
    ]);
    expect((await socket.waitForType('login_result')).code).toBe(1);
    await socket.waitForType('FOREX_TRADE');
    const held = await callApi(gatewayOne.app, 'submit', buy('0.1'), { token: trader.token });
    expect(held.code).toBe(1);
    // The other gateway has the session in its cache.
    expect((await callApi(gatewayTwo.app, 'balance', {}, { token: trader.token })).code).toBe(1);

    const answer = await callApi(gatewayOne.app, 'logout', {}, { token: trader.token });
    expect(answer.code).toBe(1);
    // By the answer, the other gateway has logged the socket out and forgotten the session.
    expect(gatewayTwo.bus.handlerCount(userChannel(trader.userId))).toBe(0);
    expect((await callApi(gatewayTwo.app, 'balance', {}, { token: trader.token })).code).toBe(999);
    const ended = (m: Received) => m.type === 'login_result' && m.code === 999;
    expect(await socket.waitFor(ended)).toEqual({
      type: 'login_result',
      code: 999,
      msg: 'Please log in',
    });
    // Prices move under the position: the market still comes, the account no more.
    await pushPrice('EURUSD', '1.10200');
    await socket.waitFor(
      (m) =>
        m.type === 'DAY_MARKET' &&
        (m.data as MarketQuote[]).some((q) => q.symbol === 'EURUSD' && q.quotation.close === 1.102),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    await socket.roundTrip();
    const after = socket.received.slice(socket.received.findIndex(ended) + 1);
    expect(after.filter((m) => m.type === 'FOREX_TRADE' || m.type === 'FOREX_CLOSED')).toEqual([]);
    await socket.close();
    await pushPrice('EURUSD', '1.10000');
  });

  it('goes on with the standby engine when the leading one stops, with every position kept', async () => {
    const trader = await newDemoUser(gatewayOne.app);
    const held = await callApi(gatewayOne.app, 'submit', buy('0.2'), { token: trader.token });
    expect(held.code).toBe(1);

    await engineA.close();
    await untilRole(engineB, 'engine');
    // The gateways reach the new engine as soon as it answers.
    await until(
      async () =>
        (await callApi(gatewayTwo.app, 'balance', {}, { token: trader.token })).code === 1,
    );
    const holding = await callApi(
      gatewayTwo.app,
      'myDeal',
      { status: 1, page: 1 },
      { token: trader.token },
    );
    expect(holding.data.data.map((o) => o.Id)).toEqual([held.data.Id]);
    const closed = await callApi(
      gatewayOne.app,
      'close',
      { id: held.data.Id },
      { token: trader.token },
    );
    expect(closed.code).toBe(1);
    await expectBooksOf(feed.db, trader.userId, gatewayOne.engine);
  });

  it('tells the trader that trading is not answering when no engine is left, and books nothing', async () => {
    const trader = await newDemoUser(gatewayOne.app);
    await engineB.close();
    // Nobody takes the request: the gateway gives up after its wait (2 s here).
    const first = await callApi(gatewayOne.app, 'submit', buy('0.1'), { token: trader.token });
    expect(first.code).toBe(ErrorCatalogue.engineUnavailable.code);
    expect(first.msg).toBe(
      'Trading is not answering right now; check your orders before you try again',
    );
    const orders = await feed.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', trader.userId)
      .execute();
    expect(orders).toEqual([]);
  });
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function listen(platform: Platform): Promise<string> {
  if (!platform.app.server.listening) await platform.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
}

async function postJson<N extends EndpointName>(
  url: string,
  body: object,
  token: string,
): Promise<Answer<DataOf<N>>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, lang: 'en' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Answer<DataOf<N>>;
}
