import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LedgerType } from '../engine/ledger-type.ts';
import { OrderMode } from '../engine/order-record.ts';
import { callApi, ledgerCheck, newDemoUser, rowCounts } from '../test-support/api-test-client.ts';
import { restartablePlatform } from '../test-support/restartable-platform.ts';
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

const eurusd = () => platform.market.instrumentByCode('EURUSD')?.id ?? 0;

/** A buy limit of 1 lot EURUSD 1:100 at 1.08000 with the price at 1.10000: reserves 1080 + 7. */
async function buyLimit(token: string, extra: Record<string, unknown> = {}) {
  platform.prices.push('EURUSD', '1.10000');
  const answer = await callApi(
    platform.app,
    'submit',
    {
      type: 1,
      cont: 1,
      forex_id: eurusd(),
      status: 0,
      target_price: 1.08,
      multiple: 100,
      ...extra,
    },
    { token },
  );
  expect(answer.code).toBe(1);
  return answer.data;
}

const amend = (token: string, id: number, target: number) =>
  callApi(platform.app, 'amendTrade', { id, target_price: target }, { token });

async function stored(id: number) {
  return platform.db
    .selectFrom('orders')
    .select(['status', 'requested_price', 'mode', 'margin', 'fee', 'open_price'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function expectNothingWritten(action: () => Promise<unknown>) {
  const before = await rowCounts(platform.db);
  await action();
  expect(await rowCounts(platform.db)).toEqual(before);
}

describe('amend_trade: moving a pending order', () => {
  it('moves the target, reserves the margin again at it and gives the difference back', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const order = await buyLimit(token);
    const before = (await callApi(platform.app, 'balance', {}, { token })).data.balance;
    const answer = await amend(token, order.Id, 1.07);
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('Order price changed');
    expect(answer.data).toMatchObject({
      Id: order.Id,
      Status: OrderStatus.pending,
      Price: 1.07,
      CautionMoney: 1070,
      TradeFee: 7,
    });
    const row = await stored(order.Id);
    expect(Number(row.requested_price)).toBe(1.07);
    expect(Number(row.margin)).toBe(1070);
    expect(row.mode).toBe(OrderMode.pending);
    const after = (await callApi(platform.app, 'balance', {}, { token })).data.balance;
    expect(new Decimal(after).minus(before).toNumber()).toBe(10);
    const release = await platform.db
      .selectFrom('ledger_entries')
      .select(['amount', 'type'])
      .where('order_id', '=', order.Id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect({ amount: Number(release.amount), type: release.type }).toEqual({
      amount: 10,
      type: LedgerType.marginRelease,
    });
    const { balance, ledgerSum } = await ledgerCheck(platform.db, userId);
    expect(balance.eq(ledgerSum)).toBe(true);
  });

  it('is idempotent: the same target sent again answers the same order and books nothing', async () => {
    const { token } = await newDemoUser(platform.app);
    const order = await buyLimit(token);
    const first = await amend(token, order.Id, 1.075);
    await expectNothingWritten(async () => {
      const again = await amend(token, order.Id, 1.075);
      expect(again.code).toBe(1);
      expect(again.data).toMatchObject({ Id: order.Id, Price: 1.075, CautionMoney: 1075 });
      expect(again.data.CautionMoney).toBe(first.data.CautionMoney);
    });
  });

  it('fires at the new target, not the old one', async () => {
    const { token } = await newDemoUser(platform.app);
    const order = await buyLimit(token);
    expect((await amend(token, order.Id, 1.07)).code).toBe(1);
    // The ask passes the old target 1.08: nothing happens.
    platform.prices.push('EURUSD', '1.07950');
    await platform.engine.settled();
    expect((await stored(order.Id)).status).toBe(OrderStatus.pending);
    // The ask reaches the new target: the limit fills there.
    platform.prices.push('EURUSD', '1.06990');
    await platform.engine.settled();
    const row = await stored(order.Id);
    expect(row.status).toBe(OrderStatus.holding);
    expect(Number(row.open_price)).toBe(1.07);
  });

  it('a target moved above the price watches from below: it fires when the ask rises to it', async () => {
    const { token } = await newDemoUser(platform.app);
    const order = await buyLimit(token);
    expect((await amend(token, order.Id, 1.102)).code).toBe(1);
    expect((await stored(order.Id)).mode).toBe(OrderMode.pendingAbove);
    platform.prices.push('EURUSD', '1.08000');
    await platform.engine.settled();
    expect((await stored(order.Id)).status).toBe(OrderStatus.pending);
    platform.prices.push('EURUSD', '1.10300');
    await platform.engine.settled();
    expect((await stored(order.Id)).status).toBe(OrderStatus.holding);
  });

  describe('refusals change nothing', () => {
    it('refuses while the market is closed (a Saturday)', async () => {
      const { token } = await newDemoUser(platform.app);
      const order = await buyLimit(token);
      platform.clock.set(new Date('2026-11-21T12:00:00Z'));
      await expectNothingWritten(async () => {
        expect(await amend(token, order.Id, 1.07)).toEqual({
          code: 2101,
          msg: 'The market is closed',
          data: null,
        });
      });
      expect(Number((await stored(order.Id)).requested_price)).toBe(1.08);
    });

    it('refuses when the free margin cannot cover the larger reserve', async () => {
      const { token, userId } = await newDemoUser(platform.app);
      const order = await buyLimit(token);
      const figures = await platform.engine.accountFigures(userId);
      if (!figures) throw new Error('no account');
      // Leave 19.99 free: moving to 1.10000 needs 20 more margin.
      await platform.engine.adjustBalance({
        userId,
        amount: figures.freeMargin.minus('19.99').neg(),
        memo: 'test',
      });
      await expectNothingWritten(async () => {
        const answer = await amend(token, order.Id, 1.1);
        expect(answer.code).toBe(2107);
      });
      expect((await amend(token, order.Id, 1.0999)).code).toBe(1);
    });

    it('refuses a target that would leave its stop-loss on the wrong side', async () => {
      const { token } = await newDemoUser(platform.app);
      const order = await buyLimit(token, { stop_loss_price: 1.075, target_profit_price: 1.09 });
      await expectNothingWritten(async () => {
        expect((await amend(token, order.Id, 1.07)).code).toBe(2105);
        expect((await amend(token, order.Id, 1.095)).code).toBe(2106);
      });
    });

    it('refuses while the operator has frozen the trader’s trading', async () => {
      const { token, userId } = await newDemoUser(platform.app);
      const order = await buyLimit(token);
      await platform.engine.setTradingFrozen(userId, true);
      await expectNothingWritten(async () => {
        expect((await amend(token, order.Id, 1.07)).code).toBe(2111);
      });
      await platform.engine.setTradingFrozen(userId, false);
      expect((await amend(token, order.Id, 1.07)).code).toBe(1);
    });

    it('refuses a target of 0 or below', async () => {
      const { token } = await newDemoUser(platform.app);
      const order = await buyLimit(token);
      await expectNothingWritten(async () => {
        expect((await amend(token, order.Id, 0)).code).toBe(2108);
        expect((await amend(token, order.Id, -1)).code).toBe(2108);
      });
    });

    it("answers another trader's order as not found, and a holding order as not open", async () => {
      const owner = await newDemoUser(platform.app);
      const stranger = await newDemoUser(platform.app);
      const order = await buyLimit(owner.token);
      const holding = await callApi(
        platform.app,
        'submit',
        { type: 1, cont: 1, forex_id: eurusd(), status: 1, multiple: 100 },
        { token: owner.token },
      );
      await expectNothingWritten(async () => {
        expect((await amend(stranger.token, order.Id, 1.07)).code).toBe(2201);
        expect((await amend(owner.token, holding.data.Id, 1.07)).code).toBe(2202);
        expect((await amend(owner.token, 999_999_999, 1.07)).code).toBe(2201);
      });
      expect(Number((await stored(order.Id)).requested_price)).toBe(1.08);
    });
  });
});

describe('amend_trade across a restart', () => {
  const start = restartablePlatform('amend-restart');

  it('keeps the new target, mode and reserve, and fires there after a restart', async () => {
    const first = await start();
    const id = first.market.instrumentByCode('EURUSD')?.id ?? 0;
    first.prices.push('EURUSD', '1.10000');
    const { token, userId } = await newDemoUser(first.app);
    const placed = await callApi(
      first.app,
      'submit',
      { type: 1, cont: 1, forex_id: id, status: 0, target_price: 1.08, multiple: 100 },
      { token },
    );
    expect(
      (
        await callApi(
          first.app,
          'amendTrade',
          { id: placed.data.Id, target_price: 1.105 },
          { token },
        )
      ).code,
    ).toBe(1);
    await first.close();

    const second = await start();
    try {
      const row = await second.db
        .selectFrom('orders')
        .select(['requested_price', 'mode', 'margin'])
        .where('id', '=', placed.data.Id)
        .executeTakeFirstOrThrow();
      expect(Number(row.requested_price)).toBe(1.105);
      expect(row.mode).toBe(OrderMode.pendingAbove);
      expect(Number(row.margin)).toBe(1105);
      second.prices.push('EURUSD', '1.07000');
      await second.engine.settled();
      const listed = await callApi(second.app, 'myDeal', { status: 0 }, { token });
      expect(listed.data.data.map((o) => o.Id)).toContain(placed.data.Id);
      second.prices.push('EURUSD', '1.10600');
      await second.engine.settled();
      const filled = await callApi(second.app, 'myDeal', { status: 1 }, { token });
      expect(filled.data.data.find((o) => o.Id === placed.data.Id)?.Status).toBe(
        OrderStatus.holding,
      );
      const { balance, ledgerSum } = await ledgerCheck(second.db, userId);
      expect(balance.eq(ledgerSum)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
