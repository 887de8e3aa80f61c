import type { Decimal } from '@tp/domain/decimal';
import type { OrderRecord } from './order-record.ts';
import { type Trigger, triggersOf } from './order-triggers.ts';
import { TriggerIndex } from './trigger-index.ts';

/** One trader's account as the engine holds it between commands. */
export type AccountState = {
  userId: number;
  /** Free cash, exactly as booked. */
  balance: Decimal;
  /** Open orders (holding and pending) by id. */
  orders: Map<number, OrderRecord>;
  /** Idempotency ids already used by this account → the order they created. */
  clientOrderIds: Map<string, number>;
};

/**
 * Accounts and open orders in memory, with an index of open orders per instrument so a
 * price move finds the positions it affects without scanning every account.
 */
export class EngineState {
  private readonly accounts = new Map<number, AccountState>();
  private readonly byInstrument = new Map<number, Map<number, OrderRecord>>();
  /** Stops and pending entries by price level, so a tick finds what it reached by search. */
  readonly triggers = new TriggerIndex<Trigger>();
  private readonly triggersByOrder = new Map<number, Trigger[]>();
  private lastOrderId: number;
  private lastLedgerId: number;

  constructor(ids: { lastOrderId: number; lastLedgerId: number }) {
    this.lastOrderId = ids.lastOrderId;
    this.lastLedgerId = ids.lastLedgerId;
  }

  account(userId: number): AccountState | undefined {
    return this.accounts.get(userId);
  }

  /** Adds an account with its open orders (replacing any copy held before). */
  addAccount(userId: number, balance: Decimal, openOrders: readonly OrderRecord[]): AccountState {
    this.evict(userId);
    const account: AccountState = { userId, balance, orders: new Map(), clientOrderIds: new Map() };
    this.accounts.set(userId, account);
    for (const order of openOrders) this.addOrder(account, order);
    return account;
  }

  /** Forgets an account, e.g. after a failed write, so it is read again from the database. */
  evict(userId: number): void {
    const account = this.accounts.get(userId);
    if (!account) return;
    for (const order of account.orders.values()) this.unindex(order);
    this.accounts.delete(userId);
  }

  addOrder(account: AccountState, order: OrderRecord): void {
    account.orders.set(order.id, order);
    if (order.clientOrderId !== null) account.clientOrderIds.set(order.clientOrderId, order.id);
    let orders = this.byInstrument.get(order.instrumentId);
    if (!orders) {
      orders = new Map();
      this.byInstrument.set(order.instrumentId, orders);
    }
    orders.set(order.id, order);
    this.indexTriggers(order);
  }

  /** Re-reads an open order's levels after its stops or its status changed. */
  reindex(order: OrderRecord): void {
    this.unindexTriggers(order);
    this.indexTriggers(order);
  }

  /** Takes an order out of the open set; its idempotency id stays remembered. */
  removeOrder(account: AccountState, order: OrderRecord): void {
    account.orders.delete(order.id);
    this.unindex(order);
  }

  /** Open orders on one instrument. */
  ordersOn(instrumentId: number): Iterable<OrderRecord> {
    return this.byInstrument.get(instrumentId)?.values() ?? [];
  }

  /** Users holding an open order on any of the instruments. */
  holdersOf(instrumentIds: Iterable<number>): Set<number> {
    const users = new Set<number>();
    for (const id of instrumentIds) {
      for (const order of this.ordersOn(id)) users.add(order.userId);
    }
    return users;
  }

  /** Moves the id counters past ids written by someone else (seen after a failed write). */
  skipPast(ids: { lastOrderId: number; lastLedgerId: number }): void {
    this.lastOrderId = Math.max(this.lastOrderId, ids.lastOrderId);
    this.lastLedgerId = Math.max(this.lastLedgerId, ids.lastLedgerId);
  }

  nextOrderId(): number {
    this.lastOrderId += 1;
    return this.lastOrderId;
  }

  nextLedgerId(): number {
    this.lastLedgerId += 1;
    return this.lastLedgerId;
  }

  private indexTriggers(order: OrderRecord): void {
    const triggers = triggersOf(order);
    if (triggers.length === 0) return;
    for (const trigger of triggers) this.triggers.add(trigger.at, trigger);
    this.triggersByOrder.set(order.id, triggers);
  }

  private unindexTriggers(order: OrderRecord): void {
    for (const trigger of this.triggersByOrder.get(order.id) ?? []) {
      this.triggers.remove(trigger.at, trigger);
    }
    this.triggersByOrder.delete(order.id);
  }

  private unindex(order: OrderRecord): void {
    this.unindexTriggers(order);
    const orders = this.byInstrument.get(order.instrumentId);
    if (!orders) return;
    orders.delete(order.id);
    if (orders.size === 0) this.byInstrument.delete(order.instrumentId);
  }
}
