import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';

/** After any change to an order every order list and the balance reload. */
function useReloadOrders() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['myDeal'] });
    void queryClient.invalidateQueries({ queryKey: ['balance'] });
  };
}

/** Cancels a pending order, which returns its reserved margin and fee; the server's msg is shown. */
export function useCancelOrder() {
  const reload = useReloadOrders();
  return useMutation({
    mutationFn: (id: number) => call('cancelTrade', { id }, { successToast: true }),
    onSettled: reload,
  });
}

/** Sets or clears (0) a holding order's take-profit and stop-loss; the server's msg is shown. */
export function useSetStopPrice() {
  const reload = useReloadOrders();
  return useMutation({
    mutationFn: (params: CallParams<'setStopPrice'>) =>
      call('setStopPrice', params, { successToast: true }),
    onSettled: reload,
  });
}
