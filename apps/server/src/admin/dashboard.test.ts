import type { Dashboard } from '@tp/contract/admin-operations';
import { FundsStatus, ReviewStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import { floatingPnl } from '@tp/domain/pnl';
import { exitPrice } from '@tp/domain/quote';
import { Side } from '@tp/domain/side';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { realTrader } from '../test-support/back-office-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let client: AdminTestClient;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  client = new AdminTestClient(platform);
  await client.token();
});

afterAll(async () => {
  await platform?.close();
});

async function dashboard(token?: string): Promise<Dashboard> {
  const answer = await client.call<Dashboard>('GET', '/admin-api/dashboard', {
    token: token ?? (await client.token()),
  });
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

const hours = (n: number) => n * 3_600_000;

describe('dashboard', () => {
  it('counts real registrations of today and of the last 7 days', async () => {
    const before = await dashboard();
    const now = platform.clock.now();
    await realTrader(platform, { createdAt: new Date(now.getTime() - hours(1)) });
    await realTrader(platform, { createdAt: new Date(now.getTime() - hours(24 * 3)) });
    await realTrader(platform, { createdAt: new Date(now.getTime() - hours(24 * 10)) });
    const after = await dashboard();
    expect(after.registrationsToday - before.registrationsToday).toBe(1);
    expect(after.registrations7d - before.registrations7d).toBe(2);
  });

  it('counts what waits for review in each queue', async () => {
    const before = await dashboard();
    const trader = await realTrader(platform);
    const now = platform.clock.now();
    await platform.db
      .insertInto('stored_files')
      .values({
        id: 'dashboard-proof',
        owner_user_id: trader.userId,
        mime: 'image/png',
        bytes: new Uint8Array([1]),
        byte_count: 1,
        width: 1,
        height: 1,
        created_at: now,
      })
      .execute();
    await platform.db
      .insertInto('kyc_submissions')
      .values({
        user_id: trader.userId,
        name: 'Chan Tai Man',
        card_id: 'A1234567',
        front_file_id: 'dashboard-proof',
        back_file_id: 'dashboard-proof',
        review_status: ReviewStatus.underReview,
        submitted_at: now,
      })
      .execute();
    const deposit = {
      user_id: trader.userId,
      kind: 0,
      currency_code: 'USDT',
      channel: 'TRC20',
      address: 'T-address',
      amount: '100',
      proof_file_id: 'dashboard-proof',
      created_at: now,
    };
    await platform.db
      .insertInto('deposits')
      .values([deposit, { ...deposit, status: FundsStatus.finished }])
      .execute();
    const currency = await platform.db
      .insertInto('draw_currencies')
      .values({
        code: 'USDT',
        protocol: 'TRC20',
        kind: 1,
        draw_rate: '1',
        fee_type: 1,
        fee: '1',
        usd_price: '1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await platform.db
      .insertInto('withdrawals')
      .values({
        id: 900_001,
        user_id: trader.userId,
        kind: 1,
        draw_currency_id: currency.id,
        currency_code: 'USDT',
        protocol: 'TRC20',
        address: 'T-address',
        payee_account: '',
        destination: 'T-address',
        amount: '10',
        fee: '1',
        draw_rate: '1',
        expected_number: '9',
        created_at: now,
      })
      .execute();
    const after = await dashboard();
    expect(after.kycWaiting - before.kycWaiting).toBe(1);
    expect(after.depositsWaiting - before.depositsWaiting).toBe(1);
    expect(after.withdrawalsWaiting - before.withdrawalsWaiting).toBe(1);
  });

  it('shows net lots and the broker’s floating P&L per instrument, and accounts near stop-out', async () => {
    platform.prices.push('EURUSD', '1.10000');
    const eurusd = platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is seeded');
    const open = (userId: number, side: Side, lots: string) =>
      platform.engine.placeOrder({
        userId,
        instrumentId: eurusd.id,
        side,
        lots: new Decimal(lots),
        leverage: 200,
      });
    const nearest = await realTrader(platform, { balance: '1000' });
    const near = await realTrader(platform, { balance: '1020' });
    const safe = await realTrader(platform, { balance: '1000' });
    const seller = await realTrader(platform, { balance: '10000' });
    const orders = [
      await open(nearest.userId, Side.buy, '1'),
      await open(near.userId, Side.buy, '1'),
      await open(safe.userId, Side.buy, '0.01'),
      await open(seller.userId, Side.sell, '0.5'),
    ];
    // About 60 pips down: the 1-lot buyers fall to a risk rate near 70%, above the 50% stop-out.
    platform.prices.push('EURUSD', '1.09390');
    await platform.engine.settled();

    const data = await dashboard();
    const quote = platform.market.quote(eurusd.id);
    if (!quote) throw new Error('quoted');
    const tradersPnl = orders.reduce(
      (sum, order) =>
        sum.plus(
          floatingPnl({
            side: order.OrderType === 1 ? Side.buy : Side.sell,
            entryPrice: new Decimal(order.OriginPrice),
            exitPrice: exitPrice(order.OrderType === 1 ? Side.buy : Side.sell, quote),
            lots: new Decimal(order.Quantity),
            contractSize: eurusd.terms.contractSize,
            quoteToUsd: new Decimal(1),
          }),
        ),
      new Decimal(0),
    );
    expect(data.exposure).toEqual([
      {
        instrumentId: eurusd.id,
        code: 'EURUSD',
        buyLots: 2.01,
        sellLots: 0.5,
        netLots: 1.51,
        brokerPnl: bookAmount(tradersPnl.neg()).toNumber(),
      },
    ]);
    expect(data.exposure[0]?.brokerPnl).toBeGreaterThan(0);

    expect(data.stopOutLevel).toBe(50);
    expect(data.nearStopOut.map((row) => row.userId)).toEqual([nearest.userId, near.userId]);
    const summary = await platform.engine.accountSummary(nearest.userId);
    expect(data.nearStopOut[0]).toEqual({
      userId: nearest.userId,
      uid: nearest.uid,
      email: nearest.email,
      isDemo: false,
      equity: summary.Equity,
      margin: summary.CautionMoneyAll,
      riskRate: summary.HazardRate,
    });
    expect(summary.HazardRate).toBeGreaterThan(50);
    expect(summary.HazardRate).toBeLessThan(75);
  });

  it('is open to finance, support and risk', async () => {
    for (const role of ['finance', 'support', 'risk'] as const) {
      const { token } = await client.operatorWithRole(role);
      expect((await dashboard(token)).stopOutLevel).toBe(50);
    }
  });
});
