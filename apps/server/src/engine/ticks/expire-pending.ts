import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { isExpired } from '@tp/domain/order-expiry';
import { releasePending } from '../commands/cancel-pending.ts';
import type { CommandContext } from '../commands/command-context.ts';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import type { OrderRecord } from '../order-record.ts';
import type { Fired } from './fire-trigger.ts';

/**
 * A pending order whose expiry has come is cancelled as its owner's cancel would (margin and
 * fee booked back), with the reason `expired`. Nothing happens if the order filled or was
 * cancelled meanwhile, or if the clock, read when the command is applied, has not reached the
 * expiry. Allowed while the market is closed, like a cancel.
 */
export function expirePending(
  ctx: CommandContext,
  order: OrderRecord,
): Command<Batch, Fired | undefined> {
  return {
    apply(batch) {
      const account = ctx.state.account(order.userId);
      if (!account || account.orders.get(order.id) !== order) return undefined;
      if (order.status !== OrderStatus.pending) return undefined;
      if (!isExpired(order.expiresAt, ctx.clock.now())) return undefined;
      releasePending(ctx, batch, account, order, CloseReason.expired);
      return { userId: order.userId, orderId: order.id };
    },
  };
}
