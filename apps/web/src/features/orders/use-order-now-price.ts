import { OrderSide, OrderStatus } from '@tp/contract/codes';
import type { Order } from '@tp/contract/entities';
import { useMarketQuote } from '../../realtime/use-realtime.ts';

/**
 * The price an order is compared with now: a pending order waits for the price it would open at
 * (the ask for a buy, the bid for a sell), live from the market; the server's answer holds its
 * target there. Any other order keeps the server's (a holding's live mark, a closed one's exit).
 */
export function useOrderNowPrice(order: Order): number {
  const pending = order.Status === OrderStatus.pending;
  const live = useMarketQuote(pending ? order.ForexId : undefined);
  if (!pending || !live) return order.UpdatePrice;
  return order.OrderType === OrderSide.buy ? live.quotation.ask : live.quotation.bid;
}
