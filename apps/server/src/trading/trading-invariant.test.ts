import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstrumentRecord } from '../market/market-service.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { callApi, ledgerCheck, newDemoUser } from './api-test-client.ts';

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
  | { kind: 'close'; user: number; pick: number };

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
);

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
    return;
  }
  const user = users[s.user];
  if (!user) return;
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
      .select('margin')
      .where('user_id', '=', userId)
      .where('status', '=', OrderStatus.holding)
      .execute();
    const locked = open.reduce((sum, row) => sum.plus(row.margin), new Decimal(0));
    const account = await platform.db
      .selectFrom('accounts')
      .select('lock_balance')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(new Decimal(account.lock_balance)).toEqual(locked);
    expect(held.lockBalance).toEqual(locked);
  }
}

describe('ledger invariant', () => {
  it('keeps balance = Σ ledger entries, never negative, after any sequence of opens, closes and price moves', async () => {
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
