import { CloseReason } from '@tp/contract/entities';
import { type NoticeBody, NoticeKind } from '@tp/contract/notifications';
import type { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import type { InstrumentRecord } from '../market/instrument-record.ts';

/** A notification decided but not yet stored: its id comes with the write. */
export type NoticeDraft = { userId: number; body: NoticeBody; createdAt: Date; id?: number };

/** What a notification needs of an order (an engine OrderRecord has all of it). */
export type NoticeOrder = {
  id: number;
  userId: number;
  side: number;
  lots: Decimal;
  openPrice: Decimal | null;
  closePrice: Decimal | null;
  realisedPnl: Decimal;
  closeReason: number;
};

/** Money as a trader reads it: the booking scale, 2 places. */
export const money = (amount: Decimal): string => bookAmount(amount).toFixed(2);
export const lotsText = (lots: Decimal): string => lots.toFixed(2);
export const priceText = (
  price: Decimal | null,
  instrument: InstrumentRecord | undefined,
): string =>
  price === null ? '' : price.toFixed(instrument?.terms.pricePrecision ?? price.decimalPlaces());

function orderParams(order: NoticeOrder, instrument: InstrumentRecord | undefined) {
  return {
    order_id: order.id,
    symbol: instrument?.showCode || instrument?.code || '',
    side: order.side,
    lots: lotsText(order.lots),
  };
}

/** A pending order the server filled at `openPrice`. */
export function filledNotice(
  order: NoticeOrder,
  instrument: InstrumentRecord | undefined,
  at: Date,
): NoticeDraft {
  return {
    userId: order.userId,
    createdAt: at,
    body: {
      kind: NoticeKind.orderFilled,
      params: { ...orderParams(order, instrument), price: priceText(order.openPrice, instrument) },
    },
  };
}

const closeKinds = {
  [CloseReason.stopLoss]: NoticeKind.stopLoss,
  // A trailing stop fires as the stop-loss it tightened; the order's own reason tells them apart.
  [CloseReason.trailingStop]: NoticeKind.stopLoss,
  [CloseReason.takeProfit]: NoticeKind.takeProfit,
  [CloseReason.stopOut]: NoticeKind.stopOut,
} as const;

/**
 * A position the server closed on its own (stop-loss, take-profit, stop-out); undefined for a
 * close the trader or an operator asked for, which they already know of.
 */
export function closedNotice(
  order: NoticeOrder,
  instrument: InstrumentRecord | undefined,
  at: Date,
): NoticeDraft | undefined {
  const kind = closeKinds[order.closeReason as keyof typeof closeKinds];
  if (!kind) return undefined;
  return {
    userId: order.userId,
    createdAt: at,
    body: {
      kind,
      params: {
        ...orderParams(order, instrument),
        price: priceText(order.closePrice, instrument),
        pnl: money(order.realisedPnl),
      },
    },
  };
}

export type FundsDecision = {
  userId: number;
  recordId: number;
  /** Credited (USD) or submitted for a deposit, held (USD) for a withdrawal. */
  amount: Decimal;
  currency: string;
  approved: boolean;
  remark: string;
  at: Date;
};

export function depositNotice(decision: FundsDecision): NoticeDraft {
  const params = {
    record_id: decision.recordId,
    amount: money(decision.amount),
    currency: decision.currency,
  };
  return {
    userId: decision.userId,
    createdAt: decision.at,
    body: decision.approved
      ? { kind: NoticeKind.depositApproved, params }
      : { kind: NoticeKind.depositRejected, params: { ...params, remark: decision.remark } },
  };
}

export function withdrawalNotice(decision: FundsDecision): NoticeDraft {
  const params = {
    record_id: decision.recordId,
    amount: money(decision.amount),
    currency: decision.currency,
  };
  return {
    userId: decision.userId,
    createdAt: decision.at,
    body: decision.approved
      ? { kind: NoticeKind.withdrawalPaid, params }
      : { kind: NoticeKind.withdrawalRejected, params: { ...params, remark: decision.remark } },
  };
}

export function kycNotice(
  userId: number,
  approved: boolean,
  remark: string,
  at: Date,
): NoticeDraft {
  return {
    userId,
    createdAt: at,
    body: approved
      ? { kind: NoticeKind.kycApproved, params: {} }
      : { kind: NoticeKind.kycRejected, params: { remark } },
  };
}
