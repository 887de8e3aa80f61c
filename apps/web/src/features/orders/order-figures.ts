import { OrderStatus } from '@tp/contract/codes';
import type { Order } from '@tp/contract/entities';

/** Where an order stands, as its row and the desktop table show it. */
export type OrderState = 'pending' | 'holding' | 'cancelled' | 'closed';

/**
 * What a row or a table line shows of an order. A pending or cancelled order never traded: it
 * shows its target price, no current or close price and no P&L, so a cancelled order is never
 * read as a trade that made 0.
 */
export type OrderFigures = {
  state: OrderState;
  /** The target price of an order that never traded, else the open price. */
  entry: { kind: 'target' | 'open'; price: number };
  /** The current price (pending, holding) or the close price; none for a cancelled order. */
  now: { kind: 'current' | 'close'; price: number } | null;
  /** Realised or floating; none for an order that never traded. */
  profit: number | null;
  /** Stop-loss and take-profit; 0 when not set. */
  stopLoss: number;
  takeProfit: number;
  /** When it was placed or opened, or when it was closed or cancelled. */
  time: string;
};

const states: Record<number, OrderState> = {
  [OrderStatus.pending]: 'pending',
  [OrderStatus.holding]: 'holding',
  [OrderStatus.cancelled]: 'cancelled',
  [OrderStatus.closed]: 'closed',
};

export const orderState = (order: Order): OrderState => states[order.Status] ?? 'holding';

export function orderFigures(order: Order): OrderFigures {
  const state = orderState(order);
  const traded = state === 'holding' || state === 'closed';
  const finished = state === 'cancelled' || state === 'closed';
  return {
    state,
    entry: traded
      ? { kind: 'open', price: order.OriginPrice }
      : { kind: 'target', price: order.Price },
    now:
      state === 'cancelled'
        ? null
        : { kind: state === 'closed' ? 'close' : 'current', price: order.UpdatePrice },
    profit: traded ? order.FactProfits : null,
    stopLoss: order.TargetLossPrice,
    takeProfit: order.TargetProfitPrice,
    time: (finished && order.CompleteTimeHandler) || order.CreateTimeHandler,
  };
}
