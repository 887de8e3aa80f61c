import { QueryClient } from '@tanstack/react-query';

/** Failures already show a toast from the API client, so queries do not retry on their own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
    mutations: { retry: false },
  },
});
