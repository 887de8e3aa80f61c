import { OrderStatus } from '@tp/contract/entities';
import type { Batch } from '../commit/batch.ts';
import type { EngineStore } from '../commit/engine-store.ts';
import type { Command } from '../commit/sequencer.ts';
import type { AccountState } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import { LedgerMemo, LedgerType } from '../ledger-type.ts';
import type { OrderRecord } from '../order-record.ts';
import type { CommandContext } from './command-context.ts';
import { ownedOrder } from './owned-order.ts';

export type CancelPendingCommand = { userId: UserId; orderId: OrderId };

/**
 * Cancels a pending order and returns exactly what it reserved: its margin and its fee. Allowed
 * while the market is closed, since nothing is bought or sold.
 */
export function cancelPending(
  ctx: CommandContext,
  store: EngineStore,
  cmd: CancelPendingCommand,
): Command<Batch, OrderRecord> {
  const owned = ownedOrder(ctx, store, cmd);
  return {
    prepare: owned.prepare,
    apply(batch) {
      const { account, order } = owned.find(OrderStatus.pending);
      releasePending(ctx, batch, account, order, 0);
      return order;
    },
  };
}

/**
 * Takes a pending order out of the open set as cancelled, with the reason (0 when its owner
 * cancelled it), and books its margin and fee back to the balance.
 */
export function releasePending(
  ctx: CommandContext,
  batch: Batch,
  account: AccountState,
  order: OrderRecord,
  reason: number,
): void {
  const at = ctx.clock.now();
  ctx.state.removeOrder(account, order);
  Object.assign(order, { status: OrderStatus.cancelled, closedAt: at, closeReason: reason });
  batch.updateOrder(order);
  batch.book(account, {
    amount: order.margin,
    type: LedgerType.marginRelease,
    memo: LedgerMemo.marginRelease,
    orderId: order.id,
    at,
  });
  if (!order.fee.isZero()) {
    batch.book(account, {
      amount: order.fee,
      type: LedgerType.feeRefund,
      memo: LedgerMemo.feeRefund,
      orderId: order.id,
      at,
    });
  }
}
