import { type Order, OrderStatus } from '@tp/contract/entities';
import { ErrorCatalogue, ResultCode } from '@tp/contract/errors';
import { Decimal } from '@tp/domain/decimal';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from './simulation-invariants.ts';

export type Trader = { token: string; userId: number };

export type Answer = { code: number; msg: string; data: unknown };

/** The refusals a simulated request may meet, each only when the step's facts explain it. */
export const refused = {
  marketClosed: ErrorCatalogue.marketClosed.code,
  invalidStopLoss: ErrorCatalogue.invalidStopLoss.code,
  invalidTakeProfit: ErrorCatalogue.invalidTakeProfit.code,
  invalidTrailingDistance: ErrorCatalogue.invalidTrailingDistance.code,
  insufficientMargin: ErrorCatalogue.insufficientMargin.code,
  tradingFrozen: ErrorCatalogue.tradingFrozen.code,
  orderNotFound: ErrorCatalogue.orderNotFound.code,
  orderNotOpen: ErrorCatalogue.orderNotOpen.code,
  partialCloseLots: ErrorCatalogue.partialCloseLots.code,
  adjustmentTooLarge: ErrorCatalogue.adjustmentTooLarge.code,
} as const;

/**
 * What a step's answers are judged by: the traders' orders, the markets and the freezes as
 * the step found them and as it left them (anything in between may have happened).
 */
export type StepFacts = {
  db: Db;
  /** Every order of the run's traders, by id, before the step and after it settled. */
  before: ReadonlyMap<number, OrderRow>;
  after: ReadonlyMap<number, OrderRow>;
  /** Instrument ids closed (by session or switch) at the start or the end of the step. */
  closedAtSomePoint: ReadonlySet<number>;
  closedThroughout: ReadonlySet<number>;
  /** Users whose trading was frozen at the start or the end of the step. */
  frozenAtSomePoint: ReadonlySet<number>;
  frozenThroughout: ReadonlySet<number>;
  frozenAfter: ReadonlySet<number>;
  demoBalance: Decimal;
  /** Orders a close answered for in this step, and which move did: a second one is a double close. */
  closes: Map<number, string>;
};

export const isOpen = (o: { status: number } | undefined): boolean =>
  o?.status === OrderStatus.pending || o?.status === OrderStatus.holding;

export const decimalText = (value: Decimal.Value | null): string | null =>
  value === null ? null : new Decimal(value).toString();

/**
 * Every idempotency id a trader used with success, the order it made and what its submit asked
 * for: a retry with those parameters must answer that order, a reuse with others is refused.
 */
export class IdempotencyKeys {
  private readonly used = new Map<string, { orderId: number; params: string }>();
  private count = 0;

  fresh(userId: number): string {
    this.count += 1;
    return `sim-${userId}-${this.count}`;
  }

  orderOf(userId: number, key: string): number | undefined {
    return this.used.get(`${userId}:${key}`)?.orderId;
  }

  /** The parameters the key's first order was submitted with. */
  paramsOf(userId: number, key: string): Record<string, unknown> | undefined {
    const params = this.used.get(`${userId}:${key}`)?.params;
    return params === undefined ? undefined : (JSON.parse(params) as Record<string, unknown>);
  }

  /** Whether these parameters are the ones the key was first used with: a retry, not a reuse. */
  isRetry(userId: number, key: string, params: Record<string, unknown>): boolean {
    return this.used.get(`${userId}:${key}`)?.params === JSON.stringify(params);
  }

  /** A key's first order is remembered; any later answer for it must name the same order. */
  answered(
    userId: number,
    key: string,
    orderId: number,
    params: Record<string, unknown>,
    label: string,
  ): void {
    const earlier = this.orderOf(userId, key);
    if (earlier !== undefined) expect(orderId, `${label}: the order of key ${key}`).toBe(earlier);
    else this.used.set(`${userId}:${key}`, { orderId, params: JSON.stringify(params) });
  }

  keysOf(userId: number): string[] {
    const prefix = `${userId}:`;
    return [...this.used.keys()]
      .filter((k) => k.startsWith(prefix))
      .map((k) => k.slice(prefix.length));
  }
}

/** Another trader's order is answered "not found", whatever its state: nothing of it shows. */
export function expectOwnOrder(
  label: string,
  answer: Answer,
  order: OrderRow,
  trader: Trader,
): boolean {
  if (order.user_id === trader.userId) return true;
  expect(answer.code, `${label}: another user's order: ${answer.msg}`).toBe(refused.orderNotFound);
  return false;
}

/**
 * An order command on the trader's own order: "not open" only if it was not in the state the
 * command needs when the step began or is not in it now; "market closed" only if it was.
 */
export function expectOrderAnswer(a: {
  label: string;
  answer: Answer;
  order: OrderRow;
  facts: StepFacts;
  status: number;
  marketMatters: boolean;
  otherRefusals?: number[];
}): void {
  const { label, answer, order, facts } = a;
  const allowed: number[] = [ResultCode.ok, refused.orderNotOpen, ...(a.otherRefusals ?? [])];
  if (a.marketMatters) allowed.push(refused.marketClosed);
  expect(allowed, `${label}: ${answer.msg}`).toContain(answer.code);
  if (answer.code === refused.orderNotOpen) {
    const was = facts.before.get(order.id)?.status;
    const is = facts.after.get(order.id)?.status;
    expect(
      was !== a.status || is !== a.status,
      `${label}: refused as not open, yet it was ${was} and is ${is}`,
    ).toBe(true);
  }
  if (answer.code === refused.marketClosed) {
    expect(
      facts.closedAtSomePoint.has(order.instrument_id),
      `${label}: refused as closed while open`,
    ).toBe(true);
  }
}

/** A close the engine answered for: once per order, stored as closed for the reason, as answered. */
export function expectClosed(a: {
  label: string;
  order: OrderRow;
  facts: StepFacts;
  reason: number;
  answer?: unknown;
}): void {
  const { label, order, facts } = a;
  const earlier = facts.closes.get(order.id);
  expect(earlier, `${label}: order ${order.id} was already closed by ${earlier}`).toBeUndefined();
  facts.closes.set(order.id, label);
  const row = facts.after.get(order.id);
  expect({ status: row?.status, reason: row?.close_reason }, `${label}: stored`).toEqual({
    status: OrderStatus.closed,
    reason: a.reason,
  });
  if (!a.answer || !row) return;
  const answered = a.answer as Order;
  expect(
    { status: answered.Status, exit: answered.UpdatePrice, pnl: answered.FactProfits },
    `${label}: answered as stored`,
  ).toEqual({
    status: OrderStatus.closed,
    exit: Number(row.close_price),
    pnl: Number(row.realised_pnl),
  });
}

const submitAnswers: number[] = [
  ResultCode.ok,
  refused.marketClosed,
  refused.invalidStopLoss,
  refused.invalidTakeProfit,
  refused.insufficientMargin,
  refused.tradingFrozen,
];

/**
 * A submit is taken or refused for a reason that held: a closed market, a frozen account; a
 * key used before answers its first order; a new order is stored as sent, never while its
 * market was closed or the trader frozen.
 */
export function expectSubmitAnswer(a: {
  label: string;
  answer: Answer;
  params: Record<string, unknown>;
  key: string;
  trader: Trader;
  facts: StepFacts;
  keys: IdempotencyKeys;
}): void {
  const { label, answer, params, key, trader, facts } = a;
  const instrumentId = Number(params.forex_id);
  expect(submitAnswers, `${label}: ${answer.msg}`).toContain(answer.code);
  if (answer.code === refused.marketClosed) {
    const closed = facts.closedAtSomePoint.has(instrumentId);
    expect(closed, `${label}: refused as closed while open`).toBe(true);
  }
  if (answer.code === refused.tradingFrozen) {
    const frozen = facts.frozenAtSomePoint.has(trader.userId);
    expect(frozen, `${label}: refused as frozen while not`).toBe(true);
  }
  if (answer.code !== ResultCode.ok) return;
  const orderId = (answer.data as Order).Id;
  const earlier = a.keys.orderOf(trader.userId, key);
  a.keys.answered(trader.userId, key, orderId, params, label);
  const row = facts.after.get(orderId);
  expect(row?.client_order_id, `${label}: order ${orderId} stored with its key`).toBe(key);
  if (earlier !== undefined || facts.before.has(orderId)) return;
  expect(
    {
      user: row?.user_id,
      instrument: row?.instrument_id,
      side: row?.side,
      lots: row && decimalText(row.lots),
    },
    `${label}: stored as sent`,
  ).toEqual({
    user: trader.userId,
    instrument: instrumentId,
    side: params.type,
    lots: decimalText(String(params.cont)),
  });
  const closed = facts.closedThroughout.has(instrumentId);
  expect(closed, `${label}: opened while its market was closed`).toBe(false);
  const frozen = facts.frozenThroughout.has(trader.userId);
  expect(frozen, `${label}: opened while trading was frozen`).toBe(false);
  if (params.status === 1) {
    expect(row?.open_price, `${label}: a market order fills at once`).not.toBeNull();
  }
}
