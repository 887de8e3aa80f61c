import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

export function useBalance() {
  return useQuery({
    queryKey: ['balance'],
    queryFn: ({ signal }) => call('balance', {}, { signal }),
  });
}
