import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tradeListKey } from '../features/market/use-trade-list.ts';
import { realtime } from '../realtime/realtime.ts';
import { NavigationEffects } from './NavigationEffects.tsx';

afterEach(() => vi.restoreAllMocks());

describe('navigation effects', () => {
  it('leaves the list the app fetched as it started, and refreshes it on a later visit', async () => {
    vi.spyOn(realtime, 'ensureConnected').mockImplementation(() => {});
    const queryClient = new QueryClient();
    let fetches = 0;
    const list = () => {
      fetches += 1;
      return Promise.resolve([]);
    };
    await queryClient.prefetchQuery({ queryKey: tradeListKey, queryFn: list });
    // The page itself is not mounted here: what refetches is the effects' own invalidation.
    queryClient.setQueryDefaults(tradeListKey, { queryFn: list });
    const router = createMemoryRouter([{ path: '*', element: <NavigationEffects /> }], {
      initialEntries: ['/trade'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await act(async () => {});
    expect(queryClient.getQueryState(tradeListKey)?.isInvalidated).toBe(false);
    await act(() => router.navigate('/orders'));
    expect(queryClient.getQueryState(tradeListKey)?.isInvalidated).toBe(false);
    expect(fetches).toBe(1);
    await act(() => router.navigate('/'));
    // An invalidated query with no observer is marked stale; the next page to use it refetches.
    expect(queryClient.getQueryState(tradeListKey)?.isInvalidated).toBe(true);
  });
});
