import { CloseReason, OrderSide, OrderStatus } from '@tp/contract/codes';
import type { TranslationKey } from '../../i18n/i18n.ts';

export const sideLabel = (orderType: number): TranslationKey =>
  orderType === OrderSide.buy ? 'order.buyLong' : 'order.sellShort';

const statusLabels: Record<number, TranslationKey> = {
  [OrderStatus.pending]: 'order.statusPending',
  [OrderStatus.holding]: 'order.statusHolding',
  [OrderStatus.cancelled]: 'order.statusCancelled',
  [OrderStatus.closed]: 'order.statusClosed',
};

const reasonLabels: Record<number, TranslationKey> = {
  [CloseReason.user]: 'order.reasonUser',
  [CloseReason.takeProfit]: 'order.reasonTakeProfit',
  [CloseReason.stopLoss]: 'order.reasonStopLoss',
  [CloseReason.stopOut]: 'order.reasonStopOut',
  [CloseReason.operator]: 'order.reasonOperator',
  [CloseReason.reset]: 'order.reasonReset',
  [CloseReason.expired]: 'order.reasonExpired',
  [CloseReason.trailingStop]: 'order.reasonTrailingStop',
};

export const statusLabel = (status: number): TranslationKey | undefined => statusLabels[status];
export const closeReasonLabel = (reason: number): TranslationKey | undefined =>
  reasonLabels[reason];

/** A number set left to right inside text of either direction (Unicode's left-to-right isolate). */
export const isolated = (text: string): string => `\u2066${text}\u2069`;
