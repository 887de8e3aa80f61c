import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck, newDemoUser } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { EngineRefusal } from './engine-refusal.ts';

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

const buy = (userId: number, lots: string) =>
  platform.engine.placeOrder({
    userId,
    instrumentId: eurusdId,
    side: Side.buy,
    lots: new Decimal(lots),
    leverage: 100,
  });

/**
 * Holds the engine's next write until `release`: a transaction locks `orders` (on PGlite it
 * also holds the one connection), so the write waits while later commands are applied.
 */
function holdWrites(): { held: Promise<void>; release: () => void; done: Promise<void> } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding!: () => void;
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const done = platform.db.transaction().execute(async (tx) => {
    await sql`LOCK TABLE orders IN EXCLUSIVE MODE`.execute(tx);
    holding();
    await gate;
  });
  return { held, release, done };
}

/** Waits until the engine's memory shows what `seen` looks for (a command was applied). */
async function until(seen: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await seen())) {
    if (Date.now() > deadline) throw new Error('the engine never applied the command');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const openIds = async (userId: number) =>
  (await platform.engine.accountSummary(userId)).TransOrder.map((order) => order.Id);

describe('Engine with a write under way', () => {
  it('fails only the batch whose write fails; the commands applied on top of it run again and commit', async () => {
    const a = await newDemoUser(platform.app);
    const b = await newDemoUser(platform.app);
    const earlier = await buy(a.userId, '0.2');
    await sql`ALTER TABLE orders ADD CONSTRAINT orders_test_refuse CHECK (lots <> 0.37)`.execute(
      platform.db,
    );
    try {
      const hold = holdWrites();
      await hold.held;
      const refused = buy(a.userId, '0.37').catch((error: unknown) => error);
      await until(async () => (await openIds(a.userId)).length === 2);
      // Applied while the refused order's write waits: on top of a batch that will fail.
      const later = Promise.all([
        buy(b.userId, '0.1'),
        platform.engine.closePosition({
          userId: a.userId,
          orderId: earlier.Id,
          reason: CloseReason.user,
        }),
        buy(a.userId, '0.05'),
      ]);
      await until(
        async () =>
          (await openIds(b.userId)).length === 1 && !(await openIds(a.userId)).includes(earlier.Id),
      );
      hold.release();
      await hold.done;

      expect(await refused).toBeInstanceOf(EngineRefusal);
      expect((await refused) as EngineRefusal).toMatchObject({ errorName: 'internal' });
      const [bOrder, closed, aOrder] = await later;
      expect(bOrder.Status).toBe(OrderStatus.holding);
      expect(closed).toMatchObject({ Id: earlier.Id, Status: OrderStatus.closed });
      expect(aOrder.Status).toBe(OrderStatus.holding);

      // Memory was read back and the later commands applied again: no trace of the refused order.
      expect(await openIds(a.userId)).toEqual([aOrder.Id]);
      expect(await openIds(b.userId)).toEqual([bOrder.Id]);
      const stored = await platform.db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('user_id', '=', a.userId)
        .orderBy('id')
        .execute();
      expect(stored).toEqual([
        { id: earlier.Id, status: OrderStatus.closed },
        { id: aOrder.Id, status: OrderStatus.holding },
      ]);
      for (const userId of [a.userId, b.userId]) {
        const check = await ledgerCheck(platform.db, userId);
        expect(check.balance).toEqual(check.ledgerSum);
        expect(check.balance.toNumber()).toBe(
          (await platform.engine.accountSummary(userId)).Balance,
        );
      }
    } finally {
      await sql`ALTER TABLE orders DROP CONSTRAINT orders_test_refuse`.execute(platform.db);
    }
  });

  it('answers each command with the order as its own batch left it', async () => {
    const { userId } = await newDemoUser(platform.app);
    const hold = holdWrites();
    await hold.held;
    const first = buy(userId, '0.1');
    await until(async () => (await openIds(userId)).length === 1);
    const [id] = await openIds(userId);
    if (id === undefined) throw new Error('the order is not held');
    // Closed in the next batch, applied before the first batch's write commits.
    const closing = platform.engine.closePosition({
      userId,
      orderId: id,
      reason: CloseReason.user,
    });
    await until(async () => (await openIds(userId)).length === 0);
    hold.release();
    await hold.done;
    expect(await first).toMatchObject({ Id: id, Status: OrderStatus.holding, CloseReason: 0 });
    expect(await closing).toMatchObject({ Id: id, Status: OrderStatus.closed });
  });
});
