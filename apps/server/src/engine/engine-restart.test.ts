import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { describe, expect, it } from 'vitest';
import { restartablePlatform } from '../test-support/restartable-platform.ts';
import type { TestPlatform } from '../test-support/test-platform.ts';
import { callApi, ledgerCheck, newDemoUser } from '../trading/api-test-client.ts';

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
});
