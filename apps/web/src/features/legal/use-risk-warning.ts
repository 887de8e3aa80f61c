import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** The operator's risk profile and the share of retail accounts that lost money; changes rarely. */
export function useRiskWarning() {
  return useQuery({
    queryKey: ['riskWarning'],
    queryFn: ({ signal }) => call('riskWarning', {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
