import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** A fresh picture code whenever asked; never cached, since each one answers once. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: ['captcha'],
    queryFn: ({ signal }) => call('captcha', {}, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
