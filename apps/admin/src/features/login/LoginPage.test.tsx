import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language-store.ts';
import { currentSession, setSession } from '../../session/session-store.ts';
import { LoginPage } from './LoginPage.tsx';

type Sent = { path: string; body: Record<string, unknown> };

const session = {
  token: 'op-token',
  operator: { id: 1, username: 'admin', role: 'administrator', totpEnabled: true },
};

/**
 * The back office's server for these tests: from the `captchaAfter`-th try the login asks for
 * the picture it served last (answer "AB12") before the password, then for the code 123456.
 */
function serve(captchaAfter: number) {
  const sent: Sent[] = [];
  let tries = 0;
  let captchas = 0;
  const answer = (code: number, msg: string, data: unknown = null) =>
    new Response(JSON.stringify({ code, msg, data }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as object) : {};
      sent.push({ path, body: body as Record<string, unknown> });
      if (path === '/admin-api/captcha') {
        captchas += 1;
        return answer(1, 'Success', {
          id: `cap-${captchas}`,
          b64s: `data:image/png;base64,P${captchas}`,
        });
      }
      const params = body as Record<string, unknown>;
      tries += 1;
      if (tries >= captchaAfter) {
        if (!params.captchaKey)
          return answer(
            1128,
            'Several sign-ins to this account have failed: please type the characters in the picture',
          );
        if (params.captchaKey !== `cap-${captchas}` || params.captchaCode !== 'AB12')
          return answer(1118, 'The picture code is wrong or has expired');
      }
      if (params.password !== 'right') return answer(9001, 'Wrong username or password');
      if (params.totp !== '123456')
        return answer(4001, 'Enter the 6-digit code of your authenticator app');
      return answer(1, 'Success', session);
    }),
  );
  return { logins: () => sent.filter((request) => request.path === '/admin-api/login') };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('admin-sign-in'));
const picture = () => screen.getByTestId('admin-captcha').querySelector('img');

beforeEach(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  setSession(null);
  vi.unstubAllGlobals();
});

describe('operator login', () => {
  it('sends this browser’s id with every try, the same each time', async () => {
    const server = serve(Number.POSITIVE_INFINITY);
    render(<LoginPage />);
    type('admin-username', 'admin');
    type('admin-password', 'right');
    submit();
    await screen.findByTestId('admin-totp');
    type('admin-totp', '123456');
    submit();
    await waitFor(() => expect(currentSession()?.token).toBe('op-token'));
    const [first, second] = server.logins();
    expect(first?.body.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.body).toEqual({
      username: 'admin',
      password: 'right',
      totp: '123456',
      deviceId: first?.body.deviceId,
    });
    expect(screen.queryByTestId('admin-captcha')).toBeNull();
  });

  it('shows the picture code when the server asks for it, and a new one for each try', async () => {
    const server = serve(2);
    render(<LoginPage />);
    type('admin-username', 'admin');
    type('admin-password', 'wrong');
    submit();
    expect((await screen.findByTestId('admin-login-error')).textContent).toBe(
      'Wrong username or password',
    );

    type('admin-password', 'right');
    submit();
    expect((await screen.findByTestId('admin-captcha-hint')).textContent).toBe(
      'Several sign-ins with this username have failed. To keep it safe, type the characters in the picture.',
    );
    // The ask is explained beside the picture, not as an error.
    expect(screen.queryByTestId('admin-login-error')).toBeNull();
    await waitFor(() => expect(picture()?.getAttribute('src')).toContain('P1'));

    // Left empty, the form says so and asks the server nothing.
    submit();
    expect(await screen.findByText('Please enter the characters in the picture')).toBeTruthy();
    expect(server.logins()).toHaveLength(2);

    type('admin-captcha-code', 'ZZZZ');
    submit();
    expect((await screen.findByTestId('admin-login-error')).textContent).toBe(
      'The picture code is wrong or has expired',
    );
    await waitFor(() => expect(picture()?.getAttribute('src')).toContain('P2'));
    fireEvent.click(screen.getByTestId('admin-captcha'));
    await waitFor(() => expect(picture()?.getAttribute('src')).toContain('P3'));

    type('admin-captcha-code', 'AB12');
    submit();
    await screen.findByTestId('admin-totp');
    // The picture was spent on the password step: the code step needs a new one.
    await waitFor(() => expect(picture()?.getAttribute('src')).toContain('P4'));
    type('admin-totp', '123456');
    type('admin-captcha-code', 'AB12');
    submit();
    await waitFor(() => expect(currentSession()?.token).toBe('op-token'));
    expect(server.logins().at(-1)?.body).toMatchObject({
      totp: '123456',
      captchaKey: 'cap-4',
      captchaCode: 'AB12',
    });
  });

  it('explains the picture in Traditional Chinese too', async () => {
    setLanguage('hk');
    serve(1);
    render(<LoginPage />);
    type('admin-username', 'admin');
    type('admin-password', 'right');
    submit();
    expect((await screen.findByTestId('admin-captcha-hint')).textContent).toBe(
      '此用戶名曾多次登入失敗。為保障帳戶安全，請輸入圖中字符。',
    );
    expect(screen.getByTestId('admin-captcha-code').getAttribute('placeholder')).toBe(
      '請輸入圖中字符',
    );
  });
});
