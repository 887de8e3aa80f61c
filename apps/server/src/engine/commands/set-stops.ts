import { OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { stopsErrors } from '@tp/domain/stops';
import type { Batch } from '../commit/batch.ts';
import type { EngineStore } from '../commit/engine-store.ts';
import type { Command } from '../commit/sequencer.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import type { OrderId, UserId } from '../ids.ts';
import type { OrderRecord } from '../order-record.ts';
import type { CommandContext } from './command-context.ts';
import { ownedOrder } from './owned-order.ts';

/** Undefined clears a level. */
export type SetStopsCommand = {
  userId: UserId;
  orderId: OrderId;
  stopLoss: Decimal | undefined;
  takeProfit: Decimal | undefined;
};

/**
 * Sets or clears a holding order's stop-loss and take-profit, checked against its side and the
 * current quote. Allowed while the market is closed: the levels only act once it opens.
 */
export function setStops(
  ctx: CommandContext,
  store: EngineStore,
  cmd: SetStopsCommand,
): Command<Batch, OrderRecord> {
  const owned = ownedOrder(ctx, store, cmd);
  return {
    prepare: owned.prepare,
    apply(batch) {
      const { order } = owned.find(OrderStatus.holding);
      const quote = ctx.market.quote(order.instrumentId);
      if (!quote) throw new EngineRefusal('noPrice');
      const first = stopsErrors({
        side: order.side,
        stopLoss: cmd.stopLoss,
        takeProfit: cmd.takeProfit,
        quote,
      })[0];
      if (first) throw new EngineRefusal(first);
      order.stopLoss = cmd.stopLoss ?? null;
      order.takeProfit = cmd.takeProfit ?? null;
      ctx.state.reindex(order);
      batch.updateOrder(order);
      return order;
    },
  };
}
