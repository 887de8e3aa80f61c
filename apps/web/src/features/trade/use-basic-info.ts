import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** Base data (service link, registration mode, trade_fee_type); changes rarely. */
export function useBasicInfo() {
  return useQuery({
    queryKey: ['basicInfo'],
    queryFn: ({ signal }) => call('basicInfo', {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
