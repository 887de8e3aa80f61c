import { OrderStatus } from '@tp/contract/entities';
import { closedNotice, filledNotice } from '../../notifications/notice-draft.ts';
import type { CommandContext } from '../commands/command-context.ts';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import type { OrderId } from '../ids.ts';
import type { OrderRecord } from '../order-record.ts';

/**
 * What a trigger did to its order, told to the trader: a pending order filled, a position closed
 * by its stop-loss or take-profit (both, when a fill through a gap closed it at once).
 */
export function noticeTriggered(
  ctx: CommandContext,
  batch: Batch,
  order: OrderRecord,
  wasPending: boolean,
): void {
  const instrument = ctx.market.instrument(order.instrumentId);
  const at = ctx.clock.now();
  if (wasPending && order.status !== OrderStatus.pending) {
    batch.notices.push(filledNotice(order, instrument, at));
  }
  if (order.status === OrderStatus.closed) noticeClosed(ctx, batch, [order.id]);
}

/** Positions of this batch the server closed on its own (stops, stop-out), told to their traders. */
export function noticeClosed(
  ctx: CommandContext,
  batch: Batch,
  orderIds: readonly OrderId[],
): void {
  const at = ctx.clock.now();
  for (const id of orderIds) {
    const order = batch.orders.get(id)?.order;
    if (!order || order.status !== OrderStatus.closed) continue;
    const notice = closedNotice(order, ctx.market.instrument(order.instrumentId), at);
    if (notice) batch.notices.push(notice);
  }
}

/** A stop-out that tells the trader of each position it closed. */
export function withStopOutNotices(
  ctx: CommandContext,
  command: Command<Batch, OrderId[]>,
): Command<Batch, OrderId[]> {
  return {
    apply(batch) {
      const closed = command.apply(batch);
      noticeClosed(ctx, batch, closed);
      return closed;
    },
  };
}
