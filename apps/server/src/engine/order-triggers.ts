import { OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { trailFrom } from '@tp/domain/trailing-stop';
import { OrderMode, type OrderRecord } from './order-record.ts';
import { Cross, type TriggerLevel, Watch } from './trigger-index.ts';

export const TriggerKind = {
  stopLoss: 'stopLoss',
  takeProfit: 'takeProfit',
  entry: 'entry',
  /** Where a trailing stop next tightens its stop-loss (`trailFrom`). */
  trail: 'trail',
} as const;
export type TriggerKind = (typeof TriggerKind)[keyof typeof TriggerKind];

/** One resting level of an order: a holding order's stops, or a pending order's entry. */
export type Trigger = { order: OrderRecord; kind: TriggerKind; at: TriggerLevel };

const opposite = (cross: Cross): Cross =>
  cross === Cross.atOrBelow ? Cross.atOrAbove : Cross.atOrBelow;

const level = (
  order: OrderRecord,
  kind: TriggerKind,
  watch: Watch,
  cross: Cross,
  price: Decimal,
): Trigger => ({
  order,
  kind,
  at: { instrumentId: order.instrumentId, watch, cross, level: price.toNumber() },
});

/** A pending buy watches the ask it would open at, a pending sell the bid. */
function entryTrigger(order: OrderRecord): Trigger[] {
  if (order.requestedPrice === null) return [];
  const watch = order.side === Side.buy ? Watch.ask : Watch.bid;
  const cross = order.mode === OrderMode.pendingAbove ? Cross.atOrAbove : Cross.atOrBelow;
  return [level(order, TriggerKind.entry, watch, cross, order.requestedPrice)];
}

/**
 * A buy's stops watch the bid (loss below, profit above), a sell's the ask, mirrored. A trailing
 * stop rests on the profit side at the stop-loss plus its distance: only a tick past it moves
 * the stop, so ticks that do not are found by the index like any other level and cost nothing.
 */
function stopTriggers(order: OrderRecord): Trigger[] {
  const watch = order.side === Side.buy ? Watch.bid : Watch.ask;
  const lossCross = order.side === Side.buy ? Cross.atOrBelow : Cross.atOrAbove;
  const triggers: Trigger[] = [];
  if (order.stopLoss?.gt(0)) {
    triggers.push(level(order, TriggerKind.stopLoss, watch, lossCross, order.stopLoss));
  }
  if (order.stopLoss?.gt(0) && order.trailingDistance?.gt(0)) {
    const from = trailFrom({
      side: order.side,
      stopLoss: order.stopLoss,
      distance: order.trailingDistance,
    });
    triggers.push(level(order, TriggerKind.trail, watch, opposite(lossCross), from));
  }
  if (order.takeProfit?.gt(0)) {
    triggers.push(
      level(order, TriggerKind.takeProfit, watch, opposite(lossCross), order.takeProfit),
    );
  }
  return triggers;
}

/** The levels an open order rests at; none for a closed or cancelled one. */
export function triggersOf(order: OrderRecord): Trigger[] {
  if (order.status === OrderStatus.pending) return entryTrigger(order);
  if (order.status === OrderStatus.holding) return stopTriggers(order);
  return [];
}
