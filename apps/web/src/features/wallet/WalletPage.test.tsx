import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { fakeFundsServer } from '../funds/test-support/fake-funds-server.tsx';
import { accountDetailFixture, realUserFixture } from '../funds/test-support/funds-fixtures.ts';
import { WalletPage } from './WalletPage.tsx';

await initI18n('en');

beforeEach(() => useSession.setState({ token: 'token', user: realUserFixture }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => useSession.setState({ token: null, user: null }));

describe('the wallet', () => {
  it('shows the balance at 2 decimals with frozen, net value, free margin and withdrawing', async () => {
    fakeFundsServer({
      '/v1/api/main/account/forexDetail': () => ({
        data: accountDetailFixture({
          balance: 1234.505,
          lock_balance: 50,
          equity: 1250.126,
          free_margin: 1200,
          withdrawing: 50,
        }),
      }),
    });
    renderRoutes('/mine/wallet', { '/mine/wallet': <WalletPage /> });
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('1234.51');
    expect(screen.getByTestId('wallet-lock-balance').textContent).toBe('50.00');
    expect(screen.getByTestId('wallet-equity').textContent).toBe('1250.13');
    expect(screen.getByTestId('wallet-free-margin').textContent).toBe('1200.00');
    expect(screen.getByTestId('wallet-withdrawing').textContent).toBe('50.00');
  });

  it('links to deposit, withdraw, both bound lists and the history', async () => {
    fakeFundsServer({
      '/v1/api/main/account/forexDetail': () => ({ data: accountDetailFixture() }),
    });
    renderRoutes('/mine/wallet', { '/mine/wallet': <WalletPage /> });
    await screen.findByTestId('wallet-balance');
    const href = (id: string) => screen.getByTestId(id).getAttribute('href');
    expect(
      [
        'wallet-deposit',
        'wallet-withdraw',
        'wallet-link-bank-cards',
        'wallet-link-coin-addresses',
        'wallet-link-history',
      ].map(href),
    ).toEqual([
      '/mine/charge',
      '/mine/withdraw',
      '/mine/bank-card-list',
      '/mine/coin-address-list',
      '/mine/history',
    ]);
  });
});
