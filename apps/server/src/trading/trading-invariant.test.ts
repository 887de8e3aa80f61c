import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerType } from '../engine/ledger-type.ts';
import type { InstrumentRecord } from '../market/market-service.ts';
import { callApi, ledgerCheck, newDemoUser } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
});

afterAll(async () => {
  await platform?.close();
});

const traded = [
  { code: 'EURUSD', mid: 1.1, leverage: [10, 100, 200] },
  { code: 'USDJPY', mid: 150, leverage: [10, 100, 200] },
  { code: 'BTCUSD', mid: 65000, leverage: [2, 5, 10] },
] as const;

type Step =
  | { kind: 'price'; market: number; movePct: number }
  | { kind: 'open'; user: number; market: number; side: 1 | 2; lotSteps: number; leverage: number }
  | { kind: 'close'; user: number; pick: number }
  | {
      kind: 'pending';
      user: number;
      market: number;
      side: 1 | 2;
      lotSteps: number;
      leverage: number;
      offsetPct: number;
    }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'stops'; user: number; pick: number; lossPct: number; profitPct: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('price' as const),
      market: fc.nat(traded.length - 1),
      // Large moves on purpose: they wipe accounts out and reach negative balance protection.
      movePct: fc.integer({ min: -60, max: 60 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      user: fc.nat(2),
      market: fc.nat(traded.length - 1),
      side: fc.constantFrom(1 as const, 2 as const),
      lotSteps: fc.integer({ min: 1, max: 300 }),
      leverage: fc.nat(2),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('close' as const),
      user: fc.nat(2),
      pick: fc.nat(50),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pending' as const),
      user: fc.nat(2),
      market: fc.nat(traded.length - 1),
      side: fc.constantFrom(1 as const, 2 as const),
      lotSteps: fc.integer({ min: 1, max: 300 }),
      leverage: fc.nat(2),
      // The target's distance from the mid: limits and stops on both sides.
      offsetPct: fc.integer({ min: -20, max: 20 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      user: fc.nat(2),
      pick: fc.nat(50),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('stops' as const),
      user: fc.nat(2),
      pick: fc.nat(50),
      lossPct: fc.integer({ min: 0, max: 30 }),
      profitPct: fc.integer({ min: 0, max: 30 }),
    }),
    weight: 2,
  },
);

const priceText = (value: number): string => new Decimal(value).toSignificantDigits(6).toString();

function instrument(code: string): InstrumentRecord {
  const found = platform.market.instrumentByCode(code);
  if (!found) throw new Error(`${code} is not seeded`);
  return found;
}

async function apply(users: { token: string }[], mids: number[], s: Step): Promise<void> {
  if (s.kind === 'price') {
    const market = traded[s.market];
    const mid = mids[s.market];
    if (!market || mid === undefined) return;
    const next = Math.max(mid * (1 + s.movePct / 100), mid / 100);
    mids[s.market] = next;
    platform.prices.push(market.code, new Decimal(next).toSignificantDigits(8).toString());
    // Stops, pending entries and stop-outs the move reached are applied before the next step.
    await platform.engine.settled();
    return;
  }
  const user = users[s.user];
  if (!user) return;
  if (s.kind === 'pending') {
    const market = traded[s.market];
    const mid = mids[s.market];
    if (!market || mid === undefined) return;
    const answer = await callApi(
      platform.app,
      'submit',
      {
        type: s.side,
        cont: new Decimal(s.lotSteps).div(100).toString(),
        forex_id: instrument(market.code).id,
        status: 0,
        target_price: priceText(mid * (1 + s.offsetPct / 100)),
        multiple: market.leverage[s.leverage],
      },
      { token: user.token },
    );
    expect([1, 2107]).toContain(answer.code);
    return;
  }
  if (s.kind === 'cancel' || s.kind === 'stops') {
    const status = s.kind === 'cancel' ? OrderStatus.pending : OrderStatus.holding;
    const list = await callApi(platform.app, 'myDeal', { status }, { token: user.token });
    const order = list.data.data[s.pick % Math.max(list.data.data.length, 1)];
    if (!order) return;
    if (s.kind === 'cancel') {
      const answer = await callApi(platform.app, 'cancelTrade', { id: order.Id }, user);
      expect(answer.code).toBe(1);
      return;
    }
    // Levels either side of the current price: the wrong side is refused, the right side set.
    const away = (pct: number, dir: number) =>
      priceText(order.UpdatePrice * (1 + (dir * pct) / 100));
    const lossDir = order.OrderType === 1 ? -1 : 1;
    const answer = await callApi(
      platform.app,
      'setStopPrice',
      {
        id: order.Id,
        stop_loss_price: away(s.lossPct, lossDir),
        target_profit_price: away(s.profitPct, -lossDir),
      },
      user,
    );
    expect([1, 2105, 2106]).toContain(answer.code);
    return;
  }
  if (s.kind === 'open') {
    const market = traded[s.market];
    if (!market) return;
    const answer = await callApi(
      platform.app,
      'submit',
      {
        type: s.side,
        cont: new Decimal(s.lotSteps).div(100).toString(),
        forex_id: instrument(market.code).id,
        status: 1,
        multiple: market.leverage[s.leverage],
      },
      { token: user.token },
    );
    // Refusals (mostly insufficient margin) are part of the game; nothing else may fail.
    expect([1, 2107]).toContain(answer.code);
    return;
  }
  const holding = await callApi(
    platform.app,
    'myDeal',
    { status: OrderStatus.holding },
    { token: user.token },
  );
  const orders = holding.data.data;
  const order = orders[s.pick % Math.max(orders.length, 1)];
  if (!order) return;
  expect((await callApi(platform.app, 'close', { id: order.Id }, { token: user.token })).code).toBe(
    1,
  );
}

async function expectBooksBalance(userIds: number[]): Promise<void> {
  for (const userId of userIds) {
    const { balance, ledgerSum } = await ledgerCheck(platform.db, userId);
    expect(balance).toEqual(ledgerSum);
    expect(balance.gte(0)).toBe(true);
    const held = await platform.engine.balance(userId);
    expect(held.balance).toEqual(balance);
    const open = await platform.db
      .selectFrom('orders')
      .select(['margin', 'fee', 'status'])
      .where('user_id', '=', userId)
      .where('status', 'in', [OrderStatus.holding, OrderStatus.pending])
      .execute();
    // Holding margin, and a pending order's whole reserve (margin and fee).
    const locked = open.reduce(
      (sum, row) => sum.plus(row.margin).plus(row.status === OrderStatus.pending ? row.fee : 0),
      new Decimal(0),
    );
    const account = await platform.db
      .selectFrom('accounts')
      .select('lock_balance')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(new Decimal(account.lock_balance)).toEqual(locked);
    expect(held.lockBalance).toEqual(locked);
    await expectConserved(userId);
  }
}

const ledgerSumOf = async (userId: number, types: number[]) => {
  const rows = await platform.db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('user_id', '=', userId)
    .where('type', 'in', types)
    .execute();
  return rows.reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
};

/**
 * Margin and fees are conserved: the margin entries add up to what open orders hold, the fee
 * entries to the fees of orders not cancelled; every order is in exactly one known state, and
 * the engine holds exactly the open ones.
 */
async function expectConserved(userId: number): Promise<void> {
  const orders = await platform.db
    .selectFrom('orders')
    .select(['id', 'status', 'margin', 'fee'])
    .where('user_id', '=', userId)
    .execute();
  const { pending, holding, cancelled, closed } = OrderStatus;
  for (const order of orders) expect([pending, holding, cancelled, closed]).toContain(order.status);
  const open = orders.filter((o) => o.status === pending || o.status === holding);
  const openMargin = open.reduce((sum, o) => sum.plus(o.margin), new Decimal(0));
  const fees = orders
    .filter((o) => o.status !== cancelled)
    .reduce((sum, o) => sum.plus(o.fee), new Decimal(0));
  const marginBooked = await ledgerSumOf(userId, [LedgerType.marginLock, LedgerType.marginRelease]);
  expect(marginBooked.plus(openMargin).toNumber()).toBe(0);
  const feesBooked = await ledgerSumOf(userId, [LedgerType.fee, LedgerType.feeRefund]);
  expect(feesBooked.plus(fees).toNumber()).toBe(0);
  const held = (await platform.engine.accountSummary(userId)).TransOrder.map((o) => o.Id);
  const stored = orders.filter((o) => o.status === holding).map((o) => o.id);
  expect(held.sort()).toEqual(stored.sort());
}

describe('ledger invariant', () => {
  it('keeps balance = Σ ledger entries, never negative, margin and fees conserved, after any sequence of market and pending orders, cancels, stops, closes and gapping prices', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 60 }), async (steps) => {
        const users = [
          await newDemoUser(platform.app),
          await newDemoUser(platform.app),
          await newDemoUser(platform.app),
        ];
        const mids = traded.map((m) => m.mid);
        mids.forEach((mid, index) => {
          const market = traded[index];
          if (market) platform.prices.push(market.code, String(mid));
        });
        for (const s of steps) await apply(users, mids, s);
        await expectBooksBalance(users.map((u) => u.userId));
      }),
      { numRuns: 15, seed: 20261118 },
    );
  });
});
