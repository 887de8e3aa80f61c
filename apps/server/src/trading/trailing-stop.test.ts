import { CloseReason, type Order, OrderStatus } from '@tp/contract/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, ledgerCheck, newDemoUser } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let eurusd: number;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
});

afterAll(async () => {
  await platform?.close();
});

/** EURUSD's spread is 0.00012: the bid is the mid − 0.00006, the ask the mid + 0.00006. */
async function tick(mid: string): Promise<void> {
  platform.prices.push('EURUSD', mid);
  await platform.engine.settled();
}

async function opened(token: string, type: 1 | 2): Promise<Order> {
  const answer = await callApi(
    platform.app,
    'submit',
    { forex_id: eurusd, cont: 1, multiple: 100, status: 1, type },
    { token },
  );
  expect(answer.msg).toBe('Order placed');
  return answer.data;
}

const setStops = (token: string, params: Record<string, unknown>) =>
  callApi(platform.app, 'setStopPrice', params, { token });

/** What the database holds of the order: the level the trail reached and its distance. */
async function stored(orderId: number) {
  const row = await platform.db
    .selectFrom('orders')
    .select(['status', 'stop_loss', 'trailing_distance', 'close_reason', 'close_price'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    status: row.status,
    stopLoss: row.stop_loss === null ? null : Number(row.stop_loss),
    distance: row.trailing_distance === null ? null : Number(row.trailing_distance),
    reason: row.close_reason,
    closePrice: row.close_price === null ? null : Number(row.close_price),
  };
}

describe('trailing stop', () => {
  it('a trailing stop that tightens three times and fires through a gap', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const buy = await opened(token, 1);
    expect(buy.OriginPrice).toBe(1.10006);
    const set = await setStops(token, { id: buy.Id, trailing_distance: '0.00200' });
    // Set at the bid 1.09994: the stop starts 20 pips behind it.
    expect(set).toMatchObject({
      code: 1,
      data: { Id: buy.Id, TargetLossPrice: 1.09794, TrailingDistance: 0.002 },
    });
    expect(await stored(buy.Id)).toMatchObject({ stopLoss: 1.09794, distance: 0.002 });

    await tick('1.10100');
    expect((await stored(buy.Id)).stopLoss).toBe(1.09894);
    // A move against the position leaves the stop where it is: it never loosens.
    await tick('1.10050');
    expect((await stored(buy.Id)).stopLoss).toBe(1.09894);
    await tick('1.10300');
    expect((await stored(buy.Id)).stopLoss).toBe(1.10094);
    await tick('1.10500');
    expect((await stored(buy.Id)).stopLoss).toBe(1.10294);
    const [holding] = (await callApi(platform.app, 'myDeal', { status: 1 }, { token })).data.data;
    expect(holding).toMatchObject({
      Id: buy.Id,
      TargetLossPrice: 1.10294,
      TrailingDistance: 0.002,
    });

    // The price gaps 100 pips through the stop: the position closes at the gapped bid.
    await tick('1.09500');
    expect(await stored(buy.Id)).toEqual({
      status: OrderStatus.closed,
      stopLoss: 1.10294,
      distance: 0.002,
      reason: CloseReason.trailingStop,
      closePrice: 1.09494,
    });
    const [closed] = (await callApi(platform.app, 'myDeal', { status: 3 }, { token })).data.data;
    // (1.09494 − 1.10006) × 100 000.
    expect(closed).toMatchObject({
      Id: buy.Id,
      CloseReason: CloseReason.trailingStop,
      UpdatePrice: 1.09494,
      FactProfits: -512,
    });
    const { balance, ledgerSum } = await ledgerCheck(platform.db, userId);
    expect(balance.eq(ledgerSum)).toBe(true);
    await tick('1.10000');
  });

  it('a sell trails the ask downwards and keeps a stop asked for when it is tighter', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const sell = await opened(token, 2);
    // The ask is 1.10006: 1.10100 is tighter than the ask plus 30 pips, so it is kept.
    const set = await setStops(token, {
      id: sell.Id,
      stop_loss_price: 1.101,
      trailing_distance: 0.003,
    });
    expect(set.data).toMatchObject({ TargetLossPrice: 1.101, TrailingDistance: 0.003 });
    await tick('1.09900');
    expect((await stored(sell.Id)).stopLoss).toBe(1.101);
    await tick('1.09700');
    // The ask 1.09706 plus 30 pips.
    expect((await stored(sell.Id)).stopLoss).toBe(1.10006);
    await tick('1.10000');
    expect(await stored(sell.Id)).toMatchObject({
      status: OrderStatus.closed,
      reason: CloseReason.trailingStop,
      closePrice: 1.10006,
    });
  });

  it('clears with 0 or absence: the stop stays where the trail left it and no longer moves', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const buy = await opened(token, 1);
    await setStops(token, { id: buy.Id, trailing_distance: 0.002 });
    await tick('1.10100');
    const cleared = await setStops(token, {
      id: buy.Id,
      stop_loss_price: 1.09894,
      trailing_distance: 0,
    });
    expect(cleared.data).toMatchObject({ TargetLossPrice: 1.09894 });
    expect(cleared.data.TrailingDistance).toBeUndefined();
    await tick('1.10400');
    expect(await stored(buy.Id)).toMatchObject({ stopLoss: 1.09894, distance: null });
    await tick('1.09800');
    expect(await stored(buy.Id)).toMatchObject({ reason: CloseReason.stopLoss });
    await tick('1.10000');
  });

  it('refuses a hostile distance with a clear message, changing nothing', async () => {
    const owner = await newDemoUser(platform.app);
    const stranger = await newDemoUser(platform.app);
    await tick('1.10000');
    const buy = await opened(owner.token, 1);
    await setStops(owner.token, { id: buy.Id, stop_loss_price: 1.09, trailing_distance: 0.002 });
    const before = await stored(buy.Id);
    const trail = 'Invalid trailing stop distance: it must be positive and less than the price';
    const cases: [string, unknown, number, string][] = [
      ['negative', -0.002, 2131, trail],
      ['negative text', '-0.002', 2131, trail],
      ['the whole price', 1.09994, 2131, trail],
      ['huge', 1e300, 2131, trail],
      ['huge text', '9'.repeat(40), 2131, trail],
      ['not a number', 'abc', 1001, 'Invalid value for trailing_distance'],
      ['an exponent', '1e-3', 1001, 'Invalid value for trailing_distance'],
      ['an object', { value: 1 }, 1001, 'Invalid value for trailing_distance'],
      ['a list', [0.002], 1001, 'Invalid value for trailing_distance'],
      [
        'longer than any amount',
        `0.${'1'.repeat(80)}`,
        1001,
        'Invalid value for trailing_distance',
      ],
    ];
    for (const [name, value, code, msg] of cases) {
      const answer = await setStops(owner.token, {
        id: buy.Id,
        stop_loss_price: 1.09,
        trailing_distance: value,
      });
      expect({ name, answer }).toEqual({ name, answer: { code, msg, data: null } });
      expect(await stored(buy.Id)).toEqual(before);
    }
    const foreign = await setStops(stranger.token, { id: buy.Id, trailing_distance: 0.001 });
    expect(foreign).toEqual({ code: 2201, msg: 'Order not found', data: null });
    expect(await stored(buy.Id)).toEqual(before);
  });
});

describe('trailing stop asked for with the order', () => {
  const submit = (token: string, params: Record<string, unknown>) =>
    callApi(
      platform.app,
      'submit',
      { forex_id: eurusd, cont: 1, multiple: 100, status: 1, ...params },
      { token },
    );

  it('a market buy starts its stop the distance behind the fill, then trails', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const answer = await submit(token, { type: 1, trailing_distance: '0.00150' });
    // Filled at the ask 1.10006; it closes at the bid 1.09994: the stop starts at 1.09844.
    expect(answer).toMatchObject({
      code: 1,
      data: { OriginPrice: 1.10006, TargetLossPrice: 1.09844, TrailingDistance: 0.0015 },
    });
    const id = answer.data?.Id ?? 0;
    expect(await stored(id)).toMatchObject({ stopLoss: 1.09844, distance: 0.0015 });
    await tick('1.10200');
    expect((await stored(id)).stopLoss).toBe(1.10044);
    await tick('1.10000');
    expect((await stored(id)).stopLoss).toBe(1.10044);
  });

  it('a market sell keeps a stop-loss asked for when it is tighter than the trail', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    // The ask is 1.10006: the trail alone would start at 1.10506; 1.10200 is tighter.
    const answer = await submit(token, {
      type: 2,
      stop_loss_price: '1.10200',
      trailing_distance: '0.005',
    });
    expect(answer.data).toMatchObject({ TargetLossPrice: 1.102, TrailingDistance: 0.005 });
    const id = answer.data?.Id ?? 0;
    // The ask falls to 1.09606: 1.09606 + 0.005 = 1.10106 tightens the stop.
    await tick('1.09600');
    expect((await stored(id)).stopLoss).toBe(1.10106);
  });

  it('a pending buy trails from its fill, and closes on the trail with its own reason', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const answer = await submit(token, {
      type: 1,
      status: 0,
      target_price: '1.09500',
      trailing_distance: '0.00100',
    });
    expect(answer).toMatchObject({
      code: 1,
      data: { Status: OrderStatus.pending, TargetLossPrice: 0, TrailingDistance: 0.001 },
    });
    const id = answer.data?.Id ?? 0;
    expect(await stored(id)).toMatchObject({ stopLoss: null, distance: 0.001 });
    // The ask reaches 1.09494: filled there; the bid 1.09482 less 0.001 is the first stop.
    await tick('1.09488');
    expect(await stored(id)).toMatchObject({
      status: OrderStatus.holding,
      stopLoss: 1.09382,
      distance: 0.001,
    });
    await tick('1.09800');
    expect((await stored(id)).stopLoss).toBe(1.09694);
    await tick('1.09600');
    expect(await stored(id)).toMatchObject({
      status: OrderStatus.closed,
      reason: CloseReason.trailingStop,
      closePrice: 1.09594,
    });
  });

  it('refuses a distance that is no trail, placing nothing', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const before = await ledgerCheck(platform.db, userId);
    const trail = 'Invalid trailing stop distance: it must be positive and less than the price';
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['negative', { trailing_distance: -0.001 }, 2131, trail],
      ['the whole exit price', { trailing_distance: '1.09994' }, 2131, trail],
      [
        "a pending order's whole target",
        { status: 0, target_price: 1.05, trailing_distance: 1.05 },
        2131,
        trail,
      ],
      ['huge text', { trailing_distance: '9'.repeat(40) }, 2131, trail],
      ['not a number', { trailing_distance: 'abc' }, 1001, 'Invalid value for trailing_distance'],
      ['a list', { trailing_distance: [0.001] }, 1001, 'Invalid value for trailing_distance'],
    ];
    for (const [name, params, code, msg] of cases) {
      const answer = await submit(token, { type: 1, ...params });
      expect({ name, answer }).toEqual({ name, answer: { code, msg, data: null } });
    }
    const open = await callApi(platform.app, 'myDeal', { status: 1 }, { token });
    const pending = await callApi(platform.app, 'myDeal', { status: 0 }, { token });
    expect([open.data?.data.length, pending.data?.data.length]).toEqual([0, 0]);
    expect(await ledgerCheck(platform.db, userId)).toEqual(before);
  });

  it('an idempotency id reused with another trail is another order, refused', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const first = await submit(token, {
      type: 1,
      client_order_id: 'trail-1',
      trailing_distance: '0.001',
    });
    const again = await submit(token, {
      type: 1,
      client_order_id: 'trail-1',
      trailing_distance: '0.001',
    });
    expect(again.data?.Id).toBe(first.data?.Id);
    const other = await submit(token, {
      type: 1,
      client_order_id: 'trail-1',
      trailing_distance: '0.002',
    });
    expect(other.code).not.toBe(1);
  });
});
