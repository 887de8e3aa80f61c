import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@tp/contract/entities';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { currentLocation, renderRoutes, typeInto } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { LoginPage } from './LoginPage.tsx';

await initI18n('en');

const user: User = {
  id: 3,
  uid: '100003',
  email: 'me@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0,
  invite_code: 'AB12CD',
};

const captchaRequired = refused(
  1128,
  'Several sign-ins to this account have failed: please type the characters in the picture',
);

/**
 * The server of these tests; with `captchaAfter` it asks for the picture code from that many
 * tries on, and takes only the characters of the picture it served last.
 */
function serve(showMobile?: string, captchaAfter = Number.POSITIVE_INFINITY) {
  let tries = 0;
  let captchas = 0;
  return fakeApi({
    '/api/default/captcha': () => {
      captchas += 1;
      return ok({ id: `cap-${captchas}`, b64s: `data:image/png;base64,PIC${captchas}` });
    },
    '/api/default/setting': ({ params }) =>
      params.key === 'is_show_mobile' && showMobile !== undefined
        ? ok({ key: 'is_show_mobile', value: showMobile })
        : refused(1002, 'Not found'),
    '/api/default/area_list': () => ok([{ id: 1, global_code: '+852', code: 'HK' }]),
    '/api/user/loginForU': ({ params }) => {
      tries += 1;
      if (tries > captchaAfter) {
        if (!params.captcha_key) return captchaRequired;
        if (params.captcha_key !== `cap-${captchas}` || params.captcha_code !== 'ab12')
          return refused(1118, 'The picture code is wrong or has expired');
      }
      return params.password === 'right password'
        ? ok({ token: 'tok-9', user }, 'Login successful')
        : refused(9001, 'Wrong username or password');
    },
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
      device_id: localStorage.getItem('tp.signInDeviceId'),
    });
    expect(localStorage.getItem('tp.signInDeviceId')).toMatch(/^[0-9a-f-]{36}$/);
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

describe('login after a few failures on the account', () => {
  const toasts = () => useToasts.getState().items.map((item) => item.message);

  it('shows the picture code when the server asks for it, and sends it with its id', async () => {
    const server = serve(undefined, 0);
    renderAt('/login?from=%2Fuser');
    typeInto('login-account', 'me@example.com');
    typeInto('login-password', 'right password');
    submit();
    const hint = await screen.findByTestId('login-captcha-hint');
    expect(hint.textContent).toBe(
      'Several sign-ins to this account have failed. To keep it safe, type the characters in the picture.',
    );
    // The page explains itself: no toast for the ask.
    expect(toasts()).toEqual([]);
    const picture = screen.getByTestId('login-captcha');
    await waitFor(() => expect(picture.querySelector('img')?.src).toContain('PIC1'));
    expect(document.activeElement).toBe(screen.getByTestId('login-captcha-code'));

    submit();
    expect(screen.getByTestId('login-error').textContent).toBe(
      'Please enter the characters in the picture',
    );
    expect(server.to('/api/user/loginForU')).toHaveLength(1);

    typeInto('login-captcha-code', ' ab12 ');
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/user'));
    const [first, second] = server.to('/api/user/loginForU');
    expect(second?.params).toEqual({
      account: 'me@example.com',
      password: 'right password',
      login_type: '1',
      device_id: first?.params.device_id,
      captcha_key: 'cap-1',
      captcha_code: 'ab12',
    });
  });

  it('shows a new picture after a wrong answer or a wrong password, and a tap shows another', async () => {
    const server = serve(undefined, 1);
    renderAt('/login');
    typeInto('login-account', 'me@example.com');
    typeInto('login-password', 'wrong');
    submit();
    await waitFor(() => expect(toasts()).toEqual(['Wrong username or password']));
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    submit();
    const picture = await screen.findByTestId('login-captcha');
    await waitFor(() => expect(picture.querySelector('img')?.src).toContain('PIC1'));

    typeInto('login-captcha-code', 'zzzz');
    submit();
    await waitFor(() => expect(toasts()).toContain('The picture code is wrong or has expired'));
    await waitFor(() => expect(picture.querySelector('img')?.src).toContain('PIC2'));
    expect((screen.getByTestId('login-captcha-code') as HTMLInputElement).value).toBe('');

    typeInto('login-captcha-code', 'ab12');
    submit();
    await waitFor(() => expect(picture.querySelector('img')?.src).toContain('PIC3'));
    expect(toasts().at(-1)).toBe('Wrong username or password');

    fireEvent.click(picture);
    await waitFor(() => expect(picture.querySelector('img')?.src).toContain('PIC4'));
    typeInto('login-password', 'right password');
    typeInto('login-captcha-code', 'ab12');
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(server.to('/api/user/loginForU').at(-1)?.params).toMatchObject({
      captcha_key: 'cap-4',
      captcha_code: 'ab12',
    });
  });
});
