import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@tp/contract/entities';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { currentLocation, renderRoutes, typeInto } from '../../test-support/render-routes.tsx';
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

const renderAt = (path: string) => renderRoutes(path, { '/login': <LoginPage /> });
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
    typeInto('login-account', 'me@example.com');
    submit();
    expect(screen.getByTestId('login-error').textContent).toBe('Please enter password');
    expect(server.to('/api/user/loginForU')).toEqual([]);
  });

  it('shows the server’s message as a toast when it refuses', async () => {
    serve();
    renderAt('/login');
    typeInto('login-account', 'me@example.com');
    typeInto('login-password', 'wrong');
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
    typeInto('login-account', ' me@example.com ');
    typeInto('login-password', 'right password');
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/order?type=3'));
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
    typeInto('login-phone', '9123 4567');
    typeInto('login-password', 'right password');
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/'));
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
