import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import type { AccountSummary, Order, OrderList } from '@tp/contract/entities';
import { useCallback, useEffect, useRef } from 'react';
import { useOrdersClosed } from '../../realtime/use-realtime.ts';
import { missingFromLive, unlistedInLive } from './live-orders.ts';
import { myDealKey, OrderTab, withoutOrders } from './use-my-deal.ts';

type HoldingList = { orders: readonly Order[]; complete: boolean };

/**
 * Keeps the order lists true to the server: orders in a FOREX_CLOSED push (closed, or pending
 * ones filled) leave the holding and pending lists at once, `onGone` lets the page close what
 * it showed of them, and every list reloads, so a filled order shows up under holding. Holding
 * rows the live summary no longer lists, or open orders it lists that the holding list lacks,
 * make that list reload, once per distinct set of such rows.
 */
export function useHoldingSync(
  holding: HoldingList,
  summary: AccountSummary | null,
  onGone: (ids: readonly number[]) => void,
): void {
  const queryClient = useQueryClient();
  const latestOnGone = useRef(onGone);
  latestOnGone.current = onGone;

  useOrdersClosed(
    useCallback(
      (ids: readonly number[]) => {
        for (const tab of [OrderTab.holding, OrderTab.pending]) {
          queryClient.setQueryData<InfiniteData<OrderList, unknown>>(myDealKey(tab), (data) =>
            withoutOrders(data, ids),
          );
        }
        latestOnGone.current(ids);
        void queryClient.invalidateQueries({ queryKey: ['myDeal'] });
        void queryClient.invalidateQueries({ queryKey: ['balance'] });
      },
      [queryClient],
    ),
  );

  const stale = [
    ...missingFromLive(holding.orders, summary),
    ...unlistedInLive(holding.orders, summary, holding.complete),
  ].join(',');
  const reloadedFor = useRef('');
  useEffect(() => {
    if (stale === '' || stale === reloadedFor.current) return;
    reloadedFor.current = stale;
    void queryClient.invalidateQueries({ queryKey: myDealKey(OrderTab.holding) });
    void queryClient.invalidateQueries({ queryKey: ['balance'] });
  }, [stale, queryClient]);
}
