import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { fakeMarket, holdingOrder } from '../../test-support/engine/test-fixtures.ts';
import type { AccountLoader } from '../account-loader.ts';
import type { CommandContext } from '../commands/command-context.ts';
import { Batch } from '../commit/batch.ts';
import { EngineState } from '../engine-state.ts';
import { LedgerType } from '../ledger-type.ts';
import { OrderMode } from '../order-record.ts';
import { TriggerKind, triggersOf } from '../order-triggers.ts';
import { expirePending } from './expire-pending.ts';
import { fireTrigger } from './fire-trigger.ts';

const expiresAt = new Date('2026-11-18T12:05:00Z');

/** One account of 1000 holding a pending buy limit at 1.08 that expires at 12:05, its reserve taken. */
function world(now: string) {
  const market = fakeMarket();
  market.setMid(1, '1.10000');
  const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
  const order = holdingOrder({
    mode: OrderMode.pending,
    status: OrderStatus.pending,
    requestedPrice: new Decimal('1.08'),
    openPrice: null,
    openedAt: null,
    margin: new Decimal(1080),
    fee: new Decimal(7),
    expiresAt,
  });
  const account = state.addAccount(order.userId, new Decimal(1000), [order]);
  const clock = { now: () => new Date(now) };
  const ctx: CommandContext = {
    state,
    loader: {} as AccountLoader,
    market: market.view,
    clock,
    feeType: 1,
  };
  return { state, order, account, ctx, market };
}

describe('expiring a pending order', () => {
  it('at its time: cancelled with the reason expired, margin and fee booked back', () => {
    const { state, order, account, ctx } = world('2026-11-18T12:05:00Z');
    expect(state.expiries.due(ctx.clock.now())).toEqual([order]);
    const batch = new Batch(state);
    const fired = expirePending(ctx, order).apply(batch);
    expect(fired).toEqual({ userId: order.userId, orderId: order.id });
    expect(order).toMatchObject({
      status: OrderStatus.cancelled,
      closeReason: CloseReason.expired,
      closedAt: new Date('2026-11-18T12:05:00Z'),
    });
    expect(batch.ledger.map((e) => [e.amount.toNumber(), e.type])).toEqual([
      [1080, LedgerType.marginRelease],
      [7, LedgerType.feeRefund],
    ]);
    expect(account.balance.toNumber()).toBe(2087);
    expect(account.orders.size).toBe(0);
    expect(state.expiries.size).toBe(0);
    expect(state.triggers.size).toBe(0);
  });

  it('before its time: nothing happens', () => {
    const { state, order, account, ctx } = world('2026-11-18T12:04:59.999Z');
    const batch = new Batch(state);
    expect(expirePending(ctx, order).apply(batch)).toBeUndefined();
    expect(order.status).toBe(OrderStatus.pending);
    expect(batch.isEmpty).toBe(true);
    expect(account.balance.toNumber()).toBe(1000);
  });

  it('after it filled: nothing happens, and the filled order left the index of expiries', () => {
    const { state, order, ctx, market } = world('2026-11-18T12:00:00Z');
    market.setMid(1, '1.07900');
    const [entry] = triggersOf(order);
    expect(entry?.kind).toBe(TriggerKind.entry);
    const quote = market.view.quote(1);
    if (!entry || !quote) throw new Error('no entry level or quote');
    expect(fireTrigger(ctx, entry, quote).apply(new Batch(state))).toBeDefined();
    expect(order.status).toBe(OrderStatus.holding);
    expect(state.expiries.size).toBe(0);
    const later = { ...ctx, clock: { now: () => new Date('2026-11-18T13:00:00Z') } };
    expect(expirePending(later, order).apply(new Batch(state))).toBeUndefined();
    expect(order.status).toBe(OrderStatus.holding);
  });

  it('a tick through the target past the expiry does not fill it, even before the expiry is acted on', () => {
    const { state, order, ctx, market } = world('2026-11-18T12:05:00Z');
    market.setMid(1, '1.07900');
    const [entry] = triggersOf(order);
    const quote = market.view.quote(1);
    if (!entry || !quote) throw new Error('no entry level or quote');
    expect(fireTrigger(ctx, entry, quote).apply(new Batch(state))).toBeUndefined();
    expect(order.status).toBe(OrderStatus.pending);
  });
});
