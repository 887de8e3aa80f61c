import { OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import { partialCloseError, partialCloseFigures } from '@tp/domain/partial-close';
import type { Batch } from '../commit/batch.ts';
import type { EngineStore } from '../commit/engine-store.ts';
import type { Command } from '../commit/sequencer.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import type { AccountState } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import { LedgerMemo, LedgerType } from '../ledger-type.ts';
import type { OrderRecord } from '../order-record.ts';
import { type PositionValue, valuePosition } from '../views/position-value.ts';
import type { CommandContext } from './command-context.ts';

/** Ids are positive and fit the bigint column; anything else is no order at all. */
const isOrderId = (id: number): boolean => Number.isSafeInteger(id) && id > 0;

export type ClosePositionCommand = {
  userId: UserId;
  orderId: OrderId;
  reason: number;
  /** Lots to close of the position; absent (or all of them) closes it whole. */
  lots?: Decimal;
};

/**
 * Closes a holding position at the bid (buy) or ask (sell): the margin comes back, the
 * realised P&L is booked, and a balance the loss left below 0 is brought back to 0. With
 * `lots` below the position's, only that part closes (`closePart`) and the answer is the part.
 */
export function closePosition(
  ctx: CommandContext,
  store: EngineStore,
  cmd: ClosePositionCommand,
): Command<Batch, OrderRecord> {
  const { orderId } = cmd;
  // Whether the id is one of this user's orders at all: another user's id is never revealed.
  let owned = false;
  return {
    prepare() {
      if (ctx.state.account(cmd.userId)?.orders.has(orderId)) {
        owned = true;
        return undefined;
      }
      return (async () => {
        const account = await ctx.loader.ensure(cmd.userId);
        if (account?.orders.has(orderId)) owned = true;
        else if (isOrderId(orderId)) owned = (await store.order(orderId))?.userId === cmd.userId;
      })();
    },
    apply(batch) {
      const account = ctx.state.account(cmd.userId);
      const order = account?.orders.get(orderId);
      if (!account || !order || order.status !== OrderStatus.holding) {
        throw new EngineRefusal(owned ? 'orderNotOpen' : 'orderNotFound');
      }
      if (!ctx.market.isOpen(order.instrumentId)) throw new EngineRefusal('marketClosed');
      const value = valuePosition(order, ctx.market);
      if (!value) throw new EngineRefusal('noPrice');
      if (cmd.lots !== undefined && !cmd.lots.eq(order.lots)) {
        return closePart(ctx, batch, account, order, cmd.lots, { ...value, reason: cmd.reason });
      }
      closeAt(ctx, batch, account, order, { ...value, reason: cmd.reason });
      return order;
    },
  };
}

/** Closes a holding order at a given exit and P&L (already decided), and books it. */
export function closeAt(
  ctx: Pick<CommandContext, 'state' | 'clock'>,
  batch: Batch,
  account: AccountState,
  order: OrderRecord,
  close: PositionValue & { reason: number },
): void {
  const at = ctx.clock.now();
  ctx.state.removeOrder(account, order);
  Object.assign(order, {
    status: OrderStatus.closed,
    closePrice: close.exit,
    closedAt: at,
    closeReason: close.reason,
    realisedPnl: bookAmount(close.pnl),
  });
  batch.updateOrder(order);
  settle(batch, account, order, at);
}

/**
 * Closes `lots` of a holding position valued at `close` (its exit and the whole position's
 * P&L): the part becomes a closed order of its own that names the position, carrying its share
 * of the margin, fee and P&L (`partialCloseFigures`), and is settled like a full close. The
 * position keeps its id, open price and stops.
 */
export function closePart(
  ctx: Pick<CommandContext, 'state' | 'clock' | 'market'>,
  batch: Batch,
  account: AccountState,
  order: OrderRecord,
  lots: Decimal,
  close: PositionValue & { reason: number },
): OrderRecord {
  const terms = ctx.market.instrument(order.instrumentId)?.terms;
  if (!terms) throw new EngineRefusal('noPrice');
  if (partialCloseError({ lots: order.lots, closeLots: lots, terms })) {
    throw new EngineRefusal('partialCloseLots', {
      min: terms.minLots.toString(),
      step: terms.lotStep.toString(),
    });
  }
  const figures = partialCloseFigures({ position: order, pnl: close.pnl, closeLots: lots });
  const at = ctx.clock.now();
  const part: OrderRecord = {
    ...order,
    lots,
    margin: figures.marginReleased,
    fee: order.fee.minus(figures.kept.fee),
    realisedPnl: figures.pnlRealised,
    id: ctx.state.nextOrderId(),
    // The idempotency id stays with the position it created.
    clientOrderId: null,
    requestFingerprint: null,
    status: OrderStatus.closed,
    closePrice: close.exit,
    closedAt: at,
    closeReason: close.reason,
    parentId: order.id,
  };
  Object.assign(order, figures.kept);
  batch.insertOrder(part);
  batch.updateOrder(order);
  settle(batch, account, part, at);
  return part;
}

/** Books a closed order: its margin back, its realised P&L, and negative balance protection. */
export function settle(batch: Batch, account: AccountState, order: OrderRecord, at: Date): void {
  const orderId = order.id;
  batch.book(account, {
    amount: order.margin,
    type: LedgerType.marginRelease,
    memo: LedgerMemo.marginRelease,
    orderId,
    at,
  });
  if (!order.realisedPnl.isZero()) {
    batch.book(account, {
      amount: order.realisedPnl,
      type: LedgerType.realisedPnl,
      memo: LedgerMemo.realisedPnl,
      orderId,
      at,
    });
  }
  if (account.balance.lt(0)) {
    // Negative balance protection: the broker absorbs the part of the loss beyond the balance.
    batch.book(account, {
      amount: account.balance.neg(),
      type: LedgerType.negativeBalanceProtection,
      memo: LedgerMemo.negativeBalanceProtection,
      orderId,
      at,
    });
  }
}
