import { OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { checkPendingAmend } from '@tp/domain/pending-amend';
import type { Batch } from '../commit/batch.ts';
import type { EngineStore } from '../commit/engine-store.ts';
import type { Command } from '../commit/sequencer.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import type { AccountState } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import { LedgerMemo, LedgerType } from '../ledger-type.ts';
import type { OrderRecord } from '../order-record.ts';
import { accountFigures } from '../views/account-summary.ts';
import type { CommandContext } from './command-context.ts';
import { ownedOrder } from './owned-order.ts';
import { pendingMode } from './place-order.ts';

export type AmendPendingCommand = { userId: UserId; orderId: OrderId; targetPrice: Decimal };

/**
 * Moves a pending order's target price. It is judged as the same order placed again at the new
 * target (`checkPendingAmend`): the market must be open, its stops must stay valid, and the
 * margin and fee are reserved again at the new price, the difference taken from or returned to
 * the balance. The trigger index then watches the new target in the direction it now lies from
 * the price. Sending the same target again changes nothing, so a retry is harmless.
 */
export function amendPending(
  ctx: CommandContext,
  store: EngineStore,
  cmd: AmendPendingCommand,
): Command<Batch, OrderRecord> {
  const owned = ownedOrder(ctx, store, cmd);
  return {
    prepare: owned.prepare,
    apply(batch) {
      const { account, order } = owned.find(OrderStatus.pending);
      if (!cmd.targetPrice.isFinite() || cmd.targetPrice.lte(0)) {
        throw new EngineRefusal('targetPriceRequired');
      }
      const instrument = ctx.market.instrument(order.instrumentId);
      if (!instrument) throw new EngineRefusal('instrumentNotFound');
      if (account.tradingFrozen) throw new EngineRefusal('tradingFrozen');
      const live = ctx.market.quote(order.instrumentId);
      const { errors, estimate } = checkPendingAmend({
        terms: instrument.terms,
        side: order.side,
        lots: order.lots,
        leverage: order.leverage > 0 ? order.leverage : undefined,
        stopLoss: order.stopLoss ?? undefined,
        takeProfit: order.takeProfit ?? undefined,
        target: cmd.targetPrice,
        reserved: { margin: order.margin, fee: order.fee },
        quoteToUsd: ctx.market.quoteToUsd(instrument.terms.quoteCurrency),
        feeType: ctx.feeType,
        marketOpen: ctx.market.isOpen(order.instrumentId),
        freeMargin: accountFigures(account, ctx.market).snapshot.freeMargin,
        priced: live !== undefined,
      });
      const first = errors[0];
      if (first) throw new EngineRefusal(first);
      if (!estimate || !live) throw new EngineRefusal('noPrice');
      if (order.requestedPrice?.eq(cmd.targetPrice)) return order;
      rebook(ctx, batch, account, order, estimate);
      order.requestedPrice = cmd.targetPrice;
      order.mode = pendingMode(order.side, cmd.targetPrice, live);
      ctx.state.reindex(order);
      batch.updateOrder(order);
      return order;
    },
  };
}

/** The margin and fee reserved again at the new target: each difference through the ledger. */
function rebook(
  ctx: CommandContext,
  batch: Batch,
  account: AccountState,
  order: OrderRecord,
  estimate: { margin: Decimal; fee: Decimal },
): void {
  const at = ctx.clock.now();
  const moreMargin = estimate.margin.minus(order.margin);
  if (!moreMargin.isZero()) {
    const lock = moreMargin.gt(0);
    batch.book(account, {
      amount: moreMargin.neg(),
      type: lock ? LedgerType.marginLock : LedgerType.marginRelease,
      memo: lock ? LedgerMemo.marginLock : LedgerMemo.marginRelease,
      orderId: order.id,
      at,
    });
  }
  const moreFee = estimate.fee.minus(order.fee);
  if (!moreFee.isZero()) {
    const charge = moreFee.gt(0);
    batch.book(account, {
      amount: moreFee.neg(),
      type: charge ? LedgerType.fee : LedgerType.feeRefund,
      memo: charge ? LedgerMemo.fee : LedgerMemo.feeRefund,
      orderId: order.id,
      at,
    });
  }
  order.margin = estimate.margin;
  order.fee = estimate.fee;
}
