import { type AccountSummary, CloseReason, FundsStatus, OrderStatus } from '@tp/contract/entities';
import { accountSnapshot, stopOutDue } from '@tp/domain/account';
import { Decimal } from '@tp/domain/decimal';
import { FeeType, tradeFee } from '@tp/domain/fee';
import { MarginMode } from '@tp/domain/instrument';
import { requiredMargin } from '@tp/domain/margin';
import { bookAmount } from '@tp/domain/money';
import { floatingPnl } from '@tp/domain/pnl';
import { Side } from '@tp/domain/side';
import type { Selectable } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { orderFromRow } from '../../engine/commit/engine-store.ts';
import type { EngineApi } from '../../engine/engine-api.ts';
import { LedgerType } from '../../engine/ledger-type.ts';
import type { MarketView } from '../../engine/market-view.ts';
import { OrderMode } from '../../engine/order-record.ts';
import { valuePosition } from '../../engine/views/position-value.ts';
import type { InstrumentRecord } from '../../market/market-service.ts';
import { ledgerCheck } from '../api-test-client.ts';

export type OrderRow = Selectable<OrdersTable>;

/** The engine calls the checks read. */
export type EngineReads = Pick<EngineApi, 'balance' | 'accountSummary' | 'accountFigures'>;

const knownStates: number[] = Object.values(OrderStatus);
const isOpen = (o: { status: number }) =>
  o.status === OrderStatus.holding || o.status === OrderStatus.pending;
const text = (value: Decimal.Value | null) =>
  value === null ? 'null' : new Decimal(value).toString();

/** What an open order holds out of the balance: a position its margin, a pending order its margin and fee. */
function lockedBy(orders: readonly OrderRow[]): Decimal {
  return orders
    .filter(isOpen)
    .reduce(
      (sum, o) => sum.plus(o.margin).plus(o.status === OrderStatus.pending ? o.fee : 0),
      new Decimal(0),
    );
}

/**
 * The books of one user agree with themselves: balance = Σ ledger and never below zero, the
 * locked balance is the margin of holding orders plus the whole reserve of pending ones (and
 * withdrawals under review), every order is in exactly one known state, margin is conserved
 * order by order, and (given the engine) the engine's memory agrees with the database.
 */
export async function expectBooksOf(db: Db, userId: number, engine?: EngineReads): Promise<void> {
  const { balance, ledgerSum } = await ledgerCheck(db, userId);
  expect(balance.toString(), `user ${userId}: balance = Σ ledger`).toBe(ledgerSum.toString());
  expect(balance.gte(0), `user ${userId}: balance ${balance} not below zero`).toBe(true);
  const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();
  for (const order of orders) expect(knownStates).toContain(order.status);
  const held = await heldWithdrawals(db, [userId]);
  const locked = lockedBy(orders).plus(held.get(userId) ?? 0);
  const account = await db
    .selectFrom('accounts')
    .select('lock_balance')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(text(account.lock_balance), `user ${userId}: lock_balance`).toBe(locked.toString());
  const tallies = new OrderTallies();
  tallies.link(orders);
  tallies.add(
    await db
      .selectFrom('ledger_entries')
      .select(['order_id', 'amount', 'type'])
      .where('user_id', '=', userId)
      .execute(),
  );
  const parts = partsByPosition(orders);
  for (const order of orders) tallies.expectConserved(order, parts);
  if (!engine) return;
  const inMemory = await engine.balance(userId);
  expect(inMemory.balance.toString(), `user ${userId}: engine balance`).toBe(balance.toString());
  expect(inMemory.lockBalance.toString(), `user ${userId}: engine lock`).toBe(locked.toString());
  const summary = await engine.accountSummary(userId);
  expectSameHolding(userId, summary, orders);
}

async function heldWithdrawals(db: Db, userIds: readonly number[]): Promise<Map<number, Decimal>> {
  const rows = await db
    .selectFrom('withdrawals')
    .select(['user_id', 'amount'])
    .where('status', '=', FundsStatus.unchecked)
    .where('user_id', 'in', userIds)
    .execute();
  const held = new Map<number, Decimal>();
  for (const row of rows)
    held.set(row.user_id, (held.get(row.user_id) ?? new Decimal(0)).plus(row.amount));
  return held;
}

/** The engine's holding positions are the stored ones, field by field as the trader sees them. */
function expectSameHolding(userId: number, summary: AccountSummary, orders: readonly OrderRow[]) {
  const stored = orders.filter((o) => o.status === OrderStatus.holding).sort((a, b) => a.id - b.id);
  const inMemory = [...summary.TransOrder].sort((a, b) => a.Id - b.Id);
  expect(
    inMemory.map((o) => o.Id),
    `user ${userId}: engine holding set = database`,
  ).toEqual(stored.map((o) => o.id));
  for (const [i, row] of stored.entries()) {
    const held = inMemory[i];
    expect(held, `order ${row.id}: in memory`).toBeDefined();
    if (!held) continue;
    expect(
      {
        side: held.OrderType,
        lots: held.Quantity,
        open: held.OriginPrice,
        margin: held.CautionMoney,
        fee: held.TradeFee,
        stopLoss: held.TargetLossPrice,
        takeProfit: held.TargetProfitPrice,
      },
      `order ${row.id}: engine memory = database`,
    ).toEqual({
      side: row.side,
      lots: Number(row.lots),
      open: Number(row.open_price),
      margin: Number(row.margin),
      fee: Number(row.fee),
      stopLoss: Number(row.stop_loss ?? 0),
      takeProfit: Number(row.take_profit ?? 0),
    });
  }
}

/** The parts a partial close took from each position, by the position's id. */
function partsByPosition(orders: readonly OrderRow[]): Map<number, OrderRow[]> {
  const parts = new Map<number, OrderRow[]>();
  for (const order of orders) {
    if (order.parent_id === null) continue;
    parts.set(order.parent_id, [...(parts.get(order.parent_id) ?? []), order]);
  }
  return parts;
}

/** A position with its closed parts: what it was opened with, all parts together. */
function whole(order: OrderRow, parts: ReadonlyMap<number, readonly OrderRow[]>) {
  const sum = (field: 'lots' | 'margin' | 'fee' | 'realised_pnl') =>
    (parts.get(order.id) ?? []).reduce((total, part) => total.plus(part[field]), new Decimal(0));
  return {
    lots: sum('lots').plus(order.lots),
    margin: sum('margin').plus(order.margin),
    fee: sum('fee').plus(order.fee),
    partsPnl: sum('realised_pnl'),
  };
}

/**
 * Per position, what its ledger entries add up to by kind: margin, fee, realised P&L. A part
 * closed from a position (partial close) is counted with it: the position locked the margin
 * and paid the fee for every lot, and each part gives back its share and books its P&L.
 */
class OrderTallies {
  private readonly byOrder = new Map<number, { margin: Decimal; fee: Decimal; pnl: Decimal }>();
  private readonly positionOf = new Map<number, number>();

  /** Learns which orders are parts of which positions (before their entries are added). */
  link(orders: readonly OrderRow[]): void {
    for (const order of orders) {
      if (order.parent_id !== null) this.positionOf.set(order.id, order.parent_id);
    }
  }

  add(entries: readonly { order_id: number | null; amount: string; type: number }[]): void {
    for (const { order_id, amount, type } of entries) {
      if (order_id === null) continue;
      const tally = this.of(this.positionOf.get(order_id) ?? order_id);
      if (type === LedgerType.marginLock || type === LedgerType.marginRelease) {
        tally.margin = tally.margin.plus(amount);
      } else if (type === LedgerType.fee || type === LedgerType.feeRefund) {
        tally.fee = tally.fee.plus(amount);
      } else if (type === LedgerType.realisedPnl) {
        tally.pnl = tally.pnl.plus(amount);
      }
    }
  }

  /**
   * An open order's entries hold its margin (and fee), a finished one's give the margin back;
   * a cancelled order's fee is refunded, a closed one's P&L booked once. A second close shows.
   */
  expectConserved(order: OrderRow, parts: ReadonlyMap<number, readonly OrderRow[]>): void {
    // A part is judged with its position.
    if (order.parent_id !== null) return;
    const tally = this.of(order.id);
    const all = whole(order, parts);
    const margin = new Decimal(order.margin);
    const fee = all.fee;
    // A reset ends pending orders without refunding their fee: its own entry restores the balance.
    const refunded =
      order.status === OrderStatus.cancelled && order.close_reason !== CloseReason.reset;
    const expected = {
      margin: isOpen(order) ? margin.neg() : new Decimal(0),
      fee: refunded ? new Decimal(0) : fee.neg(),
      pnl: (order.status === OrderStatus.closed
        ? new Decimal(order.realised_pnl)
        : new Decimal(0)
      ).plus(all.partsPnl),
    };
    expect(
      { margin: tally.margin.toString(), fee: tally.fee.toString(), pnl: tally.pnl.toString() },
      `order ${order.id} (status ${order.status}): its ledger entries`,
    ).toEqual({
      margin: expected.margin.toString(),
      fee: expected.fee.toString(),
      pnl: expected.pnl.toString(),
    });
  }

  private of(orderId: number) {
    let tally = this.byOrder.get(orderId);
    if (!tally) {
      tally = { margin: new Decimal(0), fee: new Decimal(0), pnl: new Decimal(0) };
      this.byOrder.set(orderId, tally);
    }
    return tally;
  }
}

/** The statuses an order may move to between two looks: nothing leaves cancelled or closed. */
const nextStatuses: Record<number, number[]> = {
  [OrderStatus.pending]: [0, 1, 2, 3],
  [OrderStatus.holding]: [1, 3],
  [OrderStatus.cancelled]: [2],
  [OrderStatus.closed]: [3],
};

export type BooksWatchOptions = {
  db: Db;
  engine: EngineReads;
  market: MarketView;
  userIds: readonly number[];
  stopOutLevelPct: Decimal;
  feeType: number;
  demoBalance: Decimal;
  /** Also assert that no account is left at the stop-out level with a position it could close. */
  stopOutChecked: boolean;
};

/**
 * The books of a run's traders, checked after every step against themselves, against the
 * engine's memory and against what they were at the previous look: the ledger only grows and
 * each entry's balance_after follows from the one before, orders only move forward through
 * their states and never change once finished, and an idempotency id has at most one order.
 */
export class BooksWatch {
  private readonly tallies = new OrderTallies();
  private readonly seen = new Map<number, OrderRow>();
  /** Per order, its lots, margin and fee with the parts taken from it, at the last look. */
  private readonly wholes = new Map<number, string[]>();
  /** Per trader: how many ledger entries and their sum, as the chain of balance_after says. */
  private readonly ledger = new Map<number, { count: number; sum: Decimal }>();
  private lastLedgerId = 0;
  private protectionsSeen = 0;
  /** Pending orders at the previous look that have filled since. */
  private filledSinceLastLook = new Set<number>();

  constructor(private readonly opts: BooksWatchOptions) {}

  /** How many ledger entries the traders have: a refused request adds none. */
  ledgerCount(): number {
    let count = 0;
    for (const chain of this.ledger.values()) count += chain.count;
    return count;
  }

  /** How many times negative balance protection was booked. */
  protections(): number {
    return this.protectionsSeen;
  }

  /** Checks every trader's books; answers their orders as they are now, by id. */
  async check(): Promise<Map<number, OrderRow>> {
    const { db, userIds } = this.opts;
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', 'in', userIds)
      .orderBy('id')
      .execute();
    this.tallies.link(orders);
    await this.readLedger();
    const accounts = await db
      .selectFrom('accounts')
      .select(['user_id', 'balance', 'lock_balance'])
      .where('user_id', 'in', userIds)
      .execute();
    const held = await heldWithdrawals(db, userIds);
    this.filledSinceLastLook = new Set(
      orders
        .filter(
          (o) =>
            o.status !== OrderStatus.pending && this.seen.get(o.id)?.status === OrderStatus.pending,
        )
        .map((o) => o.id),
    );
    const parts = partsByPosition(orders);
    for (const order of orders) this.expectOrder(order, parts);
    for (const account of accounts) {
      const own = orders.filter((o) => o.user_id === account.user_id);
      await this.expectAccount(account, own, held.get(account.user_id) ?? new Decimal(0));
    }
    expect(accounts.length, 'every trader has an account').toBe(userIds.length);
    return new Map(orders.map((o) => [o.id, o]));
  }

  /**
   * New entries continue each trader's chain of balance_after; the count and sum of all of
   * them are what the chain says, so no entry was changed or removed.
   */
  private async readLedger(): Promise<void> {
    const { db, userIds } = this.opts;
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['id', 'user_id', 'order_id', 'amount', 'balance_after', 'type', 'memo'])
      .where('user_id', 'in', userIds)
      .where('id', '>', this.lastLedgerId)
      .orderBy('id')
      .execute();
    for (const entry of entries) {
      const chain = this.ledger.get(entry.user_id) ?? { count: 0, sum: new Decimal(0) };
      const sum = chain.sum.plus(entry.amount);
      expect(text(entry.balance_after), `ledger ${entry.id}: balance_after follows`).toBe(
        sum.toString(),
      );
      this.expectEntry(entry);
      this.ledger.set(entry.user_id, { count: chain.count + 1, sum });
      this.lastLedgerId = Math.max(this.lastLedgerId, entry.id);
    }
    this.tallies.add(entries);
    const totals = await db
      .selectFrom('ledger_entries')
      .select((eb) => [
        'user_id',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<string>('amount').as('sum'),
      ])
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute();
    for (const total of totals) {
      const chain = this.ledger.get(total.user_id);
      expect(
        { count: Number(total.count), sum: text(total.sum) },
        `user ${total.user_id}: the ledger only grows`,
      ).toEqual({ count: chain?.count ?? 0, sum: (chain?.sum ?? new Decimal(0)).toString() });
    }
  }

  /** What an entry of each kind must look like. */
  private expectEntry(entry: { id: number; type: number; amount: string; balance_after: string }) {
    const amount = new Decimal(entry.amount);
    const label = `ledger ${entry.id} (type ${entry.type}, ${entry.amount})`;
    expect(bookAmount(amount).eq(amount), `${label}: at the booking scale`).toBe(true);
    if (entry.type === LedgerType.negativeBalanceProtection) {
      this.protectionsSeen += 1;
      expect(amount.gt(0), `${label}: protection credits`).toBe(true);
      expect(text(entry.balance_after), `${label}: protection brings the balance to 0`).toBe('0');
    }
    if (entry.type === LedgerType.demoReset) {
      expect(text(entry.balance_after), `${label}: a reset ends at the demo balance`).toBe(
        this.opts.demoBalance.toString(),
      );
    }
  }

  private async expectAccount(
    account: { user_id: number; balance: string; lock_balance: string },
    orders: readonly OrderRow[],
    held: Decimal,
  ): Promise<void> {
    const userId = account.user_id;
    const balance = new Decimal(account.balance);
    const chain = this.ledger.get(userId);
    expect(balance.toString(), `user ${userId}: balance = Σ ledger`).toBe(text(chain?.sum ?? 0));
    expect(balance.gte(0), `user ${userId}: balance ${balance} not below zero`).toBe(true);
    const locked = lockedBy(orders).plus(held);
    expect(text(account.lock_balance), `user ${userId}: lock_balance`).toBe(locked.toString());
    const keys = orders.flatMap((o) => (o.client_order_id === null ? [] : [o.client_order_id]));
    expect(new Set(keys).size, `user ${userId}: one order per idempotency id`).toBe(keys.length);
    await this.expectEngineAgrees(userId, balance, locked, orders);
  }

  /** The engine's memory is the database: balance, lock, positions and their valuation. */
  private async expectEngineAgrees(
    userId: number,
    balance: Decimal,
    locked: Decimal,
    orders: readonly OrderRow[],
  ): Promise<void> {
    const { engine, market } = this.opts;
    const inMemory = await engine.balance(userId);
    expect(inMemory.balance.toString(), `user ${userId}: engine balance`).toBe(balance.toString());
    expect(inMemory.lockBalance.toString(), `user ${userId}: engine lock`).toBe(locked.toString());
    expectSameHolding(userId, await engine.accountSummary(userId), orders);
    const stored = storedSnapshot(balance, orders, market);
    const figures = await engine.accountFigures(userId);
    expect(
      {
        equity: figures?.equity.toString(),
        margin: figures?.margin.toString(),
        floatingPnl: figures?.floatingPnl.toString(),
      },
      `user ${userId}: engine figures = figures of the stored orders`,
    ).toEqual({
      equity: stored.equity.toString(),
      margin: stored.marginUsed.toString(),
      floatingPnl: stored.floatingPnl.toString(),
    });
    if (this.opts.stopOutChecked) this.expectNoMissedStopOut(userId, stored, orders);
  }

  /**
   * After the ticks of a step are handled, an account at or below the stop-out level has no
   * position left that could be closed now (market open, priced).
   */
  private expectNoMissedStopOut(
    userId: number,
    snapshot: ReturnType<typeof accountSnapshot>,
    orders: readonly OrderRow[],
  ): void {
    const { market, stopOutLevelPct } = this.opts;
    if (!stopOutDue({ snapshot, stopOutLevelPct })) return;
    const closable = orders.filter(
      (o) =>
        o.status === OrderStatus.holding &&
        market.isOpen(o.instrument_id) &&
        valuePosition(orderFromRow(o), market) !== undefined,
    );
    // How each position came to be open tells the known causes apart (see the found-bugs tests).
    const described = (o: OrderRow) => {
      const filled = this.filledSinceLastLook.has(o.id) ? ' (filled in this step)' : '';
      return `${o.id} on ${market.instrument(o.instrument_id)?.code}${filled}`;
    };
    const open = closable.map(described).join(', ');
    expect(
      closable.length,
      `user ${userId}: risk rate ${snapshot.riskRatePct.toFixed(2)} % is at or below the stop-out level ${stopOutLevelPct} %, yet these positions are open: ${open}`,
    ).toBe(0);
  }

  /** One order: a known state with the fields that state has, reached from the last look. */
  private expectOrder(order: OrderRow, parts: ReadonlyMap<number, readonly OrderRow[]>): void {
    const label = `order ${order.id} (status ${order.status})`;
    expect(knownStates, `${label}: a known state`).toContain(order.status);
    const before = this.seen.get(order.id);
    if (before) {
      expect(nextStatuses[before.status], `${label}: was ${before.status}`).toContain(order.status);
      if (!isOpen(before)) expect(order, `${label}: unchanged once finished`).toEqual(before);
      if (before.status === OrderStatus.holding) {
        const fixed = (o: OrderRow) => [o.side, o.open_price, o.opened_at];
        expect(fixed(order), `${label}: a position's terms stay`).toEqual(fixed(before));
      }
    }
    // A partial close moves lots, margin and fee into a part; the position with its parts keeps them.
    const all = whole(order, parts);
    const total = [all.lots.toString(), all.margin.toString(), all.fee.toString()];
    const totalBefore = this.wholes.get(order.id);
    if (totalBefore && before?.status === OrderStatus.holding) {
      expect(total, `${label}: lots, margin and fee with its parts`).toEqual(totalBefore);
    }
    this.wholes.set(order.id, total);
    this.seen.set(order.id, order);
    expectStateFields(order, label);
    this.tallies.expectConserved(order, parts);
    const instrument = this.opts.market.instrument(order.instrument_id);
    if (!instrument) return;
    if (this.opts.feeType === FeeType.perLot && order.parent_id === null) {
      const fee = bookAmount(
        tradeFee({
          feeType: FeeType.perLot,
          lots: all.lots,
          feeRate: instrument.terms.feeRate,
          margin: new Decimal(0),
        }),
      );
      expect(all.fee.toString(), `${label}: fee = lots × rate`).toBe(fee.toString());
    }
    expectFillPrice(order, label);
    expectTriggerClose(order, label);
    if (instrument.terms.quoteCurrency === 'USD') expectUsdAmounts(order, all, instrument, label);
  }
}

/** Each state has exactly the fields it should: no open price before a fill, a close price once closed. */
function expectStateFields(order: OrderRow, label: string): void {
  const has = {
    open: order.open_price !== null,
    opened: order.opened_at !== null,
    close: order.close_price !== null,
    closed: order.closed_at !== null,
  };
  const expected = {
    [OrderStatus.pending]: { open: false, opened: false, close: false, closed: false },
    [OrderStatus.holding]: { open: true, opened: true, close: false, closed: false },
    [OrderStatus.cancelled]: { open: false, opened: false, close: false, closed: true },
    [OrderStatus.closed]: { open: true, opened: true, close: true, closed: true },
  }[order.status];
  expect(has, `${label}: the fields of its state`).toEqual(expected);
  if (order.status === OrderStatus.pending) {
    expect([OrderMode.pending, OrderMode.pendingAbove], `${label}: a pending mode`).toContain(
      order.mode,
    );
  }
  if (order.status === OrderStatus.closed) {
    expect(Object.values(CloseReason), `${label}: a close reason`).toContain(order.close_reason);
  } else if (order.status !== OrderStatus.cancelled) {
    expect(order.close_reason, `${label}: no close reason while open`).toBe(0);
  }
  if (order.status !== OrderStatus.closed)
    expect(text(order.realised_pnl), `${label}: no P&L`).toBe('0');
  expectExpiryKept(order, label);
}

/**
 * An expiry belongs to a pending order; one that expired was cancelled at or after its expiry,
 * and one that filled, before it.
 */
function expectExpiryKept(order: OrderRow, label: string): void {
  const expiresAt = order.expires_at?.getTime();
  if (expiresAt === undefined) {
    expect(order.close_reason, `${label}: expired without an expiry`).not.toBe(CloseReason.expired);
    return;
  }
  expect(order.mode, `${label}: an expiry on a pending order only`).not.toBe(OrderMode.market);
  if (order.close_reason === CloseReason.expired) {
    expect(order.status, `${label}: expired means cancelled`).toBe(OrderStatus.cancelled);
    expect(order.closed_at?.getTime(), `${label}: not before its expiry`).toBeGreaterThanOrEqual(
      expiresAt,
    );
  }
  if (order.opened_at !== null) {
    expect(order.opened_at.getTime(), `${label}: filled before its expiry`).toBeLessThan(expiresAt);
  }
}

/**
 * A pending order that filled: a limit (buy below, sell above) at its target, a stop (buy
 * above, sell below) at the price that reached it, which is the target or beyond.
 */
function expectFillPrice(order: OrderRow, label: string): void {
  if (
    order.mode === OrderMode.market ||
    order.open_price === null ||
    order.requested_price === null
  )
    return;
  const open = new Decimal(order.open_price);
  const target = new Decimal(order.requested_price);
  const buy = order.side === Side.buy;
  const limit = buy === (order.mode === OrderMode.pending);
  if (limit) expect(text(open), `${label}: a limit fills at its target`).toBe(target.toString());
  else if (buy)
    expect(open.gte(target), `${label}: a buy stop fills at ${open} ≥ ${target}`).toBe(true);
  else expect(open.lte(target), `${label}: a sell stop fills at ${open} ≤ ${target}`).toBe(true);
}

/** A stop-loss or take-profit closes at the price that reached its level, which may be beyond it. */
function expectTriggerClose(order: OrderRow, label: string): void {
  if (order.status !== OrderStatus.closed || order.close_price === null) return;
  const close = new Decimal(order.close_price);
  const buy = order.side === Side.buy;
  if (order.close_reason === CloseReason.trailingStop) {
    expect(order.trailing_distance, `${label}: closed by a trail it has`).not.toBeNull();
  }
  if (
    order.close_reason === CloseReason.stopLoss ||
    order.close_reason === CloseReason.trailingStop
  ) {
    expect(order.stop_loss, `${label}: closed by a stop-loss it has`).not.toBeNull();
    const level = new Decimal(order.stop_loss ?? 0);
    expect(
      buy ? close.lte(level) : close.gte(level),
      `${label}: stop-loss ${level} reached at ${close}`,
    ).toBe(true);
  }
  if (order.close_reason === CloseReason.takeProfit) {
    expect(order.take_profit, `${label}: closed by a take-profit it has`).not.toBeNull();
    const level = new Decimal(order.take_profit ?? 0);
    expect(
      buy ? close.gte(level) : close.lte(level),
      `${label}: take-profit ${level} reached at ${close}`,
    ).toBe(true);
  }
}

/**
 * For an instrument quoted in USD nothing needs converting, so the margin (at the fill price,
 * or as reserved when the balance could not cover a refit) and the realised P&L follow from
 * the row alone.
 */
function expectUsdAmounts(
  order: OrderRow,
  all: { lots: Decimal; margin: Decimal },
  instrument: InstrumentRecord,
  label: string,
): void {
  const { terms } = instrument;
  const lots = new Decimal(order.lots);
  const leverage = order.leverage > 0 ? order.leverage : undefined;
  const marginAt = (price: string | null) =>
    price === null
      ? undefined
      : bookAmount(
          requiredMargin({
            lots: all.lots,
            terms,
            price: new Decimal(price),
            quoteToUsd: new Decimal(1),
            leverage,
          }),
        ).toString();
  const allowed = new Set([marginAt(order.open_price), marginAt(order.requested_price)]);
  if (terms.marginMode === MarginMode.fixed)
    expect(order.leverage, `${label}: no leverage`).toBe(0);
  // A position's margin is that of all its lots, the parts a partial close took included.
  if (order.parent_id === null) {
    expect([...allowed], `${label}: margin ${all.margin}`).toContain(all.margin.toString());
  }
  if (
    order.status !== OrderStatus.closed ||
    order.open_price === null ||
    order.close_price === null
  )
    return;
  const pnl = floatingPnl({
    side: order.side === Side.buy ? Side.buy : Side.sell,
    entryPrice: new Decimal(order.open_price),
    exitPrice: new Decimal(order.close_price),
    lots,
    contractSize: terms.contractSize,
    quoteToUsd: new Decimal(1),
  });
  expect(text(order.realised_pnl), `${label}: realised P&L`).toBe(bookAmount(pnl).toString());
}

/** The account's figures as the stored orders give them at the current quotes (as the engine values them). */
function storedSnapshot(balance: Decimal, orders: readonly OrderRow[], market: MarketView) {
  const holding = orders.filter((o) => o.status === OrderStatus.holding).map(orderFromRow);
  return accountSnapshot({
    balance,
    positions: holding.map((order) => ({
      margin: order.margin,
      pnl: valuePosition(order, market)?.pnl ?? new Decimal(0),
    })),
    pendingReserved: orders
      .filter((o) => o.status === OrderStatus.pending)
      .reduce((sum, o) => sum.plus(o.margin).plus(o.fee), new Decimal(0)),
  });
}
