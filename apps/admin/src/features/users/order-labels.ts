import { CloseReason, OrderSide, OrderStatus } from '@tp/contract/codes';
import type { MessageKey } from '../../i18n/messages.ts';

export const sideLabels: Record<number, MessageKey> = {
  [OrderSide.buy]: 'order.buy',
  [OrderSide.sell]: 'order.sell',
};

export const statusLabels: Record<number, MessageKey> = {
  [OrderStatus.pending]: 'order.pending',
  [OrderStatus.holding]: 'order.holding',
  [OrderStatus.cancelled]: 'order.cancelled',
  [OrderStatus.closed]: 'order.closed',
};

export const closeReasonLabels: Record<number, MessageKey> = {
  [CloseReason.user]: 'order.closedByUser',
  [CloseReason.takeProfit]: 'order.closedByTakeProfit',
  [CloseReason.stopLoss]: 'order.closedByStopLoss',
  [CloseReason.stopOut]: 'order.closedByStopOut',
  [CloseReason.operator]: 'order.closedByOperator',
  [CloseReason.reset]: 'order.closedByReset',
  [CloseReason.expired]: 'order.closedByExpiry',
  [CloseReason.trailingStop]: 'order.closedByTrailingStop',
};
