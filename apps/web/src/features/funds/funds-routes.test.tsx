import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/AppRoutes.tsx';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { useToasts } from '../../ui/toast-store.ts';
import { fakeFundsServer } from './test-support/fake-funds-server.tsx';
import { realUserFixture } from './test-support/funds-fixtures.ts';

await initI18n('en');

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const demoUser = { ...realUserFixture, email: '', is_demo: 1 };
const realOnlyPaths = [
  '/mine/auth',
  '/mine/charge',
  '/mine/withdraw',
  '/mine/withdraw-way?type=2',
  '/mine/wallet',
  '/mine/bank-card-list',
  '/mine/coin-address-list',
];

// Every page the guards lead to answers from here, so nothing leaves the test.
beforeEach(() => {
  vi.stubGlobal('WebSocket', undefined);
  fakeFundsServer({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToasts.setState({ items: [] });
});
afterAll(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

describe('the funds routes', () => {
  it('send a demo account back to the user centre with the real-account message', async () => {
    useSession.setState({ token: 'token', user: demoUser });
    for (const path of realOnlyPaths) {
      renderApp(path);
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
      expect(useToasts.getState().items.map((item) => item.message)).toContain(
        'Please register or log in to a real account',
      );
      cleanup();
      useToasts.setState({ items: [] });
    }
  });

  it('let a demo account read its history', async () => {
    useSession.setState({ token: 'token', user: demoUser });
    fakeFundsServer({
      '/v1/api/main/accountLog/forexChange': () => ({ data: { data: [], total: 0 } }),
    });
    renderApp('/mine/history');
    expect(await screen.findByTestId('ledger-list-empty')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/mine/history');
  });

  it('send a visitor to log in first', async () => {
    useSession.setState({ token: null, user: null });
    renderApp('/mine/charge');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
