import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import { depositRecordsKey } from '../history/use-records.ts';

export function useDepositInfo() {
  return useQuery({
    queryKey: ['depositInfo'],
    queryFn: ({ signal }) => call('depositInfo', {}, { signal }),
  });
}

export function useDepositNetworks() {
  return useQuery({
    queryKey: ['depositNetworks'],
    queryFn: ({ signal }) => call('depositNetworks', {}, { signal }),
  });
}

export function useWireOptions(bankCoin: string | null) {
  return useQuery({
    queryKey: ['wireOptions', bankCoin],
    queryFn: ({ signal }) => call('wireOptions', { bank_coin: bankCoin ?? undefined }, { signal }),
    enabled: bankCoin !== null,
  });
}

/** Both deposit kinds answer the new record; the server's msg is shown and the records reload. */
export function useSubmitDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request:
        | { kind: 'coin'; params: CallParams<'coinDeposit'> }
        | { kind: 'bank'; params: CallParams<'wireDeposit'> },
    ) =>
      request.kind === 'coin'
        ? call('coinDeposit', request.params, { successToast: true })
        : call('wireDeposit', request.params, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositRecordsKey }),
  });
}
