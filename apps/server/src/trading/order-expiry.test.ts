import { CloseReason, type Order, OrderStatus } from '@tp/contract/entities';
import { Topic } from '@tp/contract/realtime';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LedgerMemo, LedgerType } from '../engine/ledger-type.ts';
import { userChannel } from '../realtime/bus.ts';
import { callApi, ledgerCheck, newDemoUser, rowCounts } from '../test-support/api-test-client.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';

let platform: TestPlatform;
let eurusd: number;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
});

afterAll(async () => {
  await platform?.close();
});

afterEach(() => {
  platform.clock.set(marketsOpenAt);
});

/** EURUSD's spread is 0.00012: the bid is the mid − 0.00006, the ask the mid + 0.00006. */
async function tick(mid: string): Promise<void> {
  platform.prices.push('EURUSD', mid);
  await platform.engine.settled();
}

/** Moves the engine's clock; what fell due is cancelled before this resolves. */
async function clockAt(iso: string): Promise<void> {
  platform.clock.set(new Date(iso));
  await platform.engine.settled();
}

/** A pending buy limit of 1 lot EURUSD at 1.08 (the price is 1.10), with the given expiry. */
const pendingBuy = (token: string, expiry: Record<string, unknown>, lang = 'en') =>
  callApi(
    platform.app,
    'submit',
    { type: 1, cont: 1, forex_id: eurusd, multiple: 100, status: 0, target_price: 1.08, ...expiry },
    { token, headers: { lang } },
  );

async function placed(token: string, expiry: Record<string, unknown>): Promise<Order> {
  const answer = await pendingBuy(token, expiry);
  expect(answer.msg).toBe('Order placed');
  return answer.data;
}

const stored = (orderId: number) =>
  platform.db
    .selectFrom('orders')
    .select(['status', 'close_reason', 'expires_at', 'closed_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

const balance = async (token: string) =>
  (await callApi(platform.app, 'balance', {}, { token })).data.balance;

async function ledgerOf(orderId: number) {
  const rows = await platform.db
    .selectFrom('ledger_entries')
    .select(['amount', 'type', 'memo'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => [new Decimal(row.amount).toNumber(), row.type, row.memo]);
}

async function tab(token: string, status: 0 | 1 | 3): Promise<Order[]> {
  return (await callApi(platform.app, 'myDeal', { status }, { token })).data.data;
}

/** Collects the FOREX_CLOSED ids pushed to a user. */
function closedIds(userId: number): { ids: number[]; stop: () => void } {
  const ids: number[] = [];
  const stop = platform.bus.subscribe(userChannel(userId), (message) => {
    const frame = message as { type: string; data: { ids: number[] } };
    if (frame.type === Topic.forexClosed) ids.push(...frame.data.ids);
  });
  return { ids, stop };
}

describe('placing a pending order with an expiry', () => {
  it.each([
    ['good till cancelled by default', {}, '', null],
    ['good till cancelled by type 0', { expire_type: 0 }, '', null],
    [
      'end of day: the next 00:00 UTC',
      { expire_type: 1 },
      '2026-11-19 00:00:00',
      '2026-11-19T00:00:00Z',
    ],
    [
      'a date and time',
      { expire_type: 2, expire_time: '2026-11-20 08:30:00' },
      '2026-11-20 08:30:00',
      '2026-11-20T08:30:00Z',
    ],
  ])('%s: stored and answered in the order', async (_name, expiry, shown, kept) => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const order = await placed(token, expiry);
    expect(order).toMatchObject({ Status: OrderStatus.pending, ExpireTimeHandler: shown });
    expect((await stored(order.Id)).expires_at).toEqual(kept === null ? null : new Date(kept));
    const [listed] = await tab(token, 0);
    expect(listed).toMatchObject({ Id: order.Id, ExpireTimeHandler: shown });
  });

  it('a market order without an expiry answers an empty one', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const answer = await callApi(
      platform.app,
      'submit',
      { type: 1, cont: 1, forex_id: eurusd, multiple: 100, status: 1, expire_type: 0 },
      { token },
    );
    expect(answer.data).toMatchObject({ Status: OrderStatus.holding, ExpireTimeHandler: '' });
  });
});

describe('refusals: a translated message, nothing written', () => {
  it.each([
    ['a date without a time', { expire_type: 2 }, 2122, 'Please choose when the order expires'],
    [
      'a date in the past',
      { expire_type: 2, expire_time: '2026-11-18 11:59:59' },
      2123,
      'This expiry time has already passed',
    ],
    [
      'a date that is now',
      { expire_type: 2, expire_time: '2026-11-18 12:00:00' },
      2123,
      'This expiry time has already passed',
    ],
    [
      'a date more than a year ahead',
      { expire_type: 2, expire_time: '2027-11-18 12:00:01' },
      2124,
      'An order can expire at most one year ahead',
    ],
    [
      'an expiry on a market order',
      { status: 1, target_price: undefined, expire_type: 1 },
      2121,
      'Only a pending order can have an expiry',
    ],
    ['an unknown type', { expire_type: 3 }, 1001, 'Invalid value for expire_type'],
    [
      'a time with end of day',
      { expire_type: 1, expire_time: '2026-11-20 08:30:00' },
      1001,
      'Invalid value for expire_time',
    ],
    [
      'a time with good till cancelled',
      { expire_time: '2026-11-20 08:30:00' },
      1001,
      'Invalid value for expire_time',
    ],
    [
      'a time not in the wire format',
      { expire_type: 2, expire_time: '2026-11-20T08:30:00Z' },
      1001,
      'Invalid value for expire_time',
    ],
    [
      'a day the calendar lacks',
      { expire_type: 2, expire_time: '2026-11-31 08:30:00' },
      1001,
      'Invalid value for expire_time',
    ],
  ])('%s', async (_name, expiry, code, msg) => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const before = await rowCounts(platform.db);
    const answer = await pendingBuy(token, expiry);
    expect({ code: answer.code, msg: answer.msg }).toEqual({ code, msg });
    expect(await rowCounts(platform.db)).toEqual(before);
    expect(await balance(token)).toBe(10000);
  });

  it('speaks the trader’s language', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const answer = await pendingBuy(token, { expire_type: 2 }, 'de');
    expect(answer).toMatchObject({ code: 2122, msg: 'Bitte wählen Sie, wann die Order abläuft' });
  });
});

describe('expiry in the engine', () => {
  it('cancels the order at its time and not before: reserve returned, ledger exact, owner told', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const order = await placed(token, { expire_type: 2, expire_time: '2026-11-18 12:05:00' });
    const reserved = new Decimal(order.CautionMoney).plus(order.TradeFee).toNumber();
    expect(await balance(token)).toBe(10000 - reserved);
    const pushed = closedIds(userId);

    await clockAt('2026-11-18T12:04:59.999Z');
    expect((await stored(order.Id)).status).toBe(OrderStatus.pending);
    expect(pushed.ids).toEqual([]);

    await clockAt('2026-11-18T12:05:00Z');
    await platform.engine.settled();
    pushed.stop();
    expect(await stored(order.Id)).toEqual({
      status: OrderStatus.cancelled,
      close_reason: CloseReason.expired,
      expires_at: new Date('2026-11-18T12:05:00Z'),
      closed_at: new Date('2026-11-18T12:05:00Z'),
    });
    expect(await balance(token)).toBe(10000);
    expect(await ledgerOf(order.Id)).toEqual([
      [-order.CautionMoney, LedgerType.marginLock, LedgerMemo.marginLock],
      [-order.TradeFee, LedgerType.fee, LedgerMemo.fee],
      [order.CautionMoney, LedgerType.marginRelease, LedgerMemo.marginRelease],
      [order.TradeFee, LedgerType.feeRefund, LedgerMemo.feeRefund],
    ]);
    const check = await ledgerCheck(platform.db, userId);
    expect(check.balance.eq(check.ledgerSum)).toBe(true);
    expect(pushed.ids).toEqual([order.Id]);
    expect(await tab(token, 0)).toEqual([]);
    expect(await tab(token, 3)).toMatchObject([
      {
        Id: order.Id,
        Status: OrderStatus.cancelled,
        CloseReason: CloseReason.expired,
        ExpireTimeHandler: '2026-11-18 12:05:00',
        CompleteTimeHandler: '2026-11-18 12:05:00',
      },
    ]);
    // Cancelling it afterwards finds nothing open.
    const cancel = await callApi(platform.app, 'cancelTrade', { id: order.Id }, { token });
    expect(cancel.code).toBe(2202);
  });

  it('ends the day at 00:00 UTC, also while the market is closed, and leaves orders without one', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    platform.clock.set(new Date('2026-11-20T21:00:00Z'));
    const endOfDay = await placed(token, { expire_type: 1 });
    const untilCancelled = await placed(token, {});
    expect(endOfDay.ExpireTimeHandler).toBe('2026-11-21 00:00:00');
    await clockAt('2026-11-20T23:59:59Z');
    expect((await stored(endOfDay.Id)).status).toBe(OrderStatus.pending);
    // Saturday: forex is closed, and the order expires all the same.
    await clockAt('2026-11-21T00:00:00Z');
    expect(await stored(endOfDay.Id)).toMatchObject({
      status: OrderStatus.cancelled,
      close_reason: CloseReason.expired,
    });
    await clockAt('2027-06-01T00:00:00Z');
    expect((await stored(untilCancelled.Id)).status).toBe(OrderStatus.pending);
  });

  it('an order filled before its expiry is not touched by it', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const order = await placed(token, { expire_type: 2, expire_time: '2026-11-18 12:05:00' });
    await tick('1.07990');
    expect((await stored(order.Id)).status).toBe(OrderStatus.holding);
    const ledgerBefore = await ledgerOf(order.Id);
    await clockAt('2026-11-18T13:00:00Z');
    expect(await stored(order.Id)).toMatchObject({ status: OrderStatus.holding, close_reason: 0 });
    expect(await ledgerOf(order.Id)).toEqual(ledgerBefore);
    const [holding] = await tab(token, 1);
    expect(holding).toMatchObject({ Id: order.Id, ExpireTimeHandler: '2026-11-18 12:05:00' });
    await callApi(platform.app, 'close', { id: order.Id }, { token });
    const check = await ledgerCheck(platform.db, userId);
    expect(check.balance.eq(check.ledgerSum)).toBe(true);
    await tick('1.10000');
  });

  it('a tick through the target after the expiry does not fill it', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const order = await placed(token, { expire_type: 2, expire_time: '2026-11-18 12:05:00' });
    await clockAt('2026-11-18T12:06:00Z');
    await tick('1.07990');
    expect(await stored(order.Id)).toMatchObject({
      status: OrderStatus.cancelled,
      close_reason: CloseReason.expired,
    });
    expect(await balance(token)).toBe(10000);
    await tick('1.10000');
  });

  it('a retry of an order with an expiry answers the same order; another expiry under its id is refused', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const expiry = { expire_type: 2, expire_time: '2026-11-19 08:00:00', client_order_id: 'exp-1' };
    const first = await placed(token, expiry);
    const again = await pendingBuy(token, expiry);
    expect(again.data.Id).toBe(first.Id);
    const other = await pendingBuy(token, { ...expiry, expire_time: '2026-11-19 09:00:00' });
    expect(other.code).toBe(2112);
  });
});
