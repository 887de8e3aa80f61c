import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** Provider companies whose name contains the term; all of them for an empty term. */
export function useCompanies(term: string) {
  const name = term.trim();
  return useQuery({
    queryKey: ['companies', name],
    queryFn: ({ signal }) => call('companies', { name: name || undefined }, { signal }),
    // The list stays while the next term's answer is on its way, instead of blinking.
    placeholderData: (previous) => previous,
  });
}
