import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { useSession } from '../../session/session-store.ts';

export const alertListKey = ['alertList'] as const;
export const marginAlertKey = ['alertMargin'] as const;

/** The signed-in trader's price alerts, newest first (a fired one stays until removed). */
export function useAlertList() {
  const loggedIn = useSession((s) => s.token !== null);
  return useQuery({
    queryKey: alertListKey,
    queryFn: ({ signal }) => call('alertList', {}, { signal }),
    enabled: loggedIn,
  });
}

export type NewAlert = { forexId: number; direction: number; price: string; repeat: boolean };

export function useAddAlert(onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: NewAlert) =>
      call('alertAdd', {
        forex_id: alert.forexId,
        direction: alert.direction,
        // A decimal of up to 15 significant digits survives the trip through a number exactly.
        price: Number(alert.price),
        repeat: alert.repeat ? 1 : 0,
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(alertListKey, list);
      onAdded();
    },
  });
}

export function useRemoveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('alertRemove', { id }),
    onSuccess: (list) => queryClient.setQueryData(alertListKey, list),
    onError: () => void queryClient.invalidateQueries({ queryKey: alertListKey }),
  });
}

/** The trader's margin alert level (0: none) and the stop-out level it must stay above. */
export function useMarginAlert() {
  const loggedIn = useSession((s) => s.token !== null);
  return useQuery({
    queryKey: marginAlertKey,
    queryFn: ({ signal }) => call('alertMargin', {}, { signal }),
    enabled: loggedIn,
  });
}

export function useSetMarginAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: string) => call('alertMarginSet', { level: Number(level) }),
    onSuccess: (alert) => queryClient.setQueryData(marginAlertKey, alert),
  });
}
