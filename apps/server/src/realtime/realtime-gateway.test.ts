import { randomUUID } from 'node:crypto';
import { chartPeriods, type Order } from '@tp/contract/entities';
import type { MarketQuote } from '@tp/contract/realtime';
import { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import { floatingPnl } from '@tp/domain/pnl';
import { exitPrice } from '@tp/domain/quote';
import { Side } from '@tp/domain/side';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { type Received, realtimeUrl, TestSocket } from '../test-support/ws-client.ts';
import { userChannel } from './bus.ts';

/** `/v1/ws` against the whole platform: real market, engine, database and a real socket. */
describe('realtime gateway on the platform', () => {
  let platform: TestPlatform;
  const open = () => TestSocket.open(realtimeUrl(platform.app, '?lang=en'));

  beforeAll(async () => {
    platform = await startTestPlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await platform?.close();
  });

  const eurusd = () => {
    const record = platform.market.instrumentByCode('EURUSD');
    if (!record) throw new Error('EURUSD is not in the catalogue');
    return record;
  };

  /** Pushes EURUSD `pips` price steps away from its current mid and returns the new mid. */
  const moveEurusd = (pips: number): number => {
    const record = eurusd();
    const mid = platform.market.quote(record.id)?.mid ?? new Decimal(1);
    const step = new Decimal(10).pow(-record.terms.pricePrecision);
    const next = mid.plus(step.times(pips)).toDecimalPlaces(record.terms.pricePrecision);
    platform.prices.push('EURUSD', next);
    return next.toNumber();
  };

  const eurusdIn = (message: Received) =>
    (message.data as MarketQuote[]).find((quote) => quote.symbol === 'EURUSD');

  async function demoToken(): Promise<{ token: string; userId: number }> {
    const res = await platform.app.inject({
      method: 'GET',
      url: '/api/user/createAccountDemoForU',
      query: { demo_id: randomUUID(), t: String(Date.now()) },
      headers: { lang: 'en' },
    });
    const body = res.json() as { code: number; data: { token: string; user: { id: number } } };
    expect(body.code).toBe(1);
    return { token: body.data.token, userId: body.data.user.id };
  }

  async function submitBuy(token: string, extra: Record<string, number> = {}): Promise<Order> {
    const { terms, id } = eurusd();
    const res = await platform.app.inject({
      method: 'POST',
      url: '/v1/api/forex/submit',
      headers: { lang: 'en', authorization: token },
      payload: {
        type: Side.buy,
        cont: terms.minLots.toNumber(),
        forex_id: id,
        status: 1,
        multiple: terms.leverageOptions[0],
        ...extra,
      },
    });
    const body = res.json() as { code: number; msg: string; data: Order };
    expect(body).toMatchObject({ code: 1 });
    return body.data;
  }

  it('answers ping with pong', async () => {
    const client = await open();
    client.send({ type: 'ping' });
    expect(await client.waitForType('pong')).toEqual({ type: 'pong' });
    await client.close();
  });

  it('sends the DAY_MARKET snapshot of every instrument, then the new close after a tick', async () => {
    const client = await open();
    client.send({ type: 'sub', params: 'DAY_MARKET' });
    const snapshot = await client.waitForType('DAY_MARKET');
    const quotes = snapshot.data as MarketQuote[];
    expect(quotes.map((q) => q.symbol).sort()).toEqual(
      platform.market
        .instruments()
        .map((record) => record.code)
        .sort(),
    );
    for (const quote of quotes) expect(quote.quotation.bid).toBeLessThan(quote.quotation.ask);
    const close = moveEurusd(25);
    const update = await client.waitFor(
      (m) => m.type === 'DAY_MARKET' && eurusdIn(m)?.quotation.close === close,
    );
    const quote = eurusdIn(update);
    expect(quote?.quotation.bid).toBeLessThan(close);
    expect(quote?.quotation.ask).toBeGreaterThan(close);
    await client.close();
  });

  it('sends the forming candle of all six periods on KLINE.{code}, then updates it', async () => {
    const client = await open();
    client.send({ type: 'sub', params: 'KLINE.EURUSD' });
    const snapshot = await client.waitForType('KLINE.EURUSD');
    const data = snapshot.data as { code: string; candles: Record<string, { Close: number }> };
    expect(data.code).toBe('EURUSD');
    expect(Object.keys(data.candles).sort()).toEqual([...chartPeriods].sort());
    const close = moveEurusd(-10);
    const update = await client.waitFor((m) => {
      const candles = (m.data as typeof data | undefined)?.candles;
      return m.type === 'KLINE.EURUSD' && candles?.['1min']?.Close === close;
    });
    const candles = (update.data as typeof data).candles;
    for (const period of chartPeriods) expect(candles[period]?.Close).toBe(close);
    await client.close();
  });

  it('answers a login with a bad token with 999', async () => {
    const client = await open();
    client.send({ type: 'login', params: 'not-a-token' });
    expect(await client.waitForType('login_result')).toEqual({
      type: 'login_result',
      code: 999,
      msg: 'Please log in',
    });
    await client.close();
  });

  it('pushes FOREX_TRADE with the floating P&L of the new price', async () => {
    const { token, userId } = await demoToken();
    const client = await open();
    client.send([
      { type: 'login', params: token },
      { type: 'sub', params: 'FOREX_TRADE' },
    ]);
    expect(await client.waitForType('login_result')).toMatchObject({ code: 1 });
    const first = await client.waitForType('FOREX_TRADE');
    expect((first.data as { TransOrder: Order[] }).TransOrder).toEqual([]);

    const order = await submitBuy(token);
    const record = eurusd();
    moveEurusd(40);
    const quote = platform.market.quote(record.id);
    if (!quote) throw new Error('no EURUSD quote');
    const exit = exitPrice(Side.buy, quote);
    const expected = bookAmount(
      floatingPnl({
        side: Side.buy,
        entryPrice: new Decimal(order.OriginPrice),
        exitPrice: exit,
        lots: new Decimal(order.Quantity),
        contractSize: record.terms.contractSize,
        quoteToUsd: platform.market.quoteToUsd(record.terms.quoteCurrency) ?? new Decimal(1),
      }),
    ).toNumber();

    const live = await client.waitFor((m) => {
      const held = (m.data as { TransOrder?: Order[] } | undefined)?.TransOrder?.[0];
      return m.type === 'FOREX_TRADE' && held?.UpdatePrice === exit.toNumber();
    });
    const held = (live.data as { TransOrder: Order[] }).TransOrder;
    expect(held).toHaveLength(1);
    expect(held[0]?.Id).toBe(order.Id);
    expect(held[0]?.FactProfits).toBe(expected);
    expect(expected).not.toBe(0);

    client.send({ type: 'logout' });
    await client.roundTrip();
    expect(platform.bus.handlerCount(userChannel(userId))).toBe(0);
    await client.close();
  });

  it('starts account topics subscribed before the login', async () => {
    const { token } = await demoToken();
    const client = await open();
    client.send([
      { type: 'sub', params: 'FOREX_CLOSED' },
      { type: 'sub', params: 'FOREX_TRADE' },
    ]);
    await client.roundTrip();
    expect(client.ofType('FOREX_TRADE')).toEqual([]);
    client.send({ type: 'login', params: { token } });
    const summary = await client.waitForType('FOREX_TRADE');
    expect(summary.data).toMatchObject({ TransOrder: [], CautionMoneyAll: 0 });
    await client.close();
  });

  it('reads an array frame in order', async () => {
    const client = await open();
    client.send([{ type: 'ping' }, { type: 'sub', params: 'DAY_MARKET' }]);
    await client.waitForType('DAY_MARKET');
    expect(client.received.map((m) => m.type)).toEqual(['pong', 'DAY_MARKET']);
    await client.close();
  });

  it('answers malformed frames with an error while another client keeps receiving', async () => {
    const watcher = await open();
    watcher.send({ type: 'sub', params: 'DAY_MARKET' });
    await watcher.waitForType('DAY_MARKET');
    const client = await open();
    const frames: [unknown, number][] = [
      ['not json', 1000],
      [{}, 1001],
      [{ type: 'sub', params: 'NOPE' }, 1301],
      [JSON.stringify({ type: 'ping', params: 'x'.repeat(20_000) }), 1303],
    ];
    for (const [frame, code] of frames) {
      client.clear();
      client.send(frame);
      const error = await client.waitForType('error');
      expect(error.code).toBe(code);
      expect(typeof error.msg).toBe('string');
    }
    await client.roundTrip();
    expect(client.isOpen).toBe(true);

    watcher.clear();
    const close = moveEurusd(7);
    await watcher.waitFor((m) => m.type === 'DAY_MARKET' && eurusdIn(m)?.quotation.close === close);
    await Promise.all([client.close(), watcher.close()]);
  });

  it('leaves no bus subscription behind after many connect and close cycles', async () => {
    const { token } = await demoToken();
    const before = platform.bus.handlerCount();
    for (let round = 0; round < 3; round++) {
      const clients = await Promise.all(Array.from({ length: 20 }, () => open()));
      for (const client of clients) {
        client.send([
          { type: 'sub', params: 'DAY_MARKET' },
          { type: 'sub', params: 'KLINE.EURUSD' },
          { type: 'login', params: token },
          { type: 'sub', params: 'FOREX_TRADE' },
          { type: 'sub', params: 'FOREX_CLOSED' },
        ]);
      }
      await Promise.all(clients.map((client) => client.waitForType('FOREX_TRADE')));
      expect(platform.bus.handlerCount()).toBeGreaterThan(before);
      await Promise.all(clients.map((client) => client.close()));
      await waitUntil(() => platform.bus.handlerCount() === before);
    }
    expect(platform.bus.handlerCount()).toBe(before);
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
