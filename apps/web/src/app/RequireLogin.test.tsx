import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { useSession } from '../session/session-store.ts';
import { demoUserFixture } from '../test-support/fixtures.ts';
import { useToasts } from '../ui/toast-store.ts';
import { loginPath } from './navigator.ts';
import { RequireLogin } from './RequireLogin.tsx';
import { RequireRealAccount } from './RequireRealAccount.tsx';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/user" element={<p data-testid="user">user</p>} />
        <Route
          path="/mine/charge"
          element={
            <RequireLogin>
              <RequireRealAccount>
                <p data-testid="charge">charge</p>
              </RequireRealAccount>
            </RequireLogin>
          }
        />
        <Route
          path="/order"
          element={
            <RequireLogin>
              <p data-testid="orders">orders</p>
            </RequireLogin>
          }
        />
        <Route
          path="/mine/*"
          element={
            <RequireLogin>
              <p data-testid="mine">mine</p>
            </RequireLogin>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

await initI18n('en');

const user = demoUserFixture;

beforeEach(() => useSession.setState({ token: null, user: null }));
afterEach(() => {
  cleanup();
  useSession.setState({ token: null, user: null });
});

describe('login guard', () => {
  it('sends a logged-out visit to /login with from holding the path and query', () => {
    renderAt('/order?type=3');
    expect(screen.getByTestId('login').textContent).toBe('/login?from=%2Forder%3Ftype%3D3');
    expect(screen.queryByTestId('orders')).toBeNull();
  });

  it('guards the user-centre pages under /mine', () => {
    renderAt('/mine/wallet');
    expect(screen.getByTestId('login').textContent).toBe('/login?from=%2Fmine%2Fwallet');
  });

  it('shows the page once logged in', () => {
    useSession.setState({ token: 'tok', user });
    renderAt('/order');
    expect(screen.getByTestId('orders').textContent).toBe('orders');
    expect(screen.queryByTestId('login')).toBeNull();
  });

  it('leaves from out for the home page', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/trade')).toBe('/login?from=%2Ftrade');
  });

  it('takes a demo account from a real-money page back to the user centre, saying why', () => {
    useToasts.setState({ items: [] });
    useSession.setState({ token: 'tok', user });
    renderAt('/mine/charge');
    expect(screen.getByTestId('user').textContent).toBe('user');
    expect(screen.queryByTestId('charge')).toBeNull();
    expect(useToasts.getState().items.map((item) => item.message)).toEqual([
      'Please register or log in to a real account',
    ]);
  });

  it('opens a real-money page for a real account', () => {
    useSession.setState({ token: 'tok', user: { ...user, is_demo: 0, email: 'a@b.c' } });
    renderAt('/mine/charge');
    expect(screen.getByTestId('charge').textContent).toBe('charge');
  });
});
