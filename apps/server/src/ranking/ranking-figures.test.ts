import { TraderType } from '@tp/contract/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindCoinAddress,
  fundAccount,
  operatorCall,
} from '../funds/test-support/funds-admin-kit.ts';
import { type FundsChannels, seedFundsChannels } from '../funds/test-support/funds-fixtures.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi } from '../test-support/api-test-client.ts';
import { newRealUser, type TestUser } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { rankingJobName } from './ranking-limits.ts';

let platform: TestPlatform;
let channels: FundsChannels;
let admin: AdminTestClient;
let gold: number;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 }, { rankingMinPositions: 3 });
  channels = await seedFundsChannels(platform);
  admin = new AdminTestClient(platform);
  // Signed in before the script: an authenticator code moves the clock on.
  await admin.token();
  gold = platform.market.instrumentByCode('XAUUSD')?.id ?? 0;
});

afterAll(async () => {
  await platform?.close();
});

/** Sets the clock, then pushes gold's mid price there (its spread is 0.30: bid mid − 0.15, ask mid + 0.15). */
async function goldAt(at: string, mid: string): Promise<void> {
  platform.clock.set(new Date(at));
  platform.prices.push('XAUUSD', mid);
  await platform.engine.settled();
}

/** 0.1 lot of gold (10 ounces) at 100× leverage: margin = 10 × price / 100, fee 0.1 × 7 = 0.70. */
async function open(user: TestUser, side: 1 | 2): Promise<number> {
  const answer = await callApi(
    platform.app,
    'submit',
    { type: side, cont: 0.1, forex_id: gold, status: 1, multiple: 100 },
    { token: user.token },
  );
  expect(answer.msg).toBe('Order placed');
  return answer.data.Id;
}

/**
 * Sets the clock for an operator's action: a back-office session lasts hours and the script
 * spans weeks, so the operator signs in again first (which moves the clock by a code's step).
 */
async function operatorAt(at: string): Promise<void> {
  platform.clock.set(new Date(new Date(at).getTime() - 60_000));
  admin.forget('admin');
  await admin.token();
  platform.clock.set(new Date(at));
}

async function close(user: TestUser, id: number): Promise<number> {
  const answer = await callApi(platform.app, 'close', { id }, { token: user.token });
  expect(answer.code).toBe(1);
  return answer.data.FactProfits;
}

describe('the ranking computed from a scripted history', () => {
  it('equals the figures worked out by hand, deposits and withdrawals not counted as return', async () => {
    const trader = await newRealUser(platform);
    const listed = await callApi(
      platform.app,
      'saveFollowSetting',
      { listed: 1, nickname: 'Harbour Gold' },
      { token: trader.token },
    );
    expect(listed.code).toBe(1);

    // Before the period (it starts 21 days before the run on 10 December): deposit 1,000,
    // buy at 2,000.15, sell at 2,010.00: +98.50 less a 0.70 fee. Equity 1,097.80.
    platform.clock.set(new Date('2026-11-18T12:00:00Z'));
    await fundAccount(platform, admin, channels, trader, 1000);
    await goldAt('2026-11-18T12:01:00Z', '2000');
    const first = await open(trader, 1);
    await goldAt('2026-11-18T12:02:00Z', '2010.15');
    expect(await close(trader, first)).toBe(98.5);

    // 7 December: buy at 2,000.15 (fee: 1,097.10); gold falls to a mid of 1,950, where the
    // position is 503 under water (bid 1,949.85: −50.30 × 10), the account at 594.10; sold at
    // 2,030.00: +298.50. Equity 1,395.60.
    await goldAt('2026-12-07T12:00:00Z', '2000');
    const second = await open(trader, 1);
    await goldAt('2026-12-07T12:01:00Z', '1950');
    await goldAt('2026-12-07T12:02:00Z', '2030.15');
    expect(await close(trader, second)).toBe(298.5);
    // A deposit of 500 in the middle of the period: 1,895.60.
    await operatorAt('2026-12-07T12:10:00Z');
    await fundAccount(platform, admin, channels, trader, 500);

    // 8 December: sell at 1,999.85 (fee: 1,894.90); gold rises to 2,005 (ask 2,005.15: 53
    // under water); bought back at 1,980.30: +195.50. Equity 2,090.40.
    await goldAt('2026-12-08T12:00:00Z', '2000');
    const third = await open(trader, 2);
    await goldAt('2026-12-08T12:01:00Z', '2005');
    await goldAt('2026-12-08T12:02:00Z', '1980.15');
    expect(await close(trader, third)).toBe(195.5);
    // A withdrawal of 400, paid: 1,690.40.
    await operatorAt('2026-12-08T12:10:00Z');
    const method = await bindCoinAddress(platform, channels, trader);
    const withdrawal = await callApi(
      platform.app,
      'withdraw',
      { draw_method_id: method, number: 400 },
      { token: trader.token },
    );
    expect(withdrawal.code).toBe(1);
    const paid = await operatorCall(admin, '/admin-api/withdrawals/pay', {
      id: withdrawal.data.id,
      realNumber: 398,
    });
    expect(paid.code).toBe(1);

    // 9 December: buy at 2,000.15 (fee: 1,689.70), sold at 1,970.00: −301.50. Equity 1,388.20.
    await goldAt('2026-12-09T12:00:00Z', '2000');
    const fourth = await open(trader, 1);
    await goldAt('2026-12-09T12:01:00Z', '1970.15');
    expect(await close(trader, fourth)).toBe(-301.5);

    await platform.market.flush();
    platform.clock.set(new Date('2026-12-10T12:00:00Z'));
    await platform.runJob(rankingJobName);

    const board = await callApi(platform.app, 'followList', {});
    expect(board.code).toBe(1);
    expect(board.data).toMatchObject({
      total: 1,
      updated_at: '2026-12-10 12:00:00',
      period_days: 21,
      min_positions: 3,
    });
    expect(board.data.data).toEqual([
      {
        rank: 1,
        user: 'Harbour Gold',
        type: TraderType.real,
        multiple: 100,
        code: 'XAUUSD',
        show_code: 'XAU/USD',
        // (1,395.60 / 1,097.80) × (2,090.40 / 1,895.60) × (1,388.20 / 1,690.40) − 1 = 15.1285 %:
        // each stretch between the deposit and the withdrawal, never the money moved.
        three_week_rate: 15.13,
        // Two of three positions beat their fee.
        three_week_win: 66.67,
        // 297.80 + 194.80 − 302.20.
        three_week_profit: 190.4,
        three_week_trade_num: 3,
        // 1,097.80 / 1,000 × 1.151285 − 1 = 26.3881 %.
        total_rate: 26.39,
        total_trade_num: 4,
        // From 1,097.80 at the start down to 594.10 while the first position was open: 45.8827 %.
        max_drawdown: 45.88,
        // Gold's 15 % a year at 100×: 1,500 % a year, between 800 % and 1,600 %.
        risk_score: 7,
        followers: 0,
      },
    ]);
  });
});
