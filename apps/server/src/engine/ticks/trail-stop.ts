import { OrderStatus } from '@tp/contract/entities';
import type { Quote } from '@tp/domain/quote';
import { trailedStop } from '@tp/domain/trailing-stop';
import type { CommandContext } from '../commands/command-context.ts';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import type { OrderRecord } from '../order-record.ts';

/**
 * Ticks went past a trailing stop's level: its stop-loss tightens to the distance behind the
 * furthest of their prices (`takeQuote`) (`trailedStop`), in the engine's state, its trigger levels and, with the batch,
 * the database. True when it moved; nothing happens if the order closed or its trail was
 * cleared meanwhile, or the exact price does not tighten it.
 */
export function trailStop(
  ctx: CommandContext,
  order: OrderRecord,
  takeQuote: () => Quote | undefined,
): Command<Batch, boolean> {
  return {
    apply(batch) {
      const quote = takeQuote();
      if (!quote) return false;
      const account = ctx.state.account(order.userId);
      if (!account || account.orders.get(order.id) !== order) return false;
      const distance = order.trailingDistance;
      if (order.status !== OrderStatus.holding || distance === null) return false;
      if (!ctx.market.isOpen(order.instrumentId)) return false;
      const current = order.stopLoss ?? undefined;
      const stop = trailedStop({ side: order.side, stopLoss: current, distance, quote });
      if (stop === undefined || (current !== undefined && stop.eq(current))) return false;
      order.stopLoss = stop;
      ctx.state.reindex(order);
      batch.updateOrder(order);
      return true;
    },
  };
}
