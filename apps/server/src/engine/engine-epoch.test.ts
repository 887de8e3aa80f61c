import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDemoUser, rowCounts } from '../test-support/api-test-client.ts';
import { expectBooksOf } from '../test-support/engine/simulation-invariants.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { Engine } from './engine.ts';
import type { EngineApi } from './engine-api.ts';

let platform: TestPlatform;
let eurusdId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  eurusdId = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
  platform.prices.push('EURUSD', '1.10000');
});

afterAll(async () => {
  await platform?.close();
});

const buy = (engine: EngineApi, userId: number) =>
  engine.placeOrder({
    userId,
    instrumentId: eurusdId,
    side: Side.buy,
    lots: new Decimal('0.1'),
    leverage: 100,
  });

describe('the engine epoch', () => {
  it('lets an engine another one has replaced write nothing more, and the new one carries on', async () => {
    const { userId } = await newDemoUser(platform.app);
    const first = await buy(platform.engine, userId);
    const old = platform.localEngine();
    if (!old) throw new Error('the embedded platform runs its engine');

    let replaced = 0;
    const successor = await Engine.create({
      db: platform.db,
      clock: platform.clock,
      market: platform.market,
      bus: platform.bus,
      config: platform.config,
      onSuperseded: () => {
        replaced += 1;
      },
    });
    expect(successor.epoch).toBe(old.epoch + 1);

    const before = await rowCounts(platform.db);
    // The old engine still holds the account in memory and decides the order, but its batch
    // fails inside the database: nothing of it is written.
    await expect(buy(old, userId)).rejects.toMatchObject({ errorName: 'internal' });
    expect(await rowCounts(platform.db)).toEqual(before);
    // From then on it refuses at once.
    await expect(old.closePosition({ userId, orderId: first.Id, reason: 1 })).rejects.toMatchObject(
      {
        errorName: 'engineUnavailable',
      },
    );

    // The successor read the books after the old engine's last commit: the first order is there.
    const summary = await successor.accountSummary(userId);
    expect(summary.TransOrder.map((o) => o.Id)).toEqual([first.Id]);
    const second = await buy(successor, userId);
    expect(second.Status).toBe(OrderStatus.holding);
    expect(second.Id).toBeGreaterThan(first.Id);
    await expectBooksOf(platform.db, userId, successor);
    expect(replaced).toBe(0);
    await successor.stop();
  });
});
