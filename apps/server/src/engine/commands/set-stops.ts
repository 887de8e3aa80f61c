import { OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { stopsErrors } from '@tp/domain/stops';
import { trailedStop, trailingDistanceErrors } from '@tp/domain/trailing-stop';
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
  /** A trailing stop's price distance; undefined clears the trail. */
  trailingDistance?: Decimal | undefined;
};

/**
 * Sets or clears a holding order's stop-loss, take-profit and trailing stop, checked against its
 * side and the current quote. With a trail the stop-loss is the tighter of the one asked for and
 * the distance behind the price (`trailedStop`), and follows the price from there. Allowed while
 * the market is closed: the levels only act once it opens.
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
      const distance = cmd.trailingDistance;
      const trailError =
        distance === undefined
          ? undefined
          : trailingDistanceErrors({ side: order.side, distance, quote })[0];
      if (trailError) throw new EngineRefusal(trailError);
      const stopLoss =
        distance === undefined
          ? cmd.stopLoss
          : trailedStop({ side: order.side, stopLoss: cmd.stopLoss, distance, quote });
      order.stopLoss = stopLoss ?? null;
      order.takeProfit = cmd.takeProfit ?? null;
      order.trailingDistance = distance ?? null;
      ctx.state.reindex(order);
      batch.updateOrder(order);
      return order;
    },
  };
}
