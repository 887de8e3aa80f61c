import { CloseReason, type Order, OrderStatus } from '@tp/contract/entities';
import { Topic } from '@tp/contract/realtime';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LedgerType } from '../engine/ledger-type.ts';
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

const saturday = new Date('2026-11-21T12:00:00Z');

/** EURUSD's spread is 0.00012: the bid is the mid − 0.00006, the ask the mid + 0.00006. */
async function tick(mid: string): Promise<void> {
  platform.prices.push('EURUSD', mid);
  await platform.engine.settled();
}

async function order(
  token: string,
  params: Record<string, unknown>,
): Promise<{ code: number; msg: string; data: Order }> {
  return callApi(
    platform.app,
    'submit',
    { forex_id: eurusd, cont: 1, multiple: 100, status: 1, ...params },
    { token },
  );
}

async function placed(token: string, params: Record<string, unknown>): Promise<Order> {
  const answer = await order(token, params);
  expect(answer.msg).toBe('Order placed');
  return answer.data;
}

async function tab(token: string, status: 0 | 1 | 3): Promise<Order[]> {
  return (await callApi(platform.app, 'myDeal', { status }, { token })).data.data;
}

const balance = async (token: string) =>
  (await callApi(platform.app, 'balance', {}, { token })).data.balance;

async function ledgerTypes(userId: number, orderId: number) {
  const rows = await platform.db
    .selectFrom('ledger_entries')
    .select(['type', 'amount'])
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.type, new Decimal(row.amount).toNumber()]);
}

async function expectLedgerAgrees(userId: number): Promise<void> {
  const { balance: stored, ledgerSum } = await ledgerCheck(platform.db, userId);
  expect(stored.eq(ledgerSum)).toBe(true);
  expect(stored.gte(0)).toBe(true);
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

describe('stop-loss and take-profit', () => {
  it('a take-profit hit closes a buy at the bid that reached it', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const opened = await placed(token, { type: 1, target_profit_price: 1.102 });
    const pushed = closedIds(userId);
    await tick('1.10190');
    expect(await tab(token, 1)).toHaveLength(1);
    await tick('1.10210');
    pushed.stop();
    const [closed] = await tab(token, 3);
    expect(closed).toMatchObject({
      Id: opened.Id,
      Status: OrderStatus.closed,
      CloseReason: CloseReason.takeProfit,
      UpdatePrice: 1.10204,
      FactProfits: 198,
    });
    expect(pushed.ids).toEqual([opened.Id]);
    expect(await tab(token, 1)).toEqual([]);
    await expectLedgerAgrees(userId);
  });

  it('a stop-loss hit through a gap closes a buy at the gapped bid, not at the stop', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const opened = await placed(token, { type: 1, stop_loss_price: 1.09 });
    await tick('1.05000');
    const [closed] = await tab(token, 3);
    expect(closed).toMatchObject({
      Id: opened.Id,
      CloseReason: CloseReason.stopLoss,
      UpdatePrice: 1.04994,
      FactProfits: -5012,
    });
    expect(await balance(token)).toBe(10000 - 7 - 5012);
    await expectLedgerAgrees(userId);
  });

  it('a short stopped out through a 30 % gap closes at the gapped ask, the broker absorbing the rest', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const opened = await placed(token, { type: 2, stop_loss_price: 1.12 });
    await tick('1.43000');
    const [closed] = await tab(token, 3);
    expect(closed).toMatchObject({
      Id: opened.Id,
      CloseReason: CloseReason.stopLoss,
      UpdatePrice: 1.43006,
      FactProfits: -33012,
    });
    expect(await balance(token)).toBe(0);
    const types = (await ledgerTypes(userId, opened.Id)).map(([type]) => type);
    expect(types).toContain(LedgerType.negativeBalanceProtection);
    await expectLedgerAgrees(userId);
    await tick('1.10000');
  });

  it('nothing triggers while the market is closed; the stop fires on the first tick after it opens', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const opened = await placed(token, { type: 1, stop_loss_price: 1.09 });
    platform.clock.set(saturday);
    await tick('1.08000');
    expect((await tab(token, 1)).map((o) => o.Id)).toEqual([opened.Id]);
    platform.clock.set(marketsOpenAt);
    await tick('1.08500');
    expect(await tab(token, 3)).toMatchObject([
      { Id: opened.Id, CloseReason: CloseReason.stopLoss, UpdatePrice: 1.08494 },
    ]);
    await tick('1.10000');
  });
});

describe('set_stop_price', () => {
  const setStops = (token: string, params: Record<string, unknown>) =>
    callApi(platform.app, 'setStopPrice', params, { token });

  it('sets, then clears with 0 or absence, and the stop it sets fires', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const opened = await placed(token, { type: 1 });
    const set = await setStops(token, {
      id: opened.Id,
      stop_loss_price: 1.09,
      target_profit_price: 1.12,
    });
    expect(set).toMatchObject({
      code: 1,
      msg: 'Stop-profit and stop-loss set',
      data: { Id: opened.Id, TargetLossPrice: 1.09, TargetProfitPrice: 1.12 },
    });
    const cleared = await setStops(token, { id: opened.Id, stop_loss_price: 0 });
    expect(cleared.data).toMatchObject({ TargetLossPrice: 0, TargetProfitPrice: 0 });
    await tick('1.08000');
    expect(await tab(token, 1)).toHaveLength(1);
    await setStops(token, { id: opened.Id, target_profit_price: 1.081 });
    await tick('1.08200');
    expect(await tab(token, 3)).toMatchObject([
      { Id: opened.Id, CloseReason: CloseReason.takeProfit, UpdatePrice: 1.08194 },
    ]);
    await tick('1.10000');
  });

  it('is allowed while the market is closed', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const opened = await placed(token, { type: 2 });
    platform.clock.set(saturday);
    const set = await setStops(token, { id: opened.Id, stop_loss_price: 1.2 });
    expect(set.data.TargetLossPrice).toBe(1.2);
  });

  it('refuses levels on the wrong side, other users’ orders and orders not holding, changing nothing', async () => {
    const owner = await newDemoUser(platform.app);
    const stranger = await newDemoUser(platform.app);
    await tick('1.10000');
    const buy = await placed(owner.token, { type: 1, stop_loss_price: 1.08 });
    const sell = await placed(owner.token, { type: 2 });
    const pending = await placed(owner.token, { type: 1, status: 0, target_price: 1.05 });
    const cases: [string, Record<string, unknown>, number, string][] = [
      [owner.token, { id: buy.Id, stop_loss_price: 1.1 }, 2105, 'Invalid stop-loss price'],
      [owner.token, { id: buy.Id, target_profit_price: 1.09 }, 2106, 'Invalid take-profit price'],
      [owner.token, { id: sell.Id, stop_loss_price: 1.09 }, 2105, 'Invalid stop-loss price'],
      [owner.token, { id: sell.Id, target_profit_price: 1.2 }, 2106, 'Invalid take-profit price'],
      [owner.token, { id: buy.Id, stop_loss_price: -1 }, 2105, 'Invalid stop-loss price'],
      [stranger.token, { id: buy.Id, stop_loss_price: 1.05 }, 2201, 'Order not found'],
      [owner.token, { id: 999_999_999, stop_loss_price: 1.05 }, 2201, 'Order not found'],
      [owner.token, { id: pending.Id, stop_loss_price: 1.0 }, 2202, 'This order is not open'],
    ].map(([token, params, code, msg]) => [
      token as string,
      params as Record<string, unknown>,
      code as number,
      msg as string,
    ]);
    for (const [token, params, code, msg] of cases) {
      const before = await rowCounts(platform.db);
      expect(await setStops(token, params)).toEqual({ code, msg, data: null });
      expect(await rowCounts(platform.db)).toEqual(before);
    }
    const [stillSell, stillBuy] = await tab(owner.token, 1);
    expect(stillBuy).toMatchObject({ Id: buy.Id, TargetLossPrice: 1.08, TargetProfitPrice: 0 });
    expect(stillSell).toMatchObject({ Id: sell.Id, TargetLossPrice: 0 });
  });
});

describe('pending orders', () => {
  it('a buy limit reserves its margin and fee, waits, and fills at its target when the ask reaches it', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const pending = await placed(token, { type: 1, status: 0, target_price: 1.09 });
    expect(pending).toMatchObject({
      Status: OrderStatus.pending,
      Price: 1.09,
      CautionMoney: 1090,
      TradeFee: 7,
    });
    expect(await balance(token)).toBe(10000 - 1090 - 7);
    expect((await tab(token, 0)).map((o) => o.Id)).toEqual([pending.Id]);
    const summary = await platform.engine.accountSummary(userId);
    expect(summary).toMatchObject({ Equity: 10000 - 7 + 7, CautionMoneyAll: 0, TransOrder: [] });
    const pushed = closedIds(userId);
    await tick('1.09050');
    expect(await tab(token, 0)).toHaveLength(1);
    await tick('1.08990');
    pushed.stop();
    expect(await tab(token, 0)).toEqual([]);
    expect(await tab(token, 1)).toMatchObject([
      { Id: pending.Id, Status: OrderStatus.holding, OriginPrice: 1.09, CautionMoney: 1090 },
    ]);
    expect(pushed.ids).toEqual([pending.Id]);
    expect(await balance(token)).toBe(10000 - 1090 - 7);
    await expectLedgerAgrees(userId);
    await tick('1.10000');
  });

  it('a sell stop fills through a gap at the gapped bid, its margin taken again at that price', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const pending = await placed(token, { type: 2, status: 0, target_price: 1.08 });
    expect(pending.CautionMoney).toBe(1080);
    await tick('1.05000');
    expect(await tab(token, 1)).toMatchObject([
      { Id: pending.Id, OriginPrice: 1.04994, CautionMoney: 1049.94, TradeFee: 7 },
    ]);
    expect(await balance(token)).toBe(10000 - 1049.94 - 7);
    await expectLedgerAgrees(userId);
    await tick('1.10000');
  });

  it('a sell limit above the bid fills at its target; a buy stop above the ask at the ask reached', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const sellLimit = await placed(token, { type: 2, status: 0, target_price: 1.105 });
    const buyStop = await placed(token, { type: 1, status: 0, target_price: 1.104 });
    await tick('1.11000');
    const holding = await tab(token, 1);
    expect(holding.find((o) => o.Id === sellLimit.Id)?.OriginPrice).toBe(1.105);
    expect(holding.find((o) => o.Id === buyStop.Id)?.OriginPrice).toBe(1.11006);
    await tick('1.10000');
  });

  it('a cancel returns exactly the reserve, once', async () => {
    const owner = await newDemoUser(platform.app);
    const stranger = await newDemoUser(platform.app);
    await tick('1.10000');
    const pending = await placed(owner.token, { type: 1, status: 0, target_price: 1.09 });
    const cancel = (token: string) =>
      callApi(platform.app, 'cancelTrade', { id: pending.Id }, { token });
    expect(await cancel(stranger.token)).toEqual({
      code: 2201,
      msg: 'Order not found',
      data: null,
    });
    const cancelled = await cancel(owner.token);
    expect(cancelled).toMatchObject({
      code: 1,
      msg: 'Order cancelled',
      data: { Id: pending.Id, Status: OrderStatus.cancelled },
    });
    expect(await balance(owner.token)).toBe(10000);
    expect(await ledgerTypes(owner.userId, pending.Id)).toEqual([
      [LedgerType.marginLock, -1090],
      [LedgerType.fee, -7],
      [LedgerType.marginRelease, 1090],
      [LedgerType.feeRefund, 7],
    ]);
    expect(await cancel(owner.token)).toEqual({
      code: 2202,
      msg: 'This order is not open',
      data: null,
    });
    expect((await tab(owner.token, 3)).map((o) => [o.Id, o.Status])).toEqual([
      [pending.Id, OrderStatus.cancelled],
    ]);
    await tick('1.08000');
    expect(await tab(owner.token, 1)).toEqual([]);
    await expectLedgerAgrees(owner.userId);
    await tick('1.10000');
  });

  it('a pending order needing more margin than the account has is refused, nothing written', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const before = await rowCounts(platform.db);
    expect(
      await order(token, { type: 1, status: 0, target_price: 1.09, cont: 50, multiple: 10 }),
    ).toEqual({ code: 2107, msg: 'Insufficient free margin', data: null });
    expect(await rowCounts(platform.db)).toEqual(before);
  });

  it('a trigger that finds the market closed waits for it to open', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const pending = await placed(token, { type: 1, status: 0, target_price: 1.09 });
    platform.clock.set(saturday);
    await tick('1.08000');
    expect((await tab(token, 0)).map((o) => o.Id)).toEqual([pending.Id]);
    platform.clock.set(marketsOpenAt);
    await tick('1.08000');
    expect(await tab(token, 1)).toMatchObject([{ Id: pending.Id, OriginPrice: 1.09 }]);
    await tick('1.10000');
  });
});

describe('stop-out', () => {
  it('closes the largest loss first, only until the risk rate is above the level', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('1.10000');
    const large = await placed(token, { type: 1, cont: 5 });
    await tick('1.09900');
    const small = await placed(token, { type: 1, cont: 2 });
    const pushed = closedIds(userId);
    await tick('1.09050');
    pushed.stop();
    expect(await tab(token, 3)).toMatchObject([
      { Id: large.Id, CloseReason: CloseReason.stopOut, UpdatePrice: 1.09044, FactProfits: -4810 },
    ]);
    expect((await tab(token, 1)).map((o) => o.Id)).toEqual([small.Id]);
    expect(pushed.ids).toEqual([large.Id]);
    expect((await platform.engine.accountSummary(userId)).HazardRate).toBeGreaterThan(50);
    await expectLedgerAgrees(userId);
    await tick('1.10000');
  });
});
