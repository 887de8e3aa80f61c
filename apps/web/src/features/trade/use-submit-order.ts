import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';

/** Places an order; the server's msg is shown either way, and order lists and balance refresh after. */
export function useSubmitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<'submit'>) => call('submit', params, { successToast: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['myDeal'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
