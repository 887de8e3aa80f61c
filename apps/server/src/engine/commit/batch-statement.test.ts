import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../../test-support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

describe('the batch statement', () => {
  it('stores the times of orders and ledger entries to the millisecond', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
    const openedAt = new Date('2026-11-18T12:00:00.987Z');
    const closedAt = new Date('2026-11-18T12:00:01.001Z');

    platform.clock.set(openedAt);
    const order = await callApi(
      platform.app,
      'submit',
      { type: 1, cont: 0.01, forex_id: eurusd, status: 1, multiple: 100 },
      { token },
    );
    expect(order.code).toBe(1);
    platform.clock.set(closedAt);
    expect((await callApi(platform.app, 'close', { id: order.data.Id }, { token })).code).toBe(1);

    const stored = await platform.db
      .selectFrom('orders')
      .select(['created_at', 'opened_at', 'closed_at'])
      .where('id', '=', order.data.Id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ created_at: openedAt, opened_at: openedAt, closed_at: closedAt });
    const ledger = await platform.db
      .selectFrom('ledger_entries')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('order_id', '=', order.data.Id)
      .orderBy('id')
      .execute();
    expect(ledger.map((entry) => entry.created_at.toISOString())).toEqual([
      openedAt.toISOString(),
      openedAt.toISOString(),
      closedAt.toISOString(),
      closedAt.toISOString(),
    ]);
  });
});
