import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { type RealNameFields, realNameRequest } from './real-name-form.ts';

export const realNameCenterKey = ['realNameCenter'] as const;

export function useRealNameCenter() {
  return useQuery({
    queryKey: realNameCenterKey,
    queryFn: ({ signal }) => call('realNameCenter', {}, { signal }),
  });
}

/** Submits the verification; the server's msg is shown and the page moves on to the review. */
export function useSubmitRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RealNameFields) =>
      call('realName', realNameRequest(fields), { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: realNameCenterKey }),
  });
}
