import { type AccountSummary, CloseReason, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '../realtime/bus.ts';
import { ledgerCheck, newDemoUser, rowCounts } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { Engine } from './engine.ts';
import { EngineRefusal } from './engine-refusal.ts';
import { LedgerType } from './ledger-type.ts';

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

const buy = (userId: number, lots: string, extra: { clientOrderId?: string } = {}) =>
  platform.engine.placeOrder({
    userId,
    instrumentId: eurusdId,
    side: Side.buy,
    lots: new Decimal(lots),
    leverage: 100,
    ...extra,
  });

/** The next FOREX_TRADE pushed to a user, or undefined after `timeoutMs`. */
function nextSummary(userId: number, timeoutMs = 2_000): Promise<AccountSummary | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(undefined);
    }, timeoutMs);
    const unsubscribe = platform.bus.subscribe(userChannel(userId), (message) => {
      const frame = message as { type: string; data: AccountSummary };
      if (frame.type !== 'FOREX_TRADE') return;
      clearTimeout(timer);
      unsubscribe();
      resolve(frame.data);
    });
  });
}

/** A user and an account written straight to the database, as if made before this engine started. */
async function storedUser(balance: string): Promise<number> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const user = await platform.db
    .insertInto('users')
    .values({
      uid: `s${suffix}`,
      email: null,
      password_hash: null,
      is_demo: true,
      demo_id: `stored-${suffix}`,
      invite_code: `I${suffix}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await platform.db
    .insertInto('accounts')
    .values({ user_id: user.id, balance, lock_balance: 0 })
    .execute();
  return user.id;
}

describe('Engine', () => {
  it('opens an account once: a repeated call credits nothing', async () => {
    const userId = await storedUserWithoutAccount();
    await platform.engine.openAccount({ userId, initialBalance: new Decimal(500), memo: '' });
    await platform.engine.openAccount({ userId, initialBalance: new Decimal(500), memo: '' });
    const { balance, lockBalance } = await platform.engine.balance(userId);
    expect([balance.toNumber(), lockBalance.toNumber()]).toEqual([500, 0]);
    const check = await ledgerCheck(platform.db, userId);
    expect(check.balance.toNumber()).toBe(500);
    expect(check.ledgerSum.toNumber()).toBe(500);
  });

  it('refuses to trade for a user without an account', async () => {
    const userId = await storedUserWithoutAccount();
    await expect(buy(userId, '0.1')).rejects.toMatchObject({ errorName: 'insufficientMargin' });
  });

  it('reads an account it did not hold when first asked for it', async () => {
    const userId = await storedUser('250');
    // Not in memory yet: the summary waits for the account to be read.
    expect((await platform.engine.accountSummary(userId)).Balance).toBe(250);
    await platform.db
      .updateTable('accounts')
      .set({ balance: '1' })
      .where('user_id', '=', userId)
      .execute();
    // Held now: answered from memory, which the engine alone changes.
    expect((await platform.engine.accountSummary(userId)).Balance).toBe(250);
    const other = await storedUser('75');
    expect((await platform.engine.balance(other)).balance.toNumber()).toBe(75);
  });

  it('pushes FOREX_TRADE after a command and, throttled, after a price move', async () => {
    const { userId } = await newDemoUser(platform.app);
    const afterOpen = nextSummary(userId);
    const order = await buy(userId, '1');
    const summary = await afterOpen;
    expect(summary?.TransOrder.map((o) => o.Id)).toEqual([order.Id]);
    expect(summary?.CautionMoneyAll).toBe(order.CautionMoney);

    const afterMove = nextSummary(userId);
    platform.prices.push('EURUSD', '1.10100');
    const moved = await afterMove;
    // Valued at the new bid 1.10094: (1.10094 − 1.10006) × 100 000.
    expect(moved?.ProfitsTotal).toBe(88);
    expect(moved?.TransOrder[0]?.UpdatePrice).toBe(1.10094);
    platform.prices.push('EURUSD', '1.10000');
  });

  it('rejects a whole batch whose write fails, restores memory from the database, and goes on', async () => {
    const { userId } = await newDemoUser(platform.app);
    await sql`ALTER TABLE orders ADD CONSTRAINT orders_test_refuse CHECK (lots <> 0.37)`.execute(
      platform.db,
    );
    try {
      const before = await rowCounts(platform.db);
      const results = await Promise.allSettled([buy(userId, '0.1'), buy(userId, '0.37')]);
      for (const result of results) {
        expect(result.status).toBe('rejected');
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(EngineRefusal);
        expect(((result as PromiseRejectedResult).reason as EngineRefusal).errorName).toBe(
          'internal',
        );
      }
      expect(await rowCounts(platform.db)).toEqual(before);
      expect(await platform.engine.accountSummary(userId)).toMatchObject({
        Balance: 10000,
        TransOrder: [],
      });
      const order = await buy(userId, '0.1');
      expect(order.Status).toBe(OrderStatus.holding);
      const check = await ledgerCheck(platform.db, userId);
      expect(check.balance).toEqual(check.ledgerSum);
      expect(check.balance.toNumber()).toBe((await platform.engine.accountSummary(userId)).Balance);
    } finally {
      await sql`ALTER TABLE orders DROP CONSTRAINT orders_test_refuse`.execute(platform.db);
    }
  });

  it('writes every balance change as a ledger entry whose balance_after runs on from the one before', async () => {
    const { userId } = await newDemoUser(platform.app);
    const a = await buy(userId, '0.5');
    await buy(userId, '0.2');
    await platform.engine.closePosition({ userId, orderId: a.Id, reason: CloseReason.user });
    const entries = await platform.db
      .selectFrom('ledger_entries')
      .select(['amount', 'balance_after', 'type'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    let running = new Decimal(0);
    for (const entry of entries) {
      running = running.plus(entry.amount);
      expect(new Decimal(entry.balance_after)).toEqual(running);
    }
    expect(entries.map((e) => e.type)).toEqual([
      LedgerType.deposit,
      LedgerType.marginLock,
      LedgerType.fee,
      LedgerType.marginLock,
      LedgerType.fee,
      LedgerType.marginRelease,
      LedgerType.realisedPnl,
    ]);
  });

  // Last: the second engine writes ids the first one does not know of.
  it('continues after a restart from the database: balances, positions, ids and idempotency ids', async () => {
    const { userId } = await newDemoUser(platform.app);
    const held = await buy(userId, '0.2', { clientOrderId: 'restart-held' });
    const closed = await buy(userId, '0.3', { clientOrderId: 'restart-closed' });
    await platform.engine.closePosition({ userId, orderId: closed.Id, reason: CloseReason.user });
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
      const again = await restarted.placeOrder({
        userId,
        instrumentId: eurusdId,
        side: Side.buy,
        lots: new Decimal('0.3'),
        leverage: 100,
        clientOrderId: 'restart-closed',
      });
      expect(again).toMatchObject({ Id: closed.Id, Status: OrderStatus.closed });
      // What the first submit asked for is read back too: the id with other lots is refused.
      await expect(
        restarted.placeOrder({
          userId,
          instrumentId: eurusdId,
          side: Side.buy,
          lots: new Decimal('0.4'),
          leverage: 100,
          clientOrderId: 'restart-held',
        }),
      ).rejects.toMatchObject({ key: 'trade.clientOrderIdReused' });
      const fresh = await restarted.placeOrder({
        userId,
        instrumentId: eurusdId,
        side: Side.sell,
        lots: new Decimal('0.1'),
        leverage: 100,
      });
      expect(fresh.Id).toBeGreaterThan(closed.Id);
      const closedHeld = await restarted.closePosition({
        userId,
        orderId: held.Id,
        reason: CloseReason.user,
      });
      expect(closedHeld.Status).toBe(OrderStatus.closed);
      const check = await ledgerCheck(platform.db, userId);
      expect(check.balance).toEqual(check.ledgerSum);
    } finally {
      await restarted.stop();
    }
  });
});

async function storedUserWithoutAccount(): Promise<number> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const user = await platform.db
    .insertInto('users')
    .values({
      uid: `n${suffix}`,
      email: null,
      password_hash: null,
      is_demo: true,
      demo_id: `none-${suffix}`,
      invite_code: `N${suffix}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}
