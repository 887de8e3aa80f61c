import { CloseReason, OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { isExpired } from '@tp/domain/order-expiry';
import { filledMargin, pendingFillPrice } from '@tp/domain/pending-fill';
import { exitPrice, type Quote } from '@tp/domain/quote';
import { stopTrigger } from '@tp/domain/stops';
import { trailedStop } from '@tp/domain/trailing-stop';
import type { InstrumentRecord } from '../../market/market-service.ts';
import { closeAt } from '../commands/close-position.ts';
import type { CommandContext } from '../commands/command-context.ts';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import type { AccountState } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import { LedgerMemo, LedgerType } from '../ledger-type.ts';
import { OrderMode, type OrderRecord } from '../order-record.ts';
import { type Trigger, TriggerKind } from '../order-triggers.ts';
import { valueAt } from '../views/position-value.ts';

/** An order the engine closed or filled on its own: FOREX_CLOSED tells its owner. */
export type Fired = { userId: UserId; orderId: OrderId };

/**
 * Acts on a level a tick reached, at that tick's quote: a stop closes its position at the
 * triggering price (so a gap is honoured), a pending entry fills, and closes at once if that
 * quote is past its own stop-loss or take-profit. Nothing happens if the order moved on
 * meanwhile, the market is closed (the level waits), or the exact price does not reach it.
 */
export function fireTrigger(
  ctx: CommandContext,
  trigger: Trigger,
  quote: Quote,
): Command<Batch, Fired | undefined> {
  return {
    apply(batch) {
      const { order } = trigger;
      const account = ctx.state.account(order.userId);
      if (!account || account.orders.get(order.id) !== order) return undefined;
      const instrument = ctx.market.instrument(order.instrumentId);
      if (!instrument || !ctx.market.isOpen(order.instrumentId)) return undefined;
      const fired = { userId: order.userId, orderId: order.id };
      if (trigger.kind === TriggerKind.trail) return undefined;
      if (trigger.kind !== TriggerKind.entry) {
        return closeOnStop(ctx, batch, account, order, instrument, quote) ? fired : undefined;
      }
      if (!fillPending(ctx, batch, account, order, instrument, quote)) return undefined;
      // A gap may carry the price past the new position's own stop: it closes at the same quote.
      closeOnStop(ctx, batch, account, order, instrument, quote);
      return fired;
    },
  };
}

function closeOnStop(
  ctx: CommandContext,
  batch: Batch,
  account: AccountState,
  order: OrderRecord,
  instrument: InstrumentRecord,
  quote: Quote,
): boolean {
  if (order.status !== OrderStatus.holding) return false;
  const reached = stopTrigger({
    side: order.side,
    stopLoss: order.stopLoss ?? undefined,
    takeProfit: order.takeProfit ?? undefined,
    quote,
  });
  const quoteToUsd = ctx.market.quoteToUsd(instrument.terms.quoteCurrency);
  if (!reached || !quoteToUsd) return false;
  const value = valueAt(
    order,
    exitPrice(order.side, quote),
    instrument.terms.contractSize,
    quoteToUsd,
  );
  closeAt(ctx, batch, account, order, { ...value, reason: closeReason(order, reached) });
  return true;
}

/** A stop-loss a trailing stop moved closes with the trail's own reason. */
function closeReason(order: OrderRecord, reached: 'stopLoss' | 'takeProfit'): number {
  if (reached === 'takeProfit') return CloseReason.takeProfit;
  return order.trailingDistance === null ? CloseReason.stopLoss : CloseReason.trailingStop;
}

/**
 * A pending order whose target the quote reached becomes holding at the fill price the domain
 * decides; its fee stays as reserved and its margin is refitted at that price (`filledMargin`).
 */
function fillPending(
  ctx: CommandContext,
  batch: Batch,
  account: AccountState,
  order: OrderRecord,
  instrument: InstrumentRecord,
  quote: Quote,
): boolean {
  const target = order.requestedPrice;
  if (order.status !== OrderStatus.pending || target === null) return false;
  // Past its expiry an order no longer rests, even in the second before the engine cancels it.
  if (isExpired(order.expiresAt, ctx.clock.now())) return false;
  const restsAbove = order.mode === OrderMode.pendingAbove;
  const price = pendingFillPrice({ side: order.side, target, restsAbove, quote });
  if (!price) return false;
  refitMargin(ctx, batch, account, order, instrument, target, price);
  Object.assign(order, {
    status: OrderStatus.holding,
    openPrice: price,
    openedAt: ctx.clock.now(),
    stopLoss: trailedFromFill(order, quote),
  });
  ctx.state.reindex(order);
  batch.updateOrder(order);
  return true;
}

/** A trailing stop asked for with the order starts behind the fill's quote (`trailedStop`). */
function trailedFromFill(order: OrderRecord, quote: Quote): Decimal | null {
  const distance = order.trailingDistance;
  if (distance === null) return order.stopLoss;
  const stopLoss = order.stopLoss ?? undefined;
  return trailedStop({ side: order.side, stopLoss, distance, quote }) ?? null;
}

function refitMargin(
  ctx: CommandContext,
  batch: Batch,
  account: AccountState,
  order: OrderRecord,
  instrument: InstrumentRecord,
  target: Decimal,
  price: Decimal,
): void {
  const quoteToUsd = ctx.market.quoteToUsd(instrument.terms.quoteCurrency);
  if (!quoteToUsd) return;
  const margin = filledMargin({
    reserved: order.margin,
    target,
    price,
    balance: account.balance,
    lots: order.lots,
    terms: instrument.terms,
    quoteToUsd,
    leverage: order.leverage > 0 ? order.leverage : undefined,
  });
  const more = margin.minus(order.margin);
  if (more.isZero()) return;
  batch.book(account, {
    amount: more.neg(),
    type: more.gt(0) ? LedgerType.marginLock : LedgerType.marginRelease,
    memo: more.gt(0) ? LedgerMemo.marginLock : LedgerMemo.marginRelease,
    orderId: order.id,
    at: ctx.clock.now(),
  });
  order.margin = margin;
}
