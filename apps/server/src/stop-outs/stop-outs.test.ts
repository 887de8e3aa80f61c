import type { AdminStopOut } from '@tp/contract/admin-operations';
import { CloseReason, type Order } from '@tp/contract/entities';
import { NoticeKind } from '@tp/contract/notifications';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerType } from '../engine/ledger-type.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
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

async function buy(token: string, lots: number): Promise<Order> {
  const answer = await callApi(
    platform.app,
    'submit',
    { forex_id: eurusd, cont: lots, multiple: 100, status: 1, type: 1 },
    { token },
  );
  expect(answer.msg).toBe('Order placed');
  return answer.data;
}

/**
 * A demo account (10,000) buys 5 lots at the ask 1.10006 (margin 5,500.30, fee 35), then 2 lots
 * at the ask 1.09906 (margin 2,198.12, fee 14): the balance left is 2,252.58 and the margin
 * 7,698.42, so the account is at the 50 % level once the positions lose 6,101.79.
 */
async function twoPositions(): Promise<{
  token: string;
  userId: number;
  large: Order;
  small: Order;
}> {
  const { token, userId } = await newDemoUser(platform.app);
  await tick('1.10000');
  const large = await buy(token, 5);
  await tick('1.09900');
  const small = await buy(token, 2);
  return { token, userId, large, small };
}

const stoppedOut = async (token: string) =>
  (await callApi(platform.app, 'stopOutList', {}, { token })).data;

describe('a stop-out record with two positions', () => {
  it('names the risk rate that set it off, the closes in order with prices and P&L, the balance before and after', async () => {
    const { token, userId, large, small } = await twoPositions();
    // Bid 1.08600: the 5 lots lose 7,030 and the 2 lots 2,612, so equity is 309 on a margin of
    // 7,698.42 (4.01 %). The largest loss goes first, which leaves 722.88 and a risk rate of
    // 309 / 2,198.12 (14.06 %), still under 50 %: the 2 lots go too, the balance ending at 309.
    await tick('1.08606');
    const list = await stoppedOut(token);
    expect(list.total).toBe(1);
    const [record] = list.data;
    expect(record).toMatchObject({
      risk_rate: '4.01',
      stop_out_level: '50.00',
      balance_before: '2252.58',
      balance_after: '309.00',
      correction: '0.00',
      positions: [
        {
          order_id: large.Id,
          symbol: 'EUR/USD',
          side: 1,
          lots: '5.00',
          price: '1.08600',
          pnl: '-7030.00',
        },
        {
          order_id: small.Id,
          symbol: 'EUR/USD',
          side: 1,
          lots: '2.00',
          price: '1.08600',
          pnl: '-2612.00',
        },
      ],
    });
    const [row] = await platform.db
      .selectFrom('stop_outs')
      .select(['risk_rate_pct', 'user_id'])
      .where('user_id', '=', userId)
      .execute();
    const exact = new Decimal(309).div('7698.42').times(100);
    expect(
      new Decimal(row?.risk_rate_pct ?? 0).eq(exact.toDecimalPlaces(18, Decimal.ROUND_DOWN)),
    ).toBe(true);
    // The record agrees with the books: the closed orders and the balance the ledger ends at.
    const closed = (await callApi(platform.app, 'myDeal', { status: 3 }, { token })).data.data;
    expect(closed.map((order) => [order.Id, order.CloseReason, order.FactProfits])).toEqual([
      [small.Id, CloseReason.stopOut, -2612],
      [large.Id, CloseReason.stopOut, -7030],
    ]);
    const { balance, ledgerSum } = await ledgerCheck(platform.db, userId);
    expect(balance.toFixed(2)).toBe('309.00');
    expect(balance.eq(ledgerSum)).toBe(true);
    // The notification of each close opens the same record.
    const notices = (await callApi(platform.app, 'noticeList', {}, { token })).data.data;
    const stopOutNotices = notices.filter((item) => item.kind === NoticeKind.stopOut);
    expect(stopOutNotices).toHaveLength(2);
    for (const notice of stopOutNotices) {
      const orderId = (notice.params as { order_id: number }).order_id;
      const info = await callApi(platform.app, 'stopOutInfo', { order_id: orderId }, { token });
      expect(info.data).toEqual(record);
    }
    await tick('1.10000');
  });

  it('records the negative balance correction when the losses pass the balance', async () => {
    const { token, userId, large, small } = await twoPositions();
    // Bid 1.07994: the 5 lots lose 10,060 and the 2 lots 3,824; equity is −3,933 (−51.09 %).
    // Each close takes the balance under 0 and is brought back: 2,307.12, then 1,625.88.
    await tick('1.08000');
    const [record] = (await stoppedOut(token)).data;
    expect(record).toMatchObject({
      risk_rate: '-51.09',
      balance_before: '2252.58',
      balance_after: '0.00',
      correction: '3933.00',
      positions: [
        { order_id: large.Id, price: '1.07994', pnl: '-10060.00' },
        { order_id: small.Id, price: '1.07994', pnl: '-3824.00' },
      ],
    });
    const corrections = await platform.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('user_id', '=', userId)
      .where('type', '=', LedgerType.negativeBalanceProtection)
      .orderBy('id')
      .execute();
    expect(corrections.map((row) => new Decimal(row.amount).toFixed(2))).toEqual([
      '2307.12',
      '1625.88',
    ]);
    await tick('1.10000');
  });

  it('is not left by a stop-loss, and a closed-out account that stays above the level leaves none', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    await callApi(
      platform.app,
      'submit',
      { forex_id: eurusd, cont: 1, multiple: 100, status: 1, type: 1, stop_loss_price: 1.09 },
      { token },
    );
    await tick('1.08900');
    expect(await stoppedOut(token)).toEqual({ data: [], total: 0 });
    await tick('1.10000');
  });
});

describe('who reads a stop-out record', () => {
  it('only its trader: another trader sees none and is refused it by order id, as for no such order', async () => {
    const { token, large } = await twoPositions();
    await tick('1.08606');
    expect((await stoppedOut(token)).total).toBe(1);
    const other = await newDemoUser(platform.app);
    expect(await stoppedOut(other.token)).toEqual({ data: [], total: 0 });
    const refused = await callApi(
      platform.app,
      'stopOutInfo',
      { order_id: large.Id },
      { token: other.token },
    );
    const missing = await callApi(
      platform.app,
      'stopOutInfo',
      { order_id: 999_999_999 },
      { token },
    );
    expect(refused.code).not.toBe(1);
    expect(refused.msg).toBe(missing.msg);
    expect(refused.data).toBeNull();
    expect((await callApi(platform.app, 'stopOutList', {}, {})).code).not.toBe(1);
    await tick('1.10000');
  });

  it('answers hostile input with a clear message', async () => {
    const { token } = await newDemoUser(platform.app);
    for (const order_id of ['x', -1, 0, 1e30, '1.5']) {
      const answer = await callApi(platform.app, 'stopOutInfo', { order_id }, { token });
      expect(answer.code).not.toBe(1);
      expect(answer.msg).not.toMatch(/internal/i);
    }
    for (const page of [0, -3, 101, 'a', 1e12]) {
      const answer = await callApi(platform.app, 'stopOutList', { page }, { token });
      expect(answer.code).not.toBe(1);
      expect(answer.msg).not.toMatch(/internal/i);
    }
  });
});

describe('stop-out records in the back office', () => {
  it('every operator role reads a user’s records whole; a trader’s session or none is refused', async () => {
    const client = new AdminTestClient(platform);
    const { token, userId, large, small } = await twoPositions();
    await tick('1.08000');
    const [record] = (await stoppedOut(token)).data;
    const url = `/admin-api/users/stop-outs?userId=${userId}`;
    const tokens = [
      await client.token(),
      ...(await Promise.all(
        (['finance', 'support', 'risk'] as const).map(
          async (role) => (await client.operatorWithRole(role)).token,
        ),
      )),
    ];
    for (const operatorToken of tokens) {
      const answer = await client.call<{ items: AdminStopOut[]; total: number }>('GET', url, {
        token: operatorToken,
      });
      expect(answer.code).toBe(1);
      expect(answer.data.total).toBe(1);
      expect(answer.data.items[0]).toMatchObject({
        id: record?.id,
        riskRate: '-51.09',
        stopOutLevel: '50.00',
        balanceBefore: '2252.58',
        balanceAfter: '0.00',
        correction: '3933.00',
        positions: [
          { orderId: large.Id, side: 1, lots: '5.00', price: '1.07994', pnl: '-10060.00' },
          { orderId: small.Id, side: 1, lots: '2.00', price: '1.07994', pnl: '-3824.00' },
        ],
      });
      expect(Number.isNaN(Date.parse(answer.data.items[0]?.createdAt ?? ''))).toBe(false);
    }
    expect((await client.call('GET', url, { token })).code).toBe(999);
    expect((await client.call('GET', url)).code).toBe(999);
    const unknown = await client.call('GET', '/admin-api/users/stop-outs?userId=987654321', {
      token: tokens[0],
    });
    expect(unknown.code).not.toBe(1);
    for (const bad of ['x', '-1', '1e40', '']) {
      const answer = await client.call('GET', `/admin-api/users/stop-outs?userId=${bad}`, {
        token: tokens[0],
      });
      expect(answer.code).not.toBe(1);
      expect(answer.msg).not.toMatch(/internal/i);
    }
    await tick('1.10000');
  });
});
