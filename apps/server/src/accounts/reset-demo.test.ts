import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { Topic } from '@tp/contract/realtime';
import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import { LedgerMemo, LedgerType } from '../engine/ledger-type.ts';
import { createSession } from '../http/auth.ts';
import { userChannel } from '../realtime/bus.ts';
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

const instrumentId = (code: string): number => {
  const found = platform.market.instrumentByCode(code);
  if (!found) throw new Error(`${code} is not seeded`);
  return found.id;
};

const reset = (token?: string, lang = 'en') =>
  callApi(platform.app, 'resetDemo', {}, { token, headers: { lang } });

async function openPosition(token: string, code: string, side: number, lots: string) {
  const answer = await callApi(
    platform.app,
    'submit',
    { type: side, cont: lots, forex_id: instrumentId(code), status: 1, multiple: 100 },
    { token },
  );
  if (answer.code !== 1) throw new Error(`submit: ${answer.msg}`);
  return answer.data.Id;
}

const ordersOf = (userId: number) =>
  platform.db
    .selectFrom('orders')
    .select(['id', 'status', 'close_reason', 'close_price', 'realised_pnl'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const accountRow = (userId: number) =>
  platform.db
    .selectFrom('accounts')
    .select(['balance', 'lock_balance'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

/** Every bus message for one user until `stop` is called. */
function recordPushes(userId: number) {
  const messages: { type: string; data: unknown }[] = [];
  const stop = platform.bus.subscribe(userChannel(userId), (message) => {
    messages.push(message as { type: string; data: unknown });
  });
  return { messages, stop };
}

/** A real (non-demo) user with an account and a session, made directly in the database. */
async function realUser(): Promise<{ token: string; userId: number }> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const { id } = await platform.db
    .insertInto('users')
    .values({
      uid: `r${suffix}`,
      email: `real-${suffix}@example.com`,
      password_hash: null,
      is_demo: false,
      demo_id: null,
      invite_code: `R${suffix}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await platform.engine.openAccount({ userId: id, initialBalance: new Decimal(250), memo: '' });
  return { token: await createSession(platform.db, id, platform.clock.now()), userId: id };
}

describe('resetForexDemoAccount', () => {
  it('closes every position at the current exit price and books the balance back to the start', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    platform.prices.push('GBPUSD', '1.27000');
    const ids = [
      await openPosition(token, 'EURUSD', Side.buy, '1'),
      await openPosition(token, 'GBPUSD', Side.sell, '0.5'),
    ];
    platform.prices.push('EURUSD', '1.09000');
    platform.prices.push('GBPUSD', '1.26000');
    const eurusdBid = platform.market.quote(instrumentId('EURUSD'))?.bid.toFixed();
    const gbpusdAsk = platform.market.quote(instrumentId('GBPUSD'))?.ask.toFixed();
    const pushes = recordPushes(userId);

    const answer = await reset(token);
    pushes.stop();

    expect(answer).toEqual({
      code: 1,
      msg: 'Demo account reset',
      data: { balance: Number(platform.config.demoBalance), lock_balance: 0 },
    });
    const orders = await ordersOf(userId);
    expect(orders.map((o) => [o.id, o.status, o.close_reason])).toEqual([
      [ids[0], OrderStatus.closed, CloseReason.reset],
      [ids[1], OrderStatus.closed, CloseReason.reset],
    ]);
    expect(orders.map((o) => new Decimal(o.close_price ?? 'NaN').toFixed())).toEqual([
      eurusdBid,
      gbpusdAsk,
    ]);
    // The buy lost as EURUSD fell; the sell gained as GBPUSD fell.
    expect(new Decimal(orders[0]?.realised_pnl ?? 0).lt(0)).toBe(true);
    expect(new Decimal(orders[1]?.realised_pnl ?? 0).gt(0)).toBe(true);

    const account = await accountRow(userId);
    expect(new Decimal(account.balance).eq(platform.config.demoBalance)).toBe(true);
    expect(new Decimal(account.lock_balance).isZero()).toBe(true);
    const check = await ledgerCheck(platform.db, userId);
    expect(check.ledgerSum.eq(check.balance)).toBe(true);
    const last = await platform.db
      .selectFrom('ledger_entries')
      .select(['type', 'memo', 'order_id', 'balance_after'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({
      type: LedgerType.demoReset,
      memo: LedgerMemo.demoReset,
      order_id: null,
    });
    expect(new Decimal(last.balance_after).eq(platform.config.demoBalance)).toBe(true);

    expect(pushes.messages).toContainEqual({ type: Topic.forexClosed, data: { ids } });
    expect(pushes.messages).toContainEqual({
      type: Topic.forexTrade,
      data: expect.objectContaining({ TransOrder: [], CautionMoneyAll: 0 }),
    });
    const holding = await callApi(platform.app, 'myDeal', { status: 1, page: 1 }, { token });
    expect(holding.data.data).toEqual([]);
  });

  it('resets while the market of a held instrument is closed, at its last quote', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    const id = await openPosition(token, 'EURUSD', Side.buy, '0.1');
    const lastBid = platform.market.quote(instrumentId('EURUSD'))?.bid.toFixed();
    // A Saturday: forex is closed, so the trader could not close it by hand.
    platform.clock.set(new Date('2026-11-21T12:00:00Z'));
    expect(platform.market.isOpen(instrumentId('EURUSD'))).toBe(false);

    const answer = await reset(token);
    expect(answer.code).toBe(1);
    const [order] = await ordersOf(userId);
    expect(order).toMatchObject({
      id,
      status: OrderStatus.closed,
      close_reason: CloseReason.reset,
    });
    expect(new Decimal(order?.close_price ?? 'NaN').toFixed()).toBe(lastBid);
    const check = await ledgerCheck(platform.db, userId);
    expect(check.balance.eq(platform.config.demoBalance)).toBe(true);
    expect(check.ledgerSum.eq(check.balance)).toBe(true);
  });

  it("restores the operator's demo_balance setting and answers in the request's language", async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await platform.db
      .updateTable('settings')
      .set({ value: '5000.5' })
      .where('key', '=', 'demo_balance')
      .execute();
    try {
      const answer = await reset(token, 'hk');
      expect(answer).toEqual({
        code: 1,
        msg: '模擬帳戶已重置',
        data: { balance: 5000.5, lock_balance: 0 },
      });
      const check = await ledgerCheck(platform.db, userId);
      expect(check.balance.toFixed()).toBe('5000.5');
      expect(check.ledgerSum.eq(check.balance)).toBe(true);
    } finally {
      await platform.db
        .updateTable('settings')
        .set({ value: platform.config.demoBalance })
        .where('key', '=', 'demo_balance')
        .execute();
    }
  });

  it('writes no ledger entry when the account is already at its start with nothing open', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const before = await rowCounts(platform.db);
    const pushes = recordPushes(userId);
    const answer = await reset(token);
    pushes.stop();
    expect(answer.data).toEqual({ balance: Number(platform.config.demoBalance), lock_balance: 0 });
    expect(await rowCounts(platform.db)).toEqual(before);
    expect(pushes.messages.some((m) => m.type === Topic.forexClosed)).toBe(false);
  });

  it('keeps balance = Σ ledger when resets and orders arrive together', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    const order = { type: Side.buy, cont: '0.1', forex_id: instrumentId('EURUSD'), status: 1 };
    const answers = await Promise.all([
      callApi(platform.app, 'submit', { ...order, multiple: 100 }, { token }),
      reset(token),
      callApi(platform.app, 'submit', { ...order, multiple: 50 }, { token }),
      reset(token),
      callApi(platform.app, 'submit', { ...order, multiple: 20 }, { token }),
    ]);
    expect(answers.map((a) => a.code)).toEqual([1, 1, 1, 1, 1]);
    const check = await ledgerCheck(platform.db, userId);
    expect(check.ledgerSum.eq(check.balance)).toBe(true);
    const open = await platform.db
      .selectFrom('orders')
      .select('margin')
      .where('user_id', '=', userId)
      .where('status', '=', OrderStatus.holding)
      .execute();
    const account = await accountRow(userId);
    const margins = open.reduce((sum, o) => sum.plus(o.margin), new Decimal(0));
    expect(new Decimal(account.lock_balance).eq(margins)).toBe(true);
  });

  it('refuses a real account and changes nothing', async () => {
    const { token, userId } = await realUser();
    const before = await rowCounts(platform.db);
    const balanceBefore = await accountRow(userId);
    for (const [lang, msg] of [
      ['en', 'Please register or log in to a real account'],
      ['hk', '請註冊或登錄真實帳戶'],
    ] as const) {
      expect(await reset(token, lang)).toEqual({ code: 1102, msg, data: null });
    }
    expect(await rowCounts(platform.db)).toEqual(before);
    expect(await accountRow(userId)).toEqual(balanceBefore);
  });

  it('answers 999 without a token or with an unknown one', async () => {
    const before = await rowCounts(platform.db);
    for (const token of [undefined, 'not-a-session']) {
      expect(await reset(token)).toEqual({ code: 999, msg: 'Please log in', data: null });
    }
    expect(await rowCounts(platform.db)).toEqual(before);
  });

  it('ignores the timestamp and unknown parameters', async () => {
    const { token } = await newDemoUser(platform.app);
    const res = await platform.app.inject({
      method: 'GET',
      url: '/v1/api/main/user/resetForexDemoAccount',
      query: { t: '1', anything: 'x' },
      headers: { authorization: token, lang: 'en' },
    });
    expect(res.json()).toMatchObject({ code: 1, data: { lock_balance: 0 } });
  });

  // Last: the fresh engine claims the books, so the platform's engine writes nothing after it.
  it('keeps the reset after a restart: the engine reads the same figures back', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    await openPosition(token, 'EURUSD', Side.sell, '0.2');
    await reset(token);
    const fresh = await Engine.create({
      db: platform.db,
      clock: platform.clock,
      market: platform.market,
      bus: platform.bus,
      config: platform.config,
    });
    const { balance, lockBalance } = await fresh.balance(userId);
    await fresh.stop();
    expect(balance.eq(platform.config.demoBalance)).toBe(true);
    expect(lockBalance.isZero()).toBe(true);
  });
});
