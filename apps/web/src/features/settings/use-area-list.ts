import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** The country calling codes offered for phone numbers; they change rarely. */
export function useAreaList() {
  return useQuery({
    queryKey: ['areaList'],
    queryFn: ({ signal }) => call('areaList', {}, { signal }),
    staleTime: 60 * 60_000,
  });
}
