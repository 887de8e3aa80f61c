import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { ledgerCheck } from '../trading/api-test-client.ts';
import type { EngineApi } from './engine-api.ts';
import { LedgerType } from './ledger-type.ts';

const knownStates: number[] = Object.values(OrderStatus);

/**
 * The books of one user agree with themselves: balance = Σ ledger and never below zero, the
 * locked balance is the margin of holding orders plus the whole reserve of pending ones, every
 * order is in exactly one known state, margin is conserved order by order, and (given
 * the engine) the engine's memory agrees with the database.
 */
export async function expectBooksOf(db: Db, userId: number, engine?: EngineApi): Promise<void> {
  const { balance, ledgerSum } = await ledgerCheck(db, userId);
  expect(balance.toString(), `user ${userId}: balance = Σ ledger`).toBe(ledgerSum.toString());
  expect(balance.gte(0), `user ${userId}: balance ${balance} not below zero`).toBe(true);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'status', 'margin', 'fee'])
    .where('user_id', '=', userId)
    .execute();
  for (const order of orders) expect(knownStates).toContain(order.status);
  const locked = orders
    .filter((o) => o.status === OrderStatus.holding || o.status === OrderStatus.pending)
    .reduce(
      (sum, o) => sum.plus(o.margin).plus(o.status === OrderStatus.pending ? o.fee : 0),
      new Decimal(0),
    );
  const account = await db
    .selectFrom('accounts')
    .select('lock_balance')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(new Decimal(account.lock_balance).toString(), `user ${userId}: lock_balance`).toBe(
    locked.toString(),
  );
  await expectMarginPerOrder(db, userId, orders);
  if (!engine) return;
  const held = await engine.balance(userId);
  expect(held.balance.toString()).toBe(balance.toString());
  expect(held.lockBalance.toString()).toBe(locked.toString());
  const inMemory = (await engine.accountSummary(userId)).TransOrder.map((o) => o.Id).sort(
    (a, b) => a - b,
  );
  const stored = orders
    .filter((o) => o.status === OrderStatus.holding)
    .map((o) => o.id)
    .sort((a, b) => a - b);
  expect(inMemory, `user ${userId}: engine holding set = database`).toEqual(stored);
}

/**
 * Margin is conserved order by order: the lock and release entries of an open order add up to
 * minus its margin, those of a finished order to zero, so a second close would show.
 */
async function expectMarginPerOrder(
  db: Db,
  userId: number,
  orders: { id: number; status: number; margin: string }[],
): Promise<void> {
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['order_id', 'amount'])
    .where('user_id', '=', userId)
    .where('type', 'in', [LedgerType.marginLock, LedgerType.marginRelease])
    .execute();
  const booked = new Map<number, Decimal>();
  for (const { order_id, amount } of entries) {
    if (order_id === null) continue;
    booked.set(order_id, (booked.get(order_id) ?? new Decimal(0)).plus(amount));
  }
  for (const order of orders) {
    const open = order.status === OrderStatus.holding || order.status === OrderStatus.pending;
    const expected = open ? new Decimal(order.margin).neg() : new Decimal(0);
    const got = booked.get(order.id) ?? new Decimal(0);
    expect(got.toString(), `order ${order.id} (status ${order.status}): margin booked`).toBe(
      expected.toString(),
    );
  }
}
