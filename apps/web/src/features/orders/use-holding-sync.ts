import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import type { AccountSummary, Order, OrderList } from '@tp/contract/entities';
import { useCallback, useEffect, useRef } from 'react';
import { useOrdersClosed } from '../../realtime/use-realtime.ts';
import { missingFromLive } from './live-orders.ts';
import { myDealKey, OrderTab, withoutOrders } from './use-my-deal.ts';

/**
 * Keeps the holding list true to the server: orders in a FOREX_CLOSED push leave at once
 * (and `onGone` lets the page close what it showed of them), and rows the live summary no
 * longer lists make the list reload, once per distinct set of such rows.
 */
export function useHoldingSync(
  holding: readonly Order[],
  summary: AccountSummary | null,
  onGone: (ids: readonly number[]) => void,
): void {
  const queryClient = useQueryClient();
  const latestOnGone = useRef(onGone);
  latestOnGone.current = onGone;

  useOrdersClosed(
    useCallback(
      (ids: readonly number[]) => {
        queryClient.setQueryData<InfiniteData<OrderList, unknown>>(
          myDealKey(OrderTab.holding),
          (data) => withoutOrders(data, ids),
        );
        latestOnGone.current(ids);
        void queryClient.invalidateQueries({ queryKey: ['myDeal'] });
        void queryClient.invalidateQueries({ queryKey: ['balance'] });
      },
      [queryClient],
    ),
  );

  const missing = missingFromLive(holding, summary).join(',');
  const reloadedFor = useRef('');
  useEffect(() => {
    if (missing === '' || missing === reloadedFor.current) return;
    reloadedFor.current = missing;
    void queryClient.invalidateQueries({ queryKey: myDealKey(OrderTab.holding) });
    void queryClient.invalidateQueries({ queryKey: ['balance'] });
  }, [missing, queryClient]);
}
