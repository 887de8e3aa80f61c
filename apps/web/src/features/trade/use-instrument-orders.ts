import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import { useAccountLive } from '../../realtime/use-realtime.ts';
import { withLiveValues } from '../orders/live-orders.ts';
import { OrderTab, ordersOf, useMyDeal } from '../orders/use-my-deal.ts';
import { ordersOn } from './chart-lines.ts';

/**
 * One instrument's open positions (with the live P&L and mark price of the account summary)
 * and pending orders, from the same lists the orders page shows.
 */
export function useInstrumentOrders(instrumentId: number) {
  const holdingQuery = useMyDeal(OrderTab.holding);
  const pendingQuery = useMyDeal(OrderTab.pending);
  const summary = useAccountLive();
  const allHolding = ordersOf(holdingQuery.data);
  return {
    holdingQuery,
    summary,
    allHolding,
    holding: ordersOn(withLiveValues(allHolding, summary), instrumentId),
    pending: ordersOn(ordersOf(pendingQuery.data), instrumentId),
    loading: holdingQuery.isPending || pendingQuery.isPending,
  };
}

/** Moves a pending order's target price; the server's msg is shown, the lists reload. */
export function useAmendTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<'amendTrade'>) =>
      call('amendTrade', params, { successToast: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['myDeal'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
