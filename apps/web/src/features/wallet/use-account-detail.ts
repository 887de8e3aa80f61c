import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

export const accountDetailKey = ['accountDetail'] as const;

/** forexDetail: balance, frozen, net value, free margin and what is being withdrawn. */
export function useAccountDetail() {
  return useQuery({
    queryKey: accountDetailKey,
    queryFn: ({ signal }) => call('accountDetail', {}, { signal }),
  });
}
