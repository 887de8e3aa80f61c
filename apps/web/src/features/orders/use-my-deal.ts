import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Order, OrderList } from '@tp/contract/entities';
import { call } from '../../api/call.ts';

/** Order tabs of spec §4, by the status they list. */
export const OrderTab = { holding: 1, pending: 0, history: 3 } as const;
export type OrderTab = (typeof OrderTab)[keyof typeof OrderTab];

export const myDealKey = (status: OrderTab) => ['myDeal', status] as const;

export const loadedCount = (pages: readonly OrderList[]): number =>
  pages.reduce((sum, page) => sum + page.data.length, 0);

/** Paging is by page number; loading ends once the loaded count reaches the total. */
export function nextPage(pages: readonly OrderList[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.data.length === 0 || loadedCount(pages) >= last.total) return undefined;
  return pages.length + 1;
}

export function useMyDeal(status: OrderTab) {
  return useInfiniteQuery({
    queryKey: myDealKey(status),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('myDeal', { status, page: pageParam }, { signal }),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

/** Takes orders out of a cached list at once (a FOREX_CLOSED push), before the refetch lands. */
export function withoutOrders(
  data: InfiniteData<OrderList, unknown> | undefined,
  ids: readonly number[],
): InfiniteData<OrderList, unknown> | undefined {
  if (!data) return data;
  const gone = new Set(ids);
  const kept = data.pages.map((page) => page.data.filter((order) => !gone.has(order.Id)));
  const removed = loadedCount(data.pages) - kept.reduce((sum, orders) => sum + orders.length, 0);
  const pages = data.pages.map((page, index) => ({
    ...page,
    data: kept[index] ?? [],
    total: Math.max(0, page.total - removed),
  }));
  return { ...data, pages };
}

export const ordersOf = (data: InfiniteData<OrderList, unknown> | undefined): Order[] =>
  data?.pages.flatMap((page) => page.data) ?? [];

/** Closes one position, whole or in part. */
export function useClosePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `lots` closes part of the position; without it, all of it. */
    mutationFn: ({ id, lots }: { id: number; lots?: number }) =>
      call('close', lots === undefined ? { id } : { id, cont: lots }, { successToast: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['myDeal'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}

/** Closes the positions of a close-all scope in one command; the answer lists what stayed open. */
export function useCloseAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { scope: number; forex_id?: number }) =>
      call('closeAll', params, { successToast: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['myDeal'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
