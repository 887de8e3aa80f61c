import { Decimal } from '@tp/domain/decimal';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi } from '../test-support/api-test-client.ts';
import { newRealUser, type TestUser } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import {
  bindCoinAddress,
  operatorCall,
  submitCoinDeposit,
} from './test-support/funds-admin-kit.ts';
import { expectFundsBooksOf } from './test-support/funds-books.ts';
import { type FundsChannels, seedFundsChannels } from './test-support/funds-fixtures.ts';

/** The USDT currency of the fixtures: withdrawals of at least 10 USD. */
const withdrawalMin = 10;

type Action =
  | { kind: 'deposit'; user: number; amount: number }
  | { kind: 'reviewDeposit'; pick: number; outcome: 'finish' | 'reject' | 'invalid' }
  | { kind: 'withdraw'; user: number; share: number }
  | { kind: 'reviewWithdrawal'; pick: number; outcome: 'pay' | 'reject' }
  | { kind: 'open'; user: number; side: 1 | 2; lots: number }
  | { kind: 'close'; user: number; pick: number }
  | { kind: 'price'; mid: number };

const userArb = fc.integer({ min: 0, max: 1 });
const pickArb = fc.nat({ max: 50 });
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    user: userArb,
    amount: fc.integer({ min: 1, max: 5000 }),
  }),
  fc.record({
    kind: fc.constant('reviewDeposit' as const),
    pick: pickArb,
    outcome: fc.constantFrom(
      'finish' as const,
      'finish' as const,
      'reject' as const,
      'invalid' as const,
    ),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    user: userArb,
    share: fc.double({ min: 0, max: 1.3, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('reviewWithdrawal' as const),
    pick: pickArb,
    outcome: fc.constantFrom('pay' as const, 'reject' as const),
  }),
  fc.record({
    kind: fc.constant('open' as const),
    user: userArb,
    side: fc.constantFrom(1 as const, 2 as const),
    lots: fc.constantFrom(0.01, 0.1, 0.5, 1, 3),
  }),
  fc.record({ kind: fc.constant('close' as const), user: userArb, pick: pickArb }),
  fc.record({ kind: fc.constant('price' as const), mid: fc.integer({ min: 10_500, max: 11_500 }) }),
);

let platform: TestPlatform;
let channels: FundsChannels;
let admin: AdminTestClient;
let eurusd: number;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 1_000_000 });
  channels = await seedFundsChannels(platform);
  admin = new AdminTestClient(platform);
  await admin.token();
  eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
});

afterAll(async () => {
  await platform?.close();
});

/** Plays one sequence for two fresh users, checking both users' books after every step. */
async function play(actions: Action[]): Promise<void> {
  platform.prices.push('EURUSD', '1.10000');
  await platform.engine.settled();
  const users: { user: TestUser; methodId: number }[] = [];
  for (let i = 0; i < 2; i += 1) {
    const user = await newRealUser(platform);
    users.push({ user, methodId: await bindCoinAddress(platform, channels, user) });
  }
  const deposits: number[] = [];
  const withdrawals: number[] = [];
  for (const action of actions) {
    await step(action, users, deposits, withdrawals);
    await platform.engine.settled();
    for (const { user } of users)
      await expectFundsBooksOf(platform.db, user.userId, platform.engine);
  }
}

async function step(
  action: Action,
  users: { user: TestUser; methodId: number }[],
  deposits: number[],
  withdrawals: number[],
): Promise<void> {
  switch (action.kind) {
    case 'deposit': {
      const { user } = users[action.user] as { user: TestUser };
      deposits.push(await submitCoinDeposit(platform, channels, user, action.amount));
      return;
    }
    case 'reviewDeposit': {
      if (deposits.length === 0) return;
      const id = deposits[action.pick % deposits.length];
      const body = { id, remark: 'checked' };
      const answer = await operatorCall(admin, `/admin-api/deposits/${action.outcome}`, body);
      expect([1, 3401]).toContain(answer.code);
      return;
    }
    case 'withdraw': {
      const { user, methodId } = users[action.user] as { user: TestUser; methodId: number };
      const free = new Decimal(
        (await callApi(platform.app, 'accountDetail', {}, { token: user.token })).data.free_margin,
      );
      const amount = free.times(action.share).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      const answer = await callApi(
        platform.app,
        'withdraw',
        { draw_method_id: methodId, number: amount.toNumber() },
        { token: user.token },
      );
      const allowed = amount.gte(withdrawalMin) && amount.lte(free);
      expect(answer.code === 1, `withdraw ${amount} of free ${free}: ${answer.msg}`).toBe(allowed);
      if (answer.code === 1) withdrawals.push(answer.data.id);
      return;
    }
    case 'reviewWithdrawal': {
      if (withdrawals.length === 0) return;
      const id = withdrawals[action.pick % withdrawals.length];
      const body = action.outcome === 'pay' ? { id, realNumber: 1 } : { id, remark: 'refused' };
      const answer = await operatorCall(admin, `/admin-api/withdrawals/${action.outcome}`, body);
      expect([1, 3401]).toContain(answer.code);
      return;
    }
    case 'open': {
      const { user } = users[action.user] as { user: TestUser };
      const answer = await callApi(
        platform.app,
        'submit',
        { type: action.side, cont: action.lots, forex_id: eurusd, status: 1, multiple: 100 },
        { token: user.token },
      );
      expect([1, 2107]).toContain(answer.code);
      return;
    }
    case 'close': {
      const { user } = users[action.user] as { user: TestUser };
      const holding = await callApi(platform.app, 'myDeal', { status: 1 }, { token: user.token });
      const open = holding.data.data;
      if (open.length === 0) return;
      const order = open[action.pick % open.length];
      const answer = await callApi(platform.app, 'close', { id: order?.Id }, { token: user.token });
      expect(answer.code).toBe(1);
      return;
    }
    case 'price': {
      platform.prices.push('EURUSD', new Decimal(action.mid).div(10_000).toFixed(5));
      return;
    }
  }
}

describe('money is accounted for across deposits, withdrawals and trading', () => {
  it('keeps every book after any sequence of operations', async () => {
    await fc.assert(fc.asyncProperty(fc.array(actionArb, { minLength: 5, maxLength: 30 }), play), {
      numRuns: 8,
      seed: 20_261_118,
      endOnFailure: true,
    });
  });
});
