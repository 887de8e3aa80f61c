import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { describe, expect, it } from 'vitest';
import { callApi, ledgerCheck, newDemoUser } from '../test-support/api-test-client.ts';
import { restartablePlatform } from '../test-support/restartable-platform.ts';
import type { TestPlatform } from '../test-support/test-platform.ts';

/** Both platforms of a test open one database in turn. */
const start = restartablePlatform('engine-restart');

async function statusOf(platform: TestPlatform, orderId: number) {
  return platform.db
    .selectFrom('orders')
    .select(['status', 'close_reason', 'close_price', 'open_price'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

describe('engine restart', () => {
  it('reloads stops and pending orders into the index: both fire after a restart', async () => {
    const first = await start();
    const eurusd = first.market.instrumentByCode('EURUSD')?.id ?? 0;
    first.prices.push('EURUSD', '1.10000');
    const { token, userId } = await newDemoUser(first.app);
    const submit = (params: Record<string, unknown>) =>
      callApi(
        first.app,
        'submit',
        { type: 1, cont: 1, forex_id: eurusd, multiple: 100, ...params },
        { token },
      );
    const stopped = (await submit({ status: 1, stop_loss_price: 1.09 })).data;
    const pending = (await submit({ status: 0, target_price: 1.08 })).data;
    expect(pending.Status).toBe(OrderStatus.pending);
    await first.close();

    const second = await start();
    try {
      second.prices.push('EURUSD', '1.08950');
      await second.engine.settled();
      expect(await statusOf(second, stopped.Id)).toMatchObject({
        status: OrderStatus.closed,
        close_reason: CloseReason.stopLoss,
      });
      expect(Number((await statusOf(second, stopped.Id)).close_price)).toBe(1.08944);
      expect((await statusOf(second, pending.Id)).status).toBe(OrderStatus.pending);
      second.prices.push('EURUSD', '1.07950');
      await second.engine.settled();
      const filled = await statusOf(second, pending.Id);
      expect(filled.status).toBe(OrderStatus.holding);
      expect(Number(filled.open_price)).toBe(1.08);
      const { balance, ledgerSum } = await ledgerCheck(second.db, userId);
      expect(balance.eq(ledgerSum)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('keeps a trailing stop: its distance and the level it tightened to, and it goes on trailing', async () => {
    const first = await start();
    const eurusd = first.market.instrumentByCode('EURUSD')?.id ?? 0;
    first.prices.push('EURUSD', '1.10000');
    const { token, userId } = await newDemoUser(first.app);
    const buy = (
      await callApi(
        first.app,
        'submit',
        { type: 1, cont: 1, forex_id: eurusd, multiple: 100, status: 1 },
        { token },
      )
    ).data;
    await callApi(first.app, 'setStopPrice', { id: buy.Id, trailing_distance: 0.002 }, { token });
    first.prices.push('EURUSD', '1.10200');
    await first.engine.settled();
    await first.close();

    const second = await start();
    try {
      const trail = async () => {
        const row = await second.db
          .selectFrom('orders')
          .select(['stop_loss', 'trailing_distance'])
          .where('id', '=', buy.Id)
          .executeTakeFirstOrThrow();
        return { stopLoss: Number(row.stop_loss), distance: Number(row.trailing_distance) };
      };
      // The bid 1.10194 less 20 pips, as the first engine left it.
      expect(await trail()).toEqual({ stopLoss: 1.09994, distance: 0.002 });
      second.prices.push('EURUSD', '1.10100');
      await second.engine.settled();
      expect((await trail()).stopLoss).toBe(1.09994);
      second.prices.push('EURUSD', '1.10400');
      await second.engine.settled();
      expect((await trail()).stopLoss).toBe(1.10194);
      second.prices.push('EURUSD', '1.10150');
      await second.engine.settled();
      expect(await statusOf(second, buy.Id)).toMatchObject({
        status: OrderStatus.closed,
        close_reason: CloseReason.trailingStop,
      });
      expect(Number((await statusOf(second, buy.Id)).close_price)).toBe(1.10144);
      const { balance, ledgerSum } = await ledgerCheck(second.db, userId);
      expect(balance.eq(ledgerSum)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('keeps expiries: what passed while it was down expires at start, the rest at its time', async () => {
    const first = await start();
    const eurusd = first.market.instrumentByCode('EURUSD')?.id ?? 0;
    first.prices.push('EURUSD', '1.10000');
    const { token, userId } = await newDemoUser(first.app);
    const pendingUntil = (expire_time: string) =>
      callApi(
        first.app,
        'submit',
        {
          type: 1,
          cont: 1,
          forex_id: eurusd,
          multiple: 100,
          status: 0,
          target_price: 1.08,
          expire_type: 2,
          expire_time,
        },
        { token },
      );
    // Placed at 10:00; the next platform starts at noon.
    first.clock.set(new Date('2026-11-18T10:00:00Z'));
    const passed = (await pendingUntil('2026-11-18 11:00:00')).data;
    const later = (await pendingUntil('2026-11-18 13:00:00')).data;
    expect([passed.Status, later.Status]).toEqual([OrderStatus.pending, OrderStatus.pending]);
    await first.close();

    const second = await start();
    try {
      await second.engine.settled();
      expect(await statusOf(second, passed.Id)).toMatchObject({
        status: OrderStatus.cancelled,
        close_reason: CloseReason.expired,
      });
      const open = await callApi(second.app, 'myDeal', { status: 0 }, { token });
      expect(open.data.data).toMatchObject([
        { Id: later.Id, ExpireTimeHandler: '2026-11-18 13:00:00' },
      ]);
      second.clock.set(new Date('2026-11-18T13:00:00Z'));
      await second.engine.settled();
      expect(await statusOf(second, later.Id)).toMatchObject({
        status: OrderStatus.cancelled,
        close_reason: CloseReason.expired,
      });
      const { balance, ledgerSum } = await ledgerCheck(second.db, userId);
      expect(balance.eq(ledgerSum)).toBe(true);
      expect(balance.toNumber()).toBe(10000);
    } finally {
      await second.close();
    }
  });
});
