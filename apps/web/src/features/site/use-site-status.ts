import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** getCompanyStatus, read once as the app starts (marked initial, quiet on failure). */
export function useSiteStatus() {
  return useQuery({
    queryKey: ['companyStatus'],
    queryFn: ({ signal }) => call('companyStatus', {}, { signal, initial: true, silent: true }),
    staleTime: 10 * 60_000,
  });
}
