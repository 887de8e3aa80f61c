import { orderPageSize } from '@tp/contract/endpoints';
import { CloseReason, type Order, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import { orderEstimate } from '@tp/domain/order-check';
import { floatingPnl } from '@tp/domain/pnl';
import { quoteFromMid } from '@tp/domain/quote';
import { Side } from '@tp/domain/side';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LedgerMemo, LedgerType } from '../engine/ledger-type.ts';
import type { InstrumentRecord } from '../market/market-service.ts';
import { callApi, ledgerCheck, newDemoUser, rowCounts } from '../test-support/api-test-client.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
});

afterAll(async () => {
  await platform?.close();
});

afterEach(() => {
  platform.clock.set(marketsOpenAt);
});

function instrument(code: string): InstrumentRecord {
  const found = platform.market.instrumentByCode(code);
  if (!found) throw new Error(`${code} is not seeded`);
  return found;
}

const submit = (token: string, params: Record<string, unknown>, headers?: Record<string, string>) =>
  callApi(platform.app, 'submit', params, { token, headers });

const balanceOf = async (token: string) =>
  new Decimal((await callApi(platform.app, 'balance', {}, { token })).data.balance);

async function ledgerOf(userId: number) {
  const rows = await platform.db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    amount: new Decimal(row.amount),
    type: row.type,
    memo: row.memo,
    orderId: row.order_id,
  }));
}

/** What the domain rules say a market order should book, at the prices just pushed. */
function expectedFill(
  code: string,
  side: Side,
  lots: string,
  leverage: number | undefined,
  quoteToUsd: Decimal.Value,
) {
  const { terms } = instrument(code);
  const quote = platform.market.quote(instrument(code).id);
  if (!quote) throw new Error(`no quote for ${code}`);
  return orderEstimate({
    terms,
    side,
    lots: new Decimal(lots),
    leverage,
    quote,
    quoteToUsd: new Decimal(quoteToUsd),
    feeType: 1,
  });
}

async function expectNothingWritten(action: () => Promise<unknown>) {
  const before = await rowCounts(platform.db);
  await action();
  expect(await rowCounts(platform.db)).toEqual(before);
}

describe('submit: market orders', () => {
  it('buys EURUSD at the ask, taking margin and fee out of the balance through the ledger', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    // Spread 0.00012: bid 1.09994, ask 1.10006.
    const answer = await submit(token, {
      type: 1,
      cont: 1,
      forex_id: instrument('EURUSD').id,
      status: 1,
      multiple: 100,
    });
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('Order placed');
    const order = answer.data;
    const expected = expectedFill('EURUSD', Side.buy, '1', 100, 1);
    expect(expected.price.toNumber()).toBe(1.10006);
    expect(expected.margin.toNumber()).toBe(1100.06);
    expect(expected.fee.toNumber()).toBe(7);
    expect(order).toMatchObject({
      ForexId: instrument('EURUSD').id,
      OrderType: 1,
      Quantity: 1,
      OriginPrice: 1.10006,
      Price: 1.10006,
      UpdatePrice: 1.09994,
      FactProfits: -12,
      CautionMoney: 1100.06,
      TradeFee: 7,
      TargetLossPrice: 0,
      TargetProfitPrice: 0,
      Multiple: 100,
      Status: OrderStatus.holding,
      CreateTimeHandler: '2026-11-18 12:00:00',
      CompleteTimeHandler: '',
      ForexTradeLists: { ShowCode: 'EUR/USD', Code: 'EURUSD', PricePrecision: 5 },
    });
    expect(await balanceOf(token)).toEqual(new Decimal(10000).minus(1100.06).minus(7));
    const balance = await callApi(platform.app, 'balance', {}, { token });
    expect(balance.data.lock_balance).toBe(1100.06);
    const ledger = await ledgerOf(userId);
    expect(ledger.slice(1).map((e) => [e.amount.toNumber(), e.type, e.memo, e.orderId])).toEqual([
      [-1100.06, LedgerType.marginLock, LedgerMemo.marginLock, order.Id],
      [-7, LedgerType.fee, LedgerMemo.fee, order.Id],
    ]);
    const row = await platform.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.Id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: userId, status: 1, mode: 1, side: 1, leverage: 100 });
    expect(new Decimal(row.open_price ?? 0).toNumber()).toBe(1.10006);
  });

  it('sells EURUSD at the bid, with stops that are on the right side of the price', async () => {
    const { token } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    const answer = await submit(token, {
      type: 2,
      cont: '0.5',
      forex_id: instrument('EURUSD').id,
      status: 1,
      multiple: 200,
      stop_loss_price: '1.105',
      target_profit_price: 1.09,
    });
    expect(answer.code).toBe(1);
    const expected = expectedFill('EURUSD', Side.sell, '0.5', 200, 1);
    expect(answer.data).toMatchObject({
      OrderType: 2,
      OriginPrice: 1.09994,
      CautionMoney: expected.margin.toNumber(),
      TradeFee: 3.5,
      TargetLossPrice: 1.105,
      TargetProfitPrice: 1.09,
      Multiple: 200,
    });
    expect(expected.margin.toNumber()).toBe(274.985);
    expect(await balanceOf(token)).toEqual(new Decimal(10000).minus(274.985).minus(3.5));
  });

  it('converts the margin of USDJPY through 1 / USDJPY', async () => {
    const { token } = await newDemoUser(platform.app);
    platform.prices.push('USDJPY', '150.000');
    const answer = await submit(token, {
      type: 1,
      cont: 1,
      forex_id: instrument('USDJPY').id,
      status: 1,
      multiple: 100,
    });
    expect(answer.code).toBe(1);
    const expected = expectedFill('USDJPY', Side.buy, '1', 100, new Decimal(1).div(150));
    // 100 000 × 150.007 / 150 / 100, to 6 decimals.
    expect(expected.margin.toString()).toBe('1000.046667');
    expect(answer.data.CautionMoney).toBe(1000.046667);
    expect(await balanceOf(token)).toEqual(new Decimal(10000).minus('1000.046667').minus(7));
  });

  it('converts the margin of EURGBP through GBPUSD', async () => {
    const { token } = await newDemoUser(platform.app);
    platform.prices.push('GBPUSD', '1.27000');
    platform.prices.push('EURGBP', '0.85000');
    const answer = await submit(token, {
      type: 1,
      cont: 1,
      forex_id: instrument('EURGBP').id,
      status: 1,
      multiple: 100,
    });
    expect(answer.code).toBe(1);
    const expected = expectedFill('EURGBP', Side.buy, '1', 100, '1.27');
    // 100 000 × 0.85007 × 1.27 / 100.
    expect(expected.margin.toString()).toBe('1079.5889');
    expect(answer.data.CautionMoney).toBe(1079.5889);
  });

  it('books lots × contract size for a fixed-margin instrument, which takes no leverage', async () => {
    const { token } = await newDemoUser(platform.app);
    platform.prices.push('XAGUSD', '30.000');
    const answer = await submit(token, {
      type: 1,
      cont: '0.5',
      forex_id: instrument('XAGUSD').id,
      status: 1,
    });
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ CautionMoney: 2500, TradeFee: 3.5, Multiple: 0 });
    expect(await balanceOf(token)).toEqual(new Decimal(10000).minus(2500).minus(3.5));
  });

  it('accepts a form-encoded body as the spec client sends it', async () => {
    const { token } = await newDemoUser(platform.app);
    const res = await platform.app.inject({
      method: 'POST',
      url: '/v1/api/forex/submit',
      headers: {
        lang: 'en',
        authorization: token,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `type=1&cont=0.01&forex_id=${instrument('EURUSD').id}&status=1&multiple=100&stop_loss_price=0&target_profit_price=`,
    });
    expect(res.json()).toMatchObject({
      code: 1,
      data: { Quantity: 0.01, TargetLossPrice: 0, TargetProfitPrice: 0 },
    });
  });
});

describe('submit: refusals write nothing', () => {
  const refusals: [string, Record<string, unknown>, number, string][] = [
    ['lots off the step', { cont: 0.015 }, 2102, 'Invalid lots: at least 0.01, in steps of 0.01'],
    [
      'lots below the minimum',
      { cont: 0.001 },
      2102,
      'Invalid lots: at least 0.01, in steps of 0.01',
    ],
    ['zero lots', { cont: 0 }, 2102, 'Invalid lots: at least 0.01, in steps of 0.01'],
    ['negative lots', { cont: -1 }, 2102, 'Invalid lots: at least 0.01, in steps of 0.01'],
    [
      'lots above the maximum',
      { cont: 101 },
      2102,
      'Invalid lots: at least 0.01, in steps of 0.01',
    ],
    ['a leverage not offered', { multiple: 7 }, 2104, 'This leverage is not available'],
    [
      'no leverage on a leveraged instrument',
      { multiple: undefined },
      2104,
      'This leverage is not available',
    ],
    [
      'more margin than the account has',
      { cont: 50, multiple: 10 },
      2107,
      'Insufficient free margin',
    ],
    [
      'a stop-loss above the bid of a buy',
      { stop_loss_price: 1.2 },
      2105,
      'Invalid stop-loss price',
    ],
    [
      'a take-profit below the bid of a buy',
      { target_profit_price: 1.0 },
      2106,
      'Invalid take-profit price',
    ],
    ['a negative stop-loss', { stop_loss_price: -1 }, 2105, 'Invalid stop-loss price'],
    ['an unknown instrument', { forex_id: 999_999 }, 2001, 'Instrument not found'],
    ['a pending order without a price', { status: 0 }, 2108, 'Please enter the price'],
    [
      'a pending order at a price of 0',
      { status: 0, target_price: 0 },
      2108,
      'Please enter the price',
    ],
    ['an unknown form mode', { status: 5 }, 1001, 'Invalid value for status'],
    ['an unknown side', { type: 3 }, 1001, 'Invalid value for type'],
    ['lots that are not a number', { cont: 'abc' }, 1001, 'Invalid value for cont'],
    ['no instrument', { forex_id: undefined }, 1001, 'Invalid value for forex_id'],
    ['a fractional instrument id', { forex_id: 1.5 }, 1001, 'Invalid value for forex_id'],
    [
      'an oversized idempotency id',
      { client_order_id: 'k'.repeat(65) },
      1001,
      'Invalid value for client_order_id',
    ],
    [
      'an unprintable idempotency id',
      { client_order_id: 'a\u0000b' },
      1001,
      'Invalid value for client_order_id',
    ],
  ];

  for (const [name, change, code, msg] of refusals) {
    it(`refuses ${name}`, async () => {
      const { token } = await newDemoUser(platform.app);
      platform.prices.push('EURUSD', '1.10000');
      const params = {
        type: 1,
        cont: 1,
        forex_id: instrument('EURUSD').id,
        status: 1,
        multiple: 100,
        ...change,
      };
      const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
      await expectNothingWritten(async () => {
        expect(await submit(token, defined)).toEqual({ code, msg, data: null });
      });
      expect(await balanceOf(token)).toEqual(new Decimal(10000));
    });
  }

  it('answers a body that is not JSON, or not an object, with a clear message and no 500', async () => {
    const { token } = await newDemoUser(platform.app);
    const bodies = ['{"type": 1, "cont":', 'null', '[1,2,3]', '"text"'];
    await expectNothingWritten(async () => {
      for (const payload of bodies) {
        for (const url of ['/v1/api/forex/submit', '/v1/api/forex/close']) {
          const res = await platform.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { authorization: token, lang: 'en', 'content-type': 'application/json' },
          });
          expect(res.statusCode, `${url} ${payload}`).toBe(200);
          const answer = res.json() as { code: number; msg: string };
          expect(answer.code, `${url} ${payload}`).not.toBe(1);
          expect([1000, 1001]).toContain(answer.code);
          expect(answer.msg.length).toBeGreaterThan(5);
        }
      }
    });
  });

  it('refuses while the market is closed (a Saturday)', async () => {
    const { token } = await newDemoUser(platform.app);
    platform.clock.set(new Date('2026-11-21T12:00:00Z'));
    await expectNothingWritten(async () => {
      const answer = await submit(token, {
        type: 1,
        cont: 1,
        forex_id: instrument('EURUSD').id,
        status: 1,
        multiple: 100,
      });
      expect(answer).toEqual({ code: 2101, msg: 'The market is closed', data: null });
    });
  });

  it('answers in the language of the request', async () => {
    const { token } = await newDemoUser(platform.app);
    const answer = await submit(
      token,
      { type: 1, cont: 0.015, forex_id: instrument('EURUSD').id, status: 1, multiple: 100 },
      { lang: 'hk' },
    );
    expect(answer.msg).toBe('手數無效：最少 0.01，步長 0.01');
  });

  it('answers 999 without a session on submit, my_deal and close', async () => {
    await expectNothingWritten(async () => {
      const params = {
        type: 1,
        cont: 1,
        forex_id: instrument('EURUSD').id,
        status: 1,
        multiple: 100,
      };
      expect((await callApi(platform.app, 'submit', params)).code).toBe(999);
      expect((await callApi(platform.app, 'myDeal', { status: 1 })).code).toBe(999);
      expect((await callApi(platform.app, 'close', { id: 1 }, { token: 'expired' })).code).toBe(
        999,
      );
    });
  });
});

describe('submit: idempotency', () => {
  it('answers a retry with the same client_order_id with the first order and books once', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const params = {
      type: 1,
      cont: '0.1',
      forex_id: instrument('EURUSD').id,
      status: 1,
      multiple: 100,
      client_order_id: 'retry-1',
    };
    const first = await submit(token, params);
    const ledgerAfterFirst = (await ledgerOf(userId)).length;
    platform.prices.push('EURUSD', '1.20000');
    const second = await submit(token, params);
    expect(second.code).toBe(1);
    expect(second.data.Id).toBe(first.data.Id);
    expect(second.data.OriginPrice).toBe(first.data.OriginPrice);
    expect((await ledgerOf(userId)).length).toBe(ledgerAfterFirst);
    const orders = await platform.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('takes the idempotency id from the header too, and a retry of a closed order answers it closed', async () => {
    const { token } = await newDemoUser(platform.app);
    const params = {
      type: 2,
      cont: '0.1',
      forex_id: instrument('EURUSD').id,
      status: 1,
      multiple: 100,
    };
    const first = await submit(token, params, { 'idempotency-key': 'hdr-1' });
    await callApi(platform.app, 'close', { id: first.data.Id }, { token });
    const retry = await submit(token, params, { 'idempotency-key': 'hdr-1' });
    expect(retry.data).toMatchObject({ Id: first.data.Id, Status: OrderStatus.closed });
    const other = await submit(token, params, { 'idempotency-key': 'hdr-2' });
    expect(other.data.Id).not.toBe(first.data.Id);
  });

  it('refuses an idempotency id reused with different parameters, and books nothing', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const eurusd = instrument('EURUSD');
    platform.prices.push('EURUSD', '1.10000');
    const params = {
      type: 1,
      cont: '0.1',
      forex_id: eurusd.id,
      status: 1,
      multiple: 100,
      stop_loss_price: 1.05,
      client_order_id: 'reused-1',
    };
    const first = await submit(token, params);
    expect(first.code).toBe(1);
    const before = await rowCounts(platform.db);
    const ledgerBefore = await ledgerOf(userId);
    const changes: Record<string, unknown>[] = [
      { cont: '0.2' },
      { type: 2 },
      { multiple: 50 },
      { stop_loss_price: 1.04 },
      { stop_loss_price: 0 },
      { target_profit_price: 1.2 },
      { forex_id: instrument('GBPUSD').id },
      { status: 0, target_price: 1.09 },
    ];
    for (const change of changes) {
      const reused = await submit(token, { ...params, ...change });
      expect(reused, JSON.stringify(change)).toMatchObject({
        code: 2112,
        msg: 'This order id was already used for a different order; place it again with a new id',
        data: null,
      });
    }
    const inChinese = await callApi(
      platform.app,
      'submit',
      { ...params, cont: '0.3' },
      { token, headers: { lang: 'hk' } },
    );
    expect(inChinese.msg).toBe('此訂單編號已用於另一張訂單，請以新編號重新下單');
    expect(await rowCounts(platform.db)).toEqual(before);
    expect(await ledgerOf(userId)).toEqual(ledgerBefore);
  });

  it('still answers a retry as the first order after its stops were changed, and reads 1.10 lots as 1.1', async () => {
    const { token } = await newDemoUser(platform.app);
    const eurusd = instrument('EURUSD');
    platform.prices.push('EURUSD', '1.10000');
    const params = {
      type: 1,
      cont: '0.1',
      forex_id: eurusd.id,
      status: 1,
      multiple: 100,
      stop_loss_price: 1.05,
      client_order_id: 'retry-after-stops',
    };
    const first = await submit(token, params);
    const moved = await callApi(
      platform.app,
      'setStopPrice',
      { id: first.data.Id, stop_loss_price: 1.06, target_profit_price: 1.2 },
      { token },
    );
    expect(moved.code).toBe(1);
    const retry = await submit(token, { ...params, cont: '0.10', stop_loss_price: '1.050' });
    expect(retry.code).toBe(1);
    expect(retry.data).toMatchObject({ Id: first.data.Id, TargetLossPrice: 1.06 });
  });

  it('lets two users use the same idempotency id independently', async () => {
    const a = await newDemoUser(platform.app);
    const b = await newDemoUser(platform.app);
    const params = {
      type: 1,
      cont: '0.1',
      forex_id: instrument('EURUSD').id,
      status: 1,
      multiple: 100,
      client_order_id: 'shared',
    };
    const first = await submit(a.token, params);
    const second = await submit(b.token, params);
    expect(first.code).toBe(1);
    expect(second.code).toBe(1);
    expect(second.data.Id).not.toBe(first.data.Id);
  });
});

describe('close', () => {
  it('closes at the bid, books the realised P&L, and returns the margin', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const eurusd = instrument('EURUSD');
    platform.prices.push('EURUSD', '1.10000');
    const before = await balanceOf(token);
    const opened = (
      await submit(token, { type: 1, cont: 2, forex_id: eurusd.id, status: 1, multiple: 100 })
    ).data;
    platform.prices.push('EURUSD', '1.10500');
    platform.clock.advance(60_000);
    const closed = await callApi(platform.app, 'close', { id: opened.Id }, { token });
    expect(closed.code).toBe(1);
    expect(closed.msg).toBe('Position closed');
    const exit = quoteFromMid({
      mid: new Decimal('1.105'),
      spread: eurusd.terms.spread,
      pricePrecision: 5,
    }).bid;
    const pnl = bookAmount(
      floatingPnl({
        side: Side.buy,
        entryPrice: new Decimal(opened.OriginPrice),
        exitPrice: exit,
        lots: new Decimal(2),
        contractSize: eurusd.terms.contractSize,
        quoteToUsd: new Decimal(1),
      }),
    );
    // (1.10494 − 1.10006) × 200 000.
    expect(pnl.toNumber()).toBe(976);
    expect(closed.data).toMatchObject({
      Id: opened.Id,
      Status: OrderStatus.closed,
      UpdatePrice: 1.10494,
      FactProfits: 976,
      CloseReason: CloseReason.user,
      CompleteTimeHandler: '2026-11-18 12:01:00',
    });
    const after = await balanceOf(token);
    expect(after.minus(before)).toEqual(pnl.minus(opened.TradeFee));
    const ledger = await ledgerOf(userId);
    expect(ledger.slice(-2).map((e) => [e.amount.toNumber(), e.type])).toEqual([
      [opened.CautionMoney, LedgerType.marginRelease],
      [976, LedgerType.realisedPnl],
    ]);
    const balance = await callApi(platform.app, 'balance', {}, { token });
    expect(balance.data.lock_balance).toBe(0);
    const check = await ledgerCheck(platform.db, userId);
    expect(check.balance).toEqual(check.ledgerSum);
  });

  it('closes a sell at the ask, a loss included', async () => {
    const { token } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    const before = await balanceOf(token);
    const opened = (
      await submit(token, {
        type: 2,
        cont: 1,
        forex_id: instrument('EURUSD').id,
        status: 1,
        multiple: 100,
      })
    ).data;
    platform.prices.push('EURUSD', '1.10100');
    const closed = await callApi(platform.app, 'close', { id: opened.Id }, { token });
    // (1.10106 − 1.09994) × −100 000.
    expect(closed.data).toMatchObject({ UpdatePrice: 1.10106, FactProfits: -112 });
    expect((await balanceOf(token)).minus(before).toNumber()).toBe(-112 - 7);
  });

  it('refuses a second close, another user’s order and an unknown id, writing nothing', async () => {
    const owner = await newDemoUser(platform.app);
    const stranger = await newDemoUser(platform.app);
    const opened = (
      await submit(owner.token, {
        type: 1,
        cont: 1,
        forex_id: instrument('EURUSD').id,
        status: 1,
        multiple: 100,
      })
    ).data;
    await expectNothingWritten(async () => {
      expect(
        await callApi(platform.app, 'close', { id: opened.Id }, { token: stranger.token }),
      ).toEqual({
        code: 2201,
        msg: 'Order not found',
        data: null,
      });
      expect(
        (await callApi(platform.app, 'close', { id: 987_654_321 }, { token: owner.token })).code,
      ).toBe(2201);
      expect((await callApi(platform.app, 'close', { id: 'x' }, { token: owner.token })).code).toBe(
        1001,
      );
      expect((await callApi(platform.app, 'close', {}, { token: owner.token })).code).toBe(1001);
      for (const id of [-5, 0, Number.MAX_SAFE_INTEGER]) {
        expect((await callApi(platform.app, 'close', { id }, { token: owner.token })).code).toBe(
          2201,
        );
      }
      expect(
        (await callApi(platform.app, 'close', { id: 1e20 }, { token: owner.token })).code,
      ).toBe(1001);
    });
    expect(
      (await callApi(platform.app, 'close', { id: opened.Id }, { token: owner.token })).code,
    ).toBe(1);
    await expectNothingWritten(async () => {
      expect(
        await callApi(platform.app, 'close', { id: opened.Id }, { token: owner.token }),
      ).toEqual({
        code: 2202,
        msg: 'This order is not open',
        data: null,
      });
    });
  });

  it('refuses to close while the market is closed', async () => {
    const { token } = await newDemoUser(platform.app);
    const opened = (
      await submit(token, {
        type: 1,
        cont: 1,
        forex_id: instrument('EURUSD').id,
        status: 1,
        multiple: 100,
      })
    ).data;
    platform.clock.set(new Date('2026-11-22T10:00:00Z'));
    await expectNothingWritten(async () => {
      expect((await callApi(platform.app, 'close', { id: opened.Id }, { token })).code).toBe(2101);
    });
  });

  it('brings a balance a stop-out through a gap left below zero back to zero, charged to the broker', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    platform.prices.push('BTCUSD', '65000');
    // 1 lot at leverage 10: 6 500 margin, 30 fee, 3 470 left.
    const opened = (
      await submit(token, {
        type: 1,
        cont: 1,
        forex_id: instrument('BTCUSD').id,
        status: 1,
        multiple: 10,
      })
    ).data;
    expect(opened.CautionMoney).toBeCloseTo(6501.25, 6);
    // The gap takes the risk rate far below the stop-out level: the engine closes the position.
    platform.prices.push('BTCUSD', '50000');
    await platform.engine.settled();
    const history = await callApi(platform.app, 'myDeal', { status: 3 }, { token });
    const [closed] = history.data.data;
    expect(closed).toMatchObject({ Id: opened.Id, CloseReason: CloseReason.stopOut });
    expect(closed?.FactProfits).toBeLessThan(-10_000);
    expect((await balanceOf(token)).toNumber()).toBe(0);
    const ledger = await ledgerOf(userId);
    const last = ledger.at(-1);
    expect(last?.type).toBe(LedgerType.negativeBalanceProtection);
    expect(last?.memo).toBe(LedgerMemo.negativeBalanceProtection);
    const check = await ledgerCheck(platform.db, userId);
    expect(check.balance.toNumber()).toBe(0);
    expect(check.ledgerSum.toNumber()).toBe(0);
  });
});

describe('my_deal', () => {
  it('pages holding orders newest first with their live P&L', async () => {
    const { token } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    const ids: number[] = [];
    for (let i = 0; i < orderPageSize + 5; i += 1) {
      const answer = await submit(token, {
        type: 1,
        cont: '0.01',
        forex_id: instrument('EURUSD').id,
        status: 1,
        multiple: 200,
      });
      expect(answer.code).toBe(1);
      ids.push(answer.data.Id);
    }
    const first = await callApi(platform.app, 'myDeal', { status: 1, page: 1 }, { token });
    const second = await callApi(platform.app, 'myDeal', { status: 1, page: 2 }, { token });
    const third = await callApi(platform.app, 'myDeal', { status: 1, page: 3 }, { token });
    const newestFirst = [...ids].reverse();
    expect(first.data.data.map((o) => o.Id)).toEqual(newestFirst.slice(0, orderPageSize));
    expect(second.data.data.map((o) => o.Id)).toEqual(newestFirst.slice(orderPageSize));
    expect(third.data.data).toEqual([]);
    expect(first.data.total).toBe(orderPageSize + 5);
    // Each 0.01 lot is valued at the bid: (1.09994 − 1.10006) × 1 000 = −0.12.
    expect(first.data.data.every((o) => o.FactProfits === -0.12)).toBe(true);
    expect(first.data.all_fact_profits).toBeCloseTo(-0.12 * (orderPageSize + 5), 6);
    expect(new Decimal(first.data.balance)).toEqual(await balanceOf(token));
  });

  it('lists closed orders under history with their realised P&L, and pending as empty', async () => {
    const { token } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    const a = (
      await submit(token, {
        type: 1,
        cont: 1,
        forex_id: instrument('EURUSD').id,
        status: 1,
        multiple: 100,
      })
    ).data;
    const b = (
      await submit(token, {
        type: 2,
        cont: 1,
        forex_id: instrument('EURUSD').id,
        status: 1,
        multiple: 100,
      })
    ).data;
    platform.prices.push('EURUSD', '1.10100');
    const closedA = (await callApi(platform.app, 'close', { id: a.Id }, { token })).data;
    const closedB = (await callApi(platform.app, 'close', { id: b.Id }, { token })).data;
    const history = await callApi(platform.app, 'myDeal', { status: 3 }, { token });
    expect(history.data.data.map((o: Order) => [o.Id, o.Status])).toEqual([
      [b.Id, OrderStatus.closed],
      [a.Id, OrderStatus.closed],
    ]);
    expect(history.data.data[1]).toEqual(closedA);
    expect(history.data.total).toBe(2);
    expect(history.data.all_fact_profits).toBe(
      new Decimal(closedA.FactProfits).plus(closedB.FactProfits).toNumber(),
    );
    const holding = await callApi(platform.app, 'myDeal', { status: 1 }, { token });
    expect(holding.data).toMatchObject({ data: [], total: 0, all_fact_profits: 0 });
    const pending = await callApi(platform.app, 'myDeal', { status: 0, page: 1 }, { token });
    expect(pending.data).toMatchObject({ data: [], total: 0, all_fact_profits: 0 });
  });

  it('never shows another user’s orders', async () => {
    const owner = await newDemoUser(platform.app);
    const stranger = await newDemoUser(platform.app);
    await submit(owner.token, {
      type: 1,
      cont: 1,
      forex_id: instrument('EURUSD').id,
      status: 1,
      multiple: 100,
    });
    const seen = await callApi(platform.app, 'myDeal', { status: 1 }, { token: stranger.token });
    expect(seen.data.total).toBe(0);
  });

  it('refuses an unknown tab or page with a clear message', async () => {
    const { token } = await newDemoUser(platform.app);
    expect(await callApi(platform.app, 'myDeal', { status: 2 }, { token })).toEqual({
      code: 1001,
      msg: 'Invalid value for status',
      data: null,
    });
    expect((await callApi(platform.app, 'myDeal', { status: 1, page: 0 }, { token })).msg).toBe(
      'Invalid value for page',
    );
    expect((await callApi(platform.app, 'myDeal', { status: 'x' }, { token })).code).toBe(1001);
  });
});
