import type { Decimal } from '@tp/domain/decimal';
import type { OrderRecord } from './order-record.ts';

/** One trader's account as the engine holds it between commands. */
export type AccountState = {
  userId: number;
  /** Free cash, exactly as booked. */
  balance: Decimal;
  /** Open orders (holding, later also pending) by id. */
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

  private unindex(order: OrderRecord): void {
    const orders = this.byInstrument.get(order.instrumentId);
    if (!orders) return;
    orders.delete(order.id);
    if (orders.size === 0) this.byInstrument.delete(order.instrumentId);
  }
}
