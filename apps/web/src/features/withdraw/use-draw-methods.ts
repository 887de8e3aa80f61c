import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import { withdrawRecordsKey } from '../history/use-records.ts';
import { accountDetailKey } from '../wallet/use-account-detail.ts';
import type { DrawKindValue } from './draw-kind.ts';

const drawMethodsKey = ['drawMethods'] as const;

export function useDrawCurrencies(kind: DrawKindValue) {
  return useQuery({
    queryKey: ['drawCurrencies', kind],
    queryFn: ({ signal }) => call('drawCurrencies', { type: kind }, { signal }),
  });
}

/** Bound methods of a kind, of one currency when `currencyId` is given. */
export function useDrawMethods(kind: DrawKindValue, currencyId?: number | null) {
  const draw_id = currencyId ?? undefined;
  return useQuery({
    queryKey: [...drawMethodsKey, kind, draw_id ?? null],
    queryFn: ({ signal }) => call('drawMethods', { draw_type: kind, draw_id }, { signal }),
    enabled: currencyId !== null,
  });
}

export function useBindDrawMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<'bindDrawMethod'>) =>
      call('bindDrawMethod', params, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drawMethodsKey }),
  });
}

export function useDeleteDrawMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('deleteDrawMethod', { id }, { successToast: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: drawMethodsKey }),
  });
}

/** The request moves the amount from balance to frozen, so the balances and records reload. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<'withdraw'>) =>
      call('withdraw', params, { successToast: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawRecordsKey });
      void queryClient.invalidateQueries({ queryKey: accountDetailKey });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
