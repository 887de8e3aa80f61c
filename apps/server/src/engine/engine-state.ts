import { OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { ExpiryIndex } from './expiry-index.ts';
import { type OrderId, orderIdOf, type UserId } from './ids.ts';
import type { OrderRecord } from './order-record.ts';
import { type Trigger, triggersOf } from './order-triggers.ts';
import { TriggerIndex } from './trigger-index.ts';

/** One trader's account as the engine holds it between commands. */
export type AccountState = {
  userId: UserId;
  /** Free cash, exactly as booked. */
  balance: Decimal;
  /** Open orders (holding and pending) by id. */
  orders: Map<OrderId, OrderRecord>;
  /** Idempotency ids already used by this account → the order they created. */
  clientOrderIds: Map<string, UsedClientOrderId>;
  /**
   * Whether `clientOrderIds` holds every id the account ever used, so an id missing from it is
   * new without asking the database: true for an account opened here, or once all its stored
   * ids were read (see AccountLoader).
   */
  clientOrderIdsComplete: boolean;
  /** Withdrawals under review: their amounts, held out of the balance, by withdrawal id. */
  withdrawals: Map<number, Decimal>;
  /** Set by the operator: new orders are refused, closes stay allowed. */
  tradingFrozen: boolean;
};

/** The order an idempotency id created, and what its submit asked for (null: not recorded). */
export type UsedClientOrderId = { orderId: OrderId; fingerprint: string | null };

/** The engine's ids, each the largest one written so far. */
export type EngineIds = { lastOrderId: number; lastLedgerId: number; lastWithdrawalId?: number };

/** What an account brings into memory beside its balance and open orders. */
export type AccountExtras = {
  /** Only an account with no history (just opened) may say its idempotency ids are complete. */
  clientOrderIdsComplete?: boolean;
  heldWithdrawals?: readonly { id: number; amount: Decimal }[];
  tradingFrozen?: boolean;
};

/**
 * Accounts and open orders in memory, with an index of open orders per instrument so a
 * price move finds the positions it affects without scanning every account.
 */
export class EngineState {
  private readonly accounts = new Map<UserId, AccountState>();
  private readonly byInstrument = new Map<number, Map<OrderId, OrderRecord>>();
  /** Per instrument: the users with open orders on it and how many each has. */
  private readonly holders = new Map<number, Map<UserId, number>>();
  /** Stops and pending entries by price level, so a tick finds what it reached by search. */
  readonly triggers = new TriggerIndex<Trigger>();
  private readonly triggersByOrder = new Map<OrderId, Trigger[]>();
  /** Pending orders with an expiry, by when it comes, so the engine finds those due at a glance. */
  readonly expiries = new ExpiryIndex<OrderRecord>();
  /** Accounts whose balance, orders or presence changed since takeChanged was last asked. */
  private changed = new Set<UserId>();
  private lastOrderId: number;
  private lastLedgerId: number;
  private lastWithdrawalId: number;

  constructor(ids: EngineIds) {
    this.lastOrderId = ids.lastOrderId;
    this.lastLedgerId = ids.lastLedgerId;
    this.lastWithdrawalId = ids.lastWithdrawalId ?? 0;
  }

  account(userId: UserId): AccountState | undefined {
    return this.accounts.get(userId);
  }

  /** Every account held in memory. */
  allAccounts(): Iterable<AccountState> {
    return this.accounts.values();
  }

  /** Adds an account with its open orders (replacing any copy held before). */
  addAccount(
    userId: UserId,
    balance: Decimal,
    openOrders: readonly OrderRecord[],
    extras: AccountExtras = {},
  ): AccountState {
    this.evict(userId);
    const account: AccountState = {
      userId,
      balance,
      orders: new Map(),
      clientOrderIds: new Map(),
      clientOrderIdsComplete: extras.clientOrderIdsComplete ?? false,
      withdrawals: new Map((extras.heldWithdrawals ?? []).map((w) => [w.id, w.amount])),
      tradingFrozen: extras.tradingFrozen ?? false,
    };
    this.accounts.set(userId, account);
    for (const order of openOrders) this.addOrder(account, order);
    this.markChanged(userId);
    return account;
  }

  /** Notes that the account's balance or open orders changed (commands call it through the batch). */
  markChanged(userId: UserId): void {
    this.changed.add(userId);
  }

  /** The accounts changed since the last call. */
  takeChanged(): Set<UserId> {
    const changed = this.changed;
    this.changed = new Set();
    return changed;
  }

  /** Forgets an account, e.g. after a failed write, so it is read again from the database. */
  evict(userId: UserId): void {
    const account = this.accounts.get(userId);
    if (!account) return;
    for (const order of account.orders.values()) this.unindex(order);
    this.accounts.delete(account.userId);
    this.markChanged(userId);
  }

  addOrder(account: AccountState, order: OrderRecord): void {
    account.orders.set(order.id, order);
    if (order.clientOrderId !== null) {
      account.clientOrderIds.set(order.clientOrderId, {
        orderId: order.id,
        fingerprint: order.requestFingerprint,
      });
    }
    let orders = this.byInstrument.get(order.instrumentId);
    if (!orders) {
      orders = new Map();
      this.byInstrument.set(order.instrumentId, orders);
    }
    orders.set(order.id, order);
    let holders = this.holders.get(order.instrumentId);
    if (!holders) {
      holders = new Map();
      this.holders.set(order.instrumentId, holders);
    }
    holders.set(order.userId, (holders.get(order.userId) ?? 0) + 1);
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

  /** Users holding an open order on the instrument, kept up to date as orders come and go. */
  holdersOn(instrumentId: number): Iterable<UserId> {
    return this.holders.get(instrumentId)?.keys() ?? [];
  }

  /** Users holding an open order on any of the instruments. */
  holdersOf(instrumentIds: Iterable<number>): Set<UserId> {
    const users = new Set<UserId>();
    for (const id of instrumentIds) {
      for (const userId of this.holdersOn(id)) users.add(userId);
    }
    return users;
  }

  /** Moves the id counters past ids written by someone else (seen after a failed write). */
  skipPast(ids: EngineIds): void {
    this.lastOrderId = Math.max(this.lastOrderId, ids.lastOrderId);
    this.lastLedgerId = Math.max(this.lastLedgerId, ids.lastLedgerId);
    this.lastWithdrawalId = Math.max(this.lastWithdrawalId, ids.lastWithdrawalId ?? 0);
  }

  nextWithdrawalId(): number {
    this.lastWithdrawalId += 1;
    return this.lastWithdrawalId;
  }

  nextOrderId(): OrderId {
    this.lastOrderId += 1;
    return orderIdOf(this.lastOrderId);
  }

  nextLedgerId(): number {
    this.lastLedgerId += 1;
    return this.lastLedgerId;
  }

  /** The order's resting levels and, while it is pending, its expiry. */
  private indexTriggers(order: OrderRecord): void {
    if (order.status === OrderStatus.pending && order.expiresAt) {
      this.expiries.add(order.expiresAt, order);
    }
    const triggers = triggersOf(order);
    if (triggers.length === 0) return;
    for (const trigger of triggers) this.triggers.add(trigger.at, trigger);
    this.triggersByOrder.set(order.id, triggers);
  }

  private unindexTriggers(order: OrderRecord): void {
    if (order.expiresAt) this.expiries.remove(order.expiresAt, order);
    for (const trigger of this.triggersByOrder.get(order.id) ?? []) {
      this.triggers.remove(trigger.at, trigger);
    }
    this.triggersByOrder.delete(order.id);
  }

  private unindex(order: OrderRecord): void {
    this.unindexTriggers(order);
    const orders = this.byInstrument.get(order.instrumentId);
    if (!orders?.delete(order.id)) return;
    if (orders.size === 0) this.byInstrument.delete(order.instrumentId);
    const holders = this.holders.get(order.instrumentId);
    const count = holders?.get(order.userId) ?? 0;
    if (count > 1) holders?.set(order.userId, count - 1);
    else holders?.delete(order.userId);
    if (holders?.size === 0) this.holders.delete(order.instrumentId);
  }
}
