import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { MarginMode } from '@tp/domain/instrument';
import { checkMarketOrder, type OrderError } from '@tp/domain/order-check';
import { ExpireType, type ExpiryRequest, orderExpiry } from '@tp/domain/order-expiry';
import { entryPrice, type Quote } from '@tp/domain/quote';
import { leverageAboveCap } from '@tp/domain/risk-profile';
import type { Side } from '@tp/domain/side';
import { trailedStop, trailingDistanceErrors } from '@tp/domain/trailing-stop';
import type { InstrumentRecord } from '../../market/market-service.ts';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import type { AccountState, UsedClientOrderId } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import { LedgerMemo, LedgerType } from '../ledger-type.ts';
import { OrderMode, type OrderRecord } from '../order-record.ts';
import { accountFigures } from '../views/account-summary.ts';
import type { CommandContext } from './command-context.ts';
import { orderRequestFingerprint } from './order-request-fingerprint.ts';

export type PlaceOrderCommand = {
  userId: UserId;
  instrumentId: number;
  side: Side;
  lots: Decimal;
  leverage: number | undefined;
  stopLoss?: Decimal;
  takeProfit?: Decimal;
  clientOrderId?: string;
  /** Set for a pending order: the price it waits for. */
  targetPrice?: Decimal;
  /** How long a pending order rests; absent: good till cancelled. */
  expiry?: ExpiryRequest;
  /** A trailing stop's price distance, from the fill on. */
  trailingDistance?: Decimal | undefined;
};

/** A new position, or the order an earlier request with the same idempotency id created. */
export type PlaceOrderOutcome =
  | { kind: 'opened'; order: OrderRecord }
  | { kind: 'repeated'; orderId: OrderId };

function refusal(error: OrderError, instrument: InstrumentRecord): EngineRefusal {
  if (error === 'invalidLots') {
    return new EngineRefusal(error, {
      min: instrument.terms.minLots.toString(),
      step: instrument.terms.lotStep.toString(),
    });
  }
  return new EngineRefusal(error);
}

/**
 * A market order fills at the ask (buy) or bid (sell); a pending order (with a target price)
 * rests until the price reaches its target. Either way margin and fee leave the balance at once:
 * a pending order's are its reserve, returned if it is cancelled.
 */
export function placeOrder(
  ctx: CommandContext,
  cmd: PlaceOrderCommand,
): Command<Batch, PlaceOrderOutcome> {
  return {
    prepare() {
      const held = ctx.state.account(cmd.userId);
      const id = cmd.clientOrderId;
      if (held && (!id || ctx.loader.knowsClientOrderId(held, id))) return undefined;
      return (async () => {
        const account = await ctx.loader.ensure(cmd.userId);
        if (account && id) await ctx.loader.recallClientOrderId(account, id);
      })();
    },
    apply(batch) {
      const account = ctx.state.account(cmd.userId);
      const used = cmd.clientOrderId ? account?.clientOrderIds.get(cmd.clientOrderId) : undefined;
      if (used !== undefined) return repeatOf(used, cmd);
      const instrument = ctx.market.instrument(cmd.instrumentId);
      if (!instrument) throw new EngineRefusal('instrumentNotFound');
      // A user without an account has nothing to trade with.
      if (!account) throw new EngineRefusal('insufficientMargin');
      if (account.tradingFrozen) throw new EngineRefusal('tradingFrozen');
      const order = decide(ctx, cmd, account, instrument);
      fill(ctx, batch, account, order);
      return { kind: 'opened', order };
    },
  };
}

/**
 * A retry answers the order its idempotency id created; the id sent with different parameters is
 * refused, as payment APIs refuse a reused idempotency key, rather than answered "order placed".
 */
function repeatOf(used: UsedClientOrderId, cmd: PlaceOrderCommand): PlaceOrderOutcome {
  if (used.fingerprint !== null && used.fingerprint !== orderRequestFingerprint(cmd)) {
    throw new EngineRefusal('clientOrderIdReused');
  }
  return { kind: 'repeated', orderId: used.orderId };
}

/** The pure part: every check by the domain rules, then the order as it would be booked. */
function decide(
  ctx: CommandContext,
  cmd: PlaceOrderCommand,
  account: AccountState,
  instrument: InstrumentRecord,
): OrderRecord {
  const now = ctx.clock.now();
  const expiry = orderExpiry({
    request: cmd.expiry ?? { type: ExpireType.goodTillCancelled },
    pending: cmd.targetPrice !== undefined,
    now,
  });
  if ('error' in expiry) throw new EngineRefusal(expiry.error);
  // The operator's risk profile caps leverage by class; the options are already capped, and
  // this says why a leverage above the cap is refused.
  const aboveCap = leverageAboveCap({ leverage: cmd.leverage, cap: instrument.leverageCap });
  if (aboveCap) throw new EngineRefusal('leverageAboveCap', { cap: String(aboveCap.cap) });
  const live = ctx.market.quote(instrument.id);
  // A pending order is checked and priced as if it filled at its target.
  const quote = live && cmd.targetPrice ? atPrice(cmd.targetPrice) : live;
  const quoteToUsd = ctx.market.quoteToUsd(instrument.terms.quoteCurrency);
  const terms = instrument.terms;
  const { errors, estimate } = checkMarketOrder({
    terms,
    side: cmd.side,
    lots: cmd.lots,
    leverage: cmd.leverage,
    stopLoss: cmd.stopLoss,
    takeProfit: cmd.takeProfit,
    quote,
    quoteToUsd,
    feeType: ctx.feeType,
    marketOpen: ctx.market.isOpen(instrument.id),
    freeMargin: accountFigures(account, ctx.market).snapshot.freeMargin,
  });
  const first = errors[0];
  if (first) throw refusal(first, instrument);
  // Without a refusal the order was priced, so its estimate was worked out by the check.
  if (!estimate || !quote) throw new EngineRefusal('noPrice');
  const pending = cmd.targetPrice !== undefined && live !== undefined;
  const trail = cmd.trailingDistance;
  if (trail && trailingDistanceErrors({ side: cmd.side, distance: trail, quote }).length > 0) {
    throw new EngineRefusal('invalidTrailingDistance');
  }
  // A position trails from its fill: now for a market order, at its target for a pending one.
  const stopLoss =
    trail && !pending
      ? trailedStop({ side: cmd.side, stopLoss: cmd.stopLoss, distance: trail, quote })
      : cmd.stopLoss;
  return {
    id: ctx.state.nextOrderId(),
    userId: cmd.userId,
    instrumentId: instrument.id,
    clientOrderId: cmd.clientOrderId ?? null,
    requestFingerprint: cmd.clientOrderId ? orderRequestFingerprint(cmd) : null,
    side: cmd.side,
    mode: pending ? pendingMode(cmd.side, cmd.targetPrice, live) : OrderMode.market,
    status: pending ? OrderStatus.pending : OrderStatus.holding,
    lots: cmd.lots,
    // Leverage does not apply to fixed-margin instruments; 0 says so.
    leverage: terms.marginMode === MarginMode.fixed ? 0 : (cmd.leverage ?? 0),
    requestedPrice: estimate.price,
    openPrice: pending ? null : estimate.price,
    closePrice: null,
    margin: estimate.margin,
    fee: estimate.fee,
    stopLoss: stopLoss ?? null,
    takeProfit: cmd.takeProfit ?? null,
    realisedPnl: new Decimal(0),
    closeReason: 0,
    createdAt: now,
    openedAt: pending ? null : now,
    closedAt: null,
    expiresAt: pending ? expiry.expiresAt : null,
    parentId: null,
    trailingDistance: trail ?? null,
  };
}

const atPrice = (price: Decimal): Quote => ({ mid: price, bid: price, ask: price });

/** Whether the target is above the price the order would fill at now (see OrderMode). */
export function pendingMode(
  side: Side,
  target: Decimal | undefined,
  live: Quote | undefined,
): number {
  if (!target || !live) return OrderMode.pending;
  return target.gt(entryPrice(side, live)) ? OrderMode.pendingAbove : OrderMode.pending;
}

function fill(ctx: CommandContext, batch: Batch, account: AccountState, order: OrderRecord): void {
  ctx.state.addOrder(account, order);
  batch.insertOrder(order);
  const at = order.createdAt;
  batch.book(account, {
    amount: order.margin.neg(),
    type: LedgerType.marginLock,
    memo: LedgerMemo.marginLock,
    orderId: order.id,
    at,
  });
  if (order.fee.isZero()) return;
  batch.book(account, {
    amount: order.fee.neg(),
    type: LedgerType.fee,
    memo: LedgerMemo.fee,
    orderId: order.id,
    at,
  });
}
