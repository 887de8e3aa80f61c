import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from '@tp/contract/entities';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { useToasts } from '../../ui/toast-store.ts';
import { LoginPage } from './LoginPage.tsx';

initI18n('en');

const user: User = {
  id: 3,
  uid: '100003',
  email: 'me@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0,
  invite_code: 'AB12CD',
};

function serve(showMobile?: string) {
  return fakeApi({
    '/api/default/setting': ({ params }) =>
      params.key === 'is_show_mobile' && showMobile !== undefined
        ? ok({ key: 'is_show_mobile', value: showMobile })
        : refused(1002, 'Not found'),
    '/api/default/area_list': () => ok([{ id: 1, global_code: '+852', code: 'HK' }]),
    '/api/user/loginForU': ({ params }) =>
      params.password === 'right password'
        ? ok({ token: 'tok-9', user }, 'Login successful')
        : refused(9001, 'Wrong username or password'),
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
beforeEach(() => {
  useSession.setState({ token: null, user: null });
  useToasts.setState({ items: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
  useSession.setState({ token: null, user: null });
});

describe('login', () => {
  it('asks for the e-mail, then the password, without calling the server', () => {
    const server = serve();
    renderAt('/login');
    submit();
    expect(screen.getByTestId('login-error').textContent).toBe('Please enter e-mail');
    type('login-account', 'me@example.com');
    submit();
    expect(screen.getByTestId('login-error').textContent).toBe('Please enter password');
    expect(server.to('/api/user/loginForU')).toEqual([]);
  });

  it('shows the server’s message as a toast when it refuses', async () => {
    serve();
    renderAt('/login');
    type('login-account', 'me@example.com');
    type('login-password', 'wrong');
    submit();
    await waitFor(() =>
      expect(useToasts.getState().items.map((item) => item.message)).toEqual([
        'Wrong username or password',
      ]),
    );
    expect(useSession.getState().token).toBeNull();
  });

  it('goes back to the page it was sent from once signed in', async () => {
    const server = serve();
    renderAt('/login?from=%2Forder%3Ftype%3D3');
    type('login-account', ' me@example.com ');
    type('login-password', 'right password');
    submit();
    expect((await screen.findByTestId('where')).textContent).toBe('/order?type=3');
    expect(useSession.getState()).toMatchObject({ token: 'tok-9', user });
    expect(server.to('/api/user/loginForU')[0]?.params).toEqual({
      account: 'me@example.com',
      password: 'right password',
      login_type: '1',
    });
  });

  it('signs in by phone on the phone tab when the setting shows phone fields', async () => {
    const server = serve('1');
    renderAt('/login');
    fireEvent.click(await screen.findByTestId('kind-phone'));
    submit();
    expect(screen.getByTestId('login-error').textContent).toBe('Please enter phone number');
    await waitFor(() =>
      expect((screen.getByTestId('login-area') as HTMLSelectElement).value).toBe('1'),
    );
    type('login-phone', '9123 4567');
    type('login-password', 'right password');
    submit();
    expect((await screen.findByTestId('where')).textContent).toBe('/');
    expect(server.to('/api/user/loginForU')[0]?.params).toMatchObject({
      account: '+852 91234567',
      login_type: '2',
    });
  });

  it('links to register and forgot password', () => {
    serve();
    renderAt('/login');
    expect(screen.getByTestId('link-register').getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('link-forgot').getAttribute('href')).toBe('/forgot');
  });
});
