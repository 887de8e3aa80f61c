import { CloseReason, type Order, OrderStatus } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import { LedgerType } from '../engine/ledger-type.ts';
import { callApi, ledgerCheck, newDemoUser } from '../test-support/api-test-client.ts';
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

/** A Saturday: forex is closed, crypto trades. */
const saturday = new Date('2026-11-21T12:00:00Z');

const idOf = (code: string): number => platform.market.instrumentByCode(code)?.id ?? 0;

async function tick(code: string, mid: string): Promise<void> {
  platform.prices.push(code, mid);
  await platform.engine.settled();
}

async function placed(token: string, params: Record<string, unknown>): Promise<Order> {
  const answer = await callApi(
    platform.app,
    'submit',
    { cont: 0.1, multiple: 100, status: 1, type: 1, ...params },
    { token },
  );
  expect(answer.msg).toBe('Order placed');
  return answer.data;
}

async function tab(token: string, status: 1 | 3): Promise<Order[]> {
  return (await callApi(platform.app, 'myDeal', { status }, { token })).data.data;
}

async function ledgerOf(userId: number, orderId: number): Promise<[number, string][]> {
  const rows = await platform.db
    .selectFrom('ledger_entries')
    .select(['type', 'amount'])
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.type, new Decimal(row.amount).toFixed()]);
}

async function expectBooksHold(userId: number): Promise<void> {
  const { balance, ledgerSum } = await ledgerCheck(platform.db, userId);
  expect(balance.eq(ledgerSum)).toBe(true);
}

describe('partial close', () => {
  it('closes 0.03 of 0.10 lots: the part books its share of margin and its P&L, to the ledger digit', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('EURUSD', '1.10000');
    // EURUSD's spread is 0.00012: a buy opens at the ask, 1.10006.
    const opened = await placed(token, {
      forex_id: idOf('EURUSD'),
      stop_loss_price: 1.09,
      target_profit_price: 1.12,
    });
    expect(opened.CautionMoney).toBe(110.006);
    await tick('EURUSD', '1.10100');
    const answer = await callApi(platform.app, 'close', { id: opened.Id, cont: 0.03 }, { token });
    expect(answer.msg).toBe('Part of the position closed');
    const part = answer.data;
    // 0.03 × 100 000 × (1.10094 − 1.10006) = 2.64; margin 110.006 × 3/10 = 33.0018.
    expect(part).toMatchObject({
      Status: OrderStatus.closed,
      ParentId: opened.Id,
      Quantity: 0.03,
      OriginPrice: 1.10006,
      UpdatePrice: 1.10094,
      FactProfits: 2.64,
      CautionMoney: 33.0018,
      CloseReason: CloseReason.user,
    });
    expect(await ledgerOf(userId, part.Id)).toEqual([
      [LedgerType.marginRelease, '33.0018'],
      [LedgerType.realisedPnl, '2.64'],
    ]);
    // The rest keeps its id, open price and stops, with the rest of the margin and fee.
    const [rest] = await tab(token, 1);
    expect(rest).toMatchObject({
      Id: opened.Id,
      Quantity: 0.07,
      OriginPrice: 1.10006,
      CautionMoney: 77.0042,
      TargetLossPrice: 1.09,
      TargetProfitPrice: 1.12,
    });
    expect(new Decimal(rest?.TradeFee ?? 0).plus(part.TradeFee).toNumber()).toBe(opened.TradeFee);
    // History shows the part, linked to the position.
    const history = await tab(token, 3);
    expect(history.map((order) => [order.Id, order.ParentId])).toEqual([[part.Id, opened.Id]]);
    await expectBooksHold(userId);

    // Closing the rest whole later releases exactly what was kept.
    const last = await callApi(platform.app, 'close', { id: opened.Id }, { token });
    expect(last.data).toMatchObject({ Status: OrderStatus.closed, Quantity: 0.07 });
    expect((await ledgerOf(userId, opened.Id)).filter(([type]) => type !== LedgerType.fee)).toEqual(
      [
        [LedgerType.marginLock, '-110.006'],
        [LedgerType.marginRelease, '77.0042'],
        [LedgerType.realisedPnl, '6.16'],
      ],
    );
    await expectBooksHold(userId);
  });

  it('refuses lots off the step, every lot as a part, or leaving less than the minimum, and changes nothing', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('EURUSD', '1.10000');
    const opened = await placed(token, { forex_id: idOf('EURUSD') });
    const before = await ledgerCheck(platform.db, userId);
    // Another trader's position is no order at all, whatever the lots; huge or odd lots are refused.
    const other = await newDemoUser(platform.app);
    const stranger = await callApi(
      platform.app,
      'close',
      { id: opened.Id, cont: 0.01 },
      { token: other.token },
    );
    expect(stranger.code).toBe(ErrorCatalogue.orderNotFound.code);
    for (const cont of ['1e30', '0.0000000000000000000000000000000000000001', 'abc']) {
      const answer = await callApi(platform.app, 'close', { id: opened.Id, cont }, { token });
      expect(answer.code, cont).not.toBe(1);
    }
    expect((await tab(token, 1)).map((order) => order.Quantity)).toEqual([0.1]);
    for (const cont of [0.035, 0.2, 0.095, -0.01, 0.1]) {
      const answer = await callApi(platform.app, 'close', { id: opened.Id, cont }, { token });
      expect(answer.code, `cont ${cont}`).toBe(
        cont === 0.1 ? 1 : ErrorCatalogue.partialCloseLots.code,
      );
      if (cont === 0.1) break;
      expect(answer.msg).toBe(
        'Close less than the whole position, in steps of 0.01 lots, leaving at least 0.01 lots open',
      );
    }
    // 0.1 of 0.1 is a whole close, answered as one.
    expect(await tab(token, 1)).toEqual([]);
    const [closed] = await tab(token, 3);
    expect(closed?.ParentId).toBeUndefined();
    expect(before.balance.lt((await ledgerCheck(platform.db, userId)).balance)).toBe(true);
  });
});

describe('close all', () => {
  it('closes only the losers, across instruments, each at its own price', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('EURUSD', '1.10000');
    await tick('GBPUSD', '1.30000');
    await tick('BTCUSD', '60000');
    const eurBuy = await placed(token, { forex_id: idOf('EURUSD') });
    const eurSell = await placed(token, { forex_id: idOf('EURUSD'), type: 2 });
    const gbpBuy = await placed(token, { forex_id: idOf('GBPUSD') });
    const btcSell = await placed(token, {
      forex_id: idOf('BTCUSD'),
      type: 2,
      cont: 0.01,
      multiple: 10,
    });
    // EURUSD up: the buy wins, the sell loses; GBPUSD down: the buy loses; BTCUSD down: the sell wins.
    await tick('EURUSD', '1.10500');
    await tick('GBPUSD', '1.29000');
    await tick('BTCUSD', '59000');
    const answer = await callApi(platform.app, 'closeAll', { scope: 2 }, { token });
    expect(answer.msg).toBe('Positions closed');
    expect(answer.data.skipped).toEqual([]);
    const closed = answer.data.closed;
    expect(closed.map((order) => order.Id).sort()).toEqual([eurSell.Id, gbpBuy.Id].sort());
    for (const order of closed) expect(order.FactProfits).toBeLessThan(0);
    // Each at its own price: the sell at EURUSD's ask, the buy at GBPUSD's bid.
    expect(closed.find((o) => o.Id === eurSell.Id)?.UpdatePrice).toBe(1.10506);
    expect(closed.find((o) => o.Id === gbpBuy.Id)?.UpdatePrice).toBeLessThan(1.29);
    const held = (await tab(token, 1)).map((order) => order.Id).sort();
    expect(held).toEqual([eurBuy.Id, btcSell.Id].sort());
    await expectBooksHold(userId);
  });

  it('closes all while one market is closed: that one stays open and is listed with why', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('EURUSD', '1.10000');
    await tick('BTCUSD', '60000');
    const eur = await placed(token, { forex_id: idOf('EURUSD') });
    const btc = await placed(token, { forex_id: idOf('BTCUSD'), cont: 0.01, multiple: 10 });
    platform.clock.set(saturday);
    const answer = await callApi(platform.app, 'closeAll', { scope: 0 }, { token });
    expect(answer.data.closed.map((order) => order.Id)).toEqual([btc.Id]);
    expect(answer.data.skipped).toEqual([
      { Id: eur.Id, Code: ErrorCatalogue.marketClosed.code, Msg: 'The market is closed' },
    ]);
    expect((await tab(token, 1)).map((order) => order.Id)).toEqual([eur.Id]);
    await expectBooksHold(userId);
  });

  it('closes one instrument’s positions only, and answers in the trader’s language', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('EURUSD', '1.10000');
    await tick('GBPUSD', '1.30000');
    const eur = await placed(token, { forex_id: idOf('EURUSD') });
    const gbp = await placed(token, { forex_id: idOf('GBPUSD') });
    const answer = await callApi(
      platform.app,
      'closeAll',
      { scope: 3, forex_id: idOf('EURUSD') },
      { token, headers: { lang: 'de' } },
    );
    expect(answer.msg).toBe('Positionen geschlossen');
    expect(answer.data.closed.map((order) => order.Id)).toEqual([eur.Id]);
    expect((await tab(token, 1)).map((order) => order.Id)).toEqual([gbp.Id]);
    const none = await callApi(platform.app, 'closeAll', { scope: 1 }, { token });
    expect(none).toMatchObject({ code: 1, msg: 'No position was closed' });
  });

  it('refuses a scope it does not know, or an instrument without the instrument scope', async () => {
    const { token } = await newDemoUser(platform.app);
    for (const params of [
      { scope: 4 },
      { scope: -1 },
      { scope: 3 },
      { scope: 0, forex_id: idOf('EURUSD') },
    ]) {
      const answer = await callApi(platform.app, 'closeAll', params, { token });
      expect(answer.code, JSON.stringify(params)).toBe(ErrorCatalogue.invalidField.code);
    }
    const unknown = await callApi(
      platform.app,
      'closeAll',
      { scope: 3, forex_id: 999_999 },
      { token },
    );
    expect(unknown.code).toBe(ErrorCatalogue.instrumentNotFound.code);
  });
});

// Last: the restarted engine takes over the books, and the first one is fenced off.
describe('restart', () => {
  it('a restart after a partial close keeps the rest with its lots, margin and stops', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    await tick('EURUSD', '1.10000');
    const opened = await placed(token, {
      forex_id: idOf('EURUSD'),
      cont: 0.1,
      stop_loss_price: 1.095,
    });
    await callApi(platform.app, 'close', { id: opened.Id, cont: 0.04 }, { token });
    const summaryBefore = await platform.engine.accountSummary(userId);
    const restarted = await Engine.create({
      db: platform.db,
      clock: platform.clock,
      market: platform.market,
      bus: platform.bus,
      config: platform.config,
    });
    try {
      expect(await restarted.accountSummary(userId)).toEqual(summaryBefore);
      const held = summaryBefore.TransOrder.find((order) => order.Id === opened.Id);
      expect(held).toMatchObject({ Quantity: 0.06, TargetLossPrice: 1.095 });
      // The restarted engine holds the rest: closing it takes its 0.06 lots and kept margin.
      const closed = await restarted.closePosition({
        userId,
        orderId: opened.Id,
        reason: CloseReason.user,
      });
      expect(closed).toMatchObject({ Quantity: 0.06, CautionMoney: 66.0036 });
      const check = await ledgerCheck(platform.db, userId);
      expect(check.balance.eq(check.ledgerSum)).toBe(true);
    } finally {
      await restarted.stop();
    }
  });
});
