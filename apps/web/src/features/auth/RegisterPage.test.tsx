import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { legalDocumentsVersion } from '@tp/contract/legal-documents';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { type Answer, fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { currentLocation, renderRoutes, typeInto } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { resetCountdowns } from './countdown.ts';
import { LoginPage } from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';

await initI18n('en');

type Setup = {
  verifyRegType?: number;
  showMobile?: string;
  inviteRequired?: string;
  register?: () => Answer;
};

function serve(setup: Setup = {}) {
  let captchas = 0;
  return fakeApi({
    '/api/basicSet/getBasicInfo': () =>
      ok({
        service_link: '',
        service_link_type: 1,
        verify_reg_type: setup.verifyRegType ?? 1,
        trade_fee_type: 1,
      }),
    '/api/default/setting': ({ params }) => {
      const values: Record<string, string | undefined> = {
        is_show_mobile: setup.showMobile,
        register_invite_required: setup.inviteRequired,
      };
      const value = values[String(params.key)];
      return value === undefined ? refused(1002, 'Not found') : ok({ key: params.key, value });
    },
    '/api/default/area_list': () =>
      ok([
        { id: 1, global_code: '+852', code: 'HK' },
        { id: 2, global_code: '+65', code: 'SG' },
      ]),
    '/api/default/captcha': () => {
      captchas += 1;
      return ok({ id: `cap-${captchas}`, b64s: `data:image/png;base64,AAA${captchas}` });
    },
    '/api/notify/send_email': () => ok({ resend_after: 60 }, 'Verification code sent'),
    '/api/notify/send_sms': () => ok({ resend_after: 60 }, 'Verification code sent'),
    '/api/user/register': () =>
      setup.register?.() ?? ok(null, 'Registration successful, please log in'),
  });
}

const renderAt = (path: string) =>
  renderRoutes(path, {
    '/register': <RegisterPage />,
    '/login': <p data-testid="at-login">login</p>,
  });
const submit = () => fireEvent.click(screen.getByTestId('register-submit'));
/** Ticks the risk disclosure and terms box. */
const agree = () => fireEvent.click(screen.getByTestId('register-consent'));
const errorText = () => screen.queryByTestId('register-error')?.textContent ?? null;
const toasts = () => useToasts.getState().items.map((item) => item.message);

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
beforeEach(() => {
  resetCountdowns();
  useToasts.setState({ items: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
});

describe('register by e-mail with a sent code', () => {
  it('shows each message of spec §5 in turn and sends nothing until the form is complete', async () => {
    const server = serve();
    renderAt('/register');
    await screen.findByTestId('register-email');
    submit();
    expect(errorText()).toBe('Please enter e-mail');
    typeInto('register-email', 'new@example.com');
    submit();
    expect(errorText()).toBe('Please enter password');
    typeInto('register-password', 'abc');
    submit();
    expect(errorText()).toBe('The password needs at least 8 characters');
    typeInto('register-password', 'long enough');
    submit();
    expect(errorText()).toBe('Please re-enter password');
    typeInto('register-repassword', 'long enougH');
    submit();
    expect(errorText()).toBe('The two passwords are inconsistent');
    typeInto('register-repassword', 'long enough');
    submit();
    expect(errorText()).toBe('Please enter verification code');
    typeInto('register-code', '123456');
    submit();
    expect(errorText()).toBe('Please accept the risk disclosure and the terms of service');
    expect(screen.getByTestId('register-consent').getAttribute('aria-invalid')).toBe('true');
    expect(server.to('/api/user/register')).toEqual([]);
  });

  it('refuses without the consent box ticked, and links the two documents', async () => {
    const server = serve();
    renderAt('/register');
    await screen.findByTestId('register-email');
    typeInto('register-email', 'new@example.com');
    typeInto('register-password', 'long enough');
    typeInto('register-repassword', 'long enough');
    typeInto('register-code', '123456');
    const consent = screen.getByTestId('register-consent') as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(consent.closest('label')?.textContent).toContain(
      'I have read the risk disclosure and the terms of service',
    );
    expect(screen.getByTestId('link-risk').getAttribute('href')).toBe('/legal/risk');
    expect(screen.getByTestId('link-terms').getAttribute('href')).toBe('/legal/terms');
    submit();
    expect(errorText()).toBe('Please accept the risk disclosure and the terms of service');
    expect(server.to('/api/user/register')).toEqual([]);

    agree();
    expect(consent.checked).toBe(true);
    submit();
    await screen.findByTestId('at-login');
    expect(server.to('/api/user/register')[0]?.params).toMatchObject({
      agree_terms: '1',
      terms_version: legalDocumentsVersion,
    });
  });

  it('opens the sign-in page with the new account filled in', async () => {
    serve();
    renderRoutes('/register', { '/register': <RegisterPage />, '/login': <LoginPage /> });
    await screen.findByTestId('register-email');
    typeInto('register-email', ' fresh@example.com ');
    typeInto('register-password', 'long enough');
    typeInto('register-repassword', 'long enough');
    typeInto('register-code', '123456');
    agree();
    submit();
    const account = (await screen.findByTestId('login-account')) as HTMLInputElement;
    expect(account.value).toBe('fresh@example.com');
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('login-registered').textContent).toBe(
      'Your account is open: sign in with your password',
    );
    // The address travels in the navigation's state, never in the address bar.
    expect(currentLocation()).toBe('/login');
  });

  it('sends the code, counts down, and registers with the invite code of the link', async () => {
    const server = serve();
    renderAt('/register?invite_code=AB12CD');
    const invite = (await screen.findByTestId('register-invite')) as HTMLInputElement;
    expect(invite.value).toBe('AB12CD');

    fireEvent.click(screen.getByTestId('register-send-code'));
    expect(errorText()).toBe('Please enter e-mail');
    expect(server.to('/api/notify/send_email')).toEqual([]);

    typeInto('register-email', 'new@example.com');
    fireEvent.click(screen.getByTestId('register-send-code'));
    const button = screen.getByTestId('register-send-code') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toBe('Resend in 60 s'));
    expect(button.disabled).toBe(true);
    expect(server.to('/api/notify/send_email').map((r) => r.params)).toEqual([
      { to: 'new@example.com', type: 1 },
    ]);
    expect(toasts()).toContain('Verification code sent');

    typeInto('register-password', 'long enough');
    typeInto('register-repassword', 'long enough');
    typeInto('register-code', '123456');
    agree();
    submit();
    await screen.findByTestId('at-login');
    expect(server.to('/api/user/register').map((r) => r.params)).toEqual([
      {
        type: '1',
        account: 'new@example.com',
        password: 'long enough',
        re_password: 'long enough',
        invite_code: 'AB12CD',
        sms_code: '123456',
        agree_terms: '1',
        terms_version: legalDocumentsVersion,
      },
    ]);
    expect(toasts()).toContain('Registration successful, please log in');
  });

  it('stays on the form and shows the server’s message when it refuses', async () => {
    serve({ register: () => refused(1114, 'The verification code is wrong or has expired') });
    renderAt('/register');
    await screen.findByTestId('register-email');
    typeInto('register-email', 'a@b.co');
    typeInto('register-password', 'long enough');
    typeInto('register-repassword', 'long enough');
    typeInto('register-code', '000000');
    agree();
    submit();
    await waitFor(() =>
      expect(toasts()).toContain('The verification code is wrong or has expired'),
    );
    expect(screen.queryByTestId('at-login')).toBeNull();
  });

  it('asks for the invitation code when the operator requires one', async () => {
    serve({ inviteRequired: '1' });
    renderAt('/register');
    await screen.findByTestId('register-email');
    typeInto('register-email', 'new@example.com');
    typeInto('register-password', 'long enough');
    typeInto('register-repassword', 'long enough');
    typeInto('register-code', '123456');
    submit();
    expect(errorText()).toBe('Please enter invitation code');
  });
});

describe('register with an image captcha (verify_reg_type 2)', () => {
  it('shows the picture, a tap shows another, and the answer goes with its key', async () => {
    const server = serve({ verifyRegType: 2 });
    renderAt('/register');
    const picture = await screen.findByTestId('register-captcha');
    await waitFor(() => expect(picture.querySelector('img')?.src).toContain('AAA1'));
    expect(screen.queryByTestId('register-send-code')).toBeNull();
    fireEvent.click(picture);
    await waitFor(() => expect(picture.querySelector('img')?.src).toContain('AAA2'));

    typeInto('register-email', 'new@example.com');
    typeInto('register-password', 'long enough');
    typeInto('register-repassword', 'long enough');
    typeInto('register-code', 'x7k2');
    agree();
    submit();
    await screen.findByTestId('at-login');
    expect(server.to('/api/user/register')[0]?.params).toMatchObject({
      sms_code: 'x7k2',
      key: 'cap-2',
    });
  });
});

describe('phone fields by is_show_mobile', () => {
  it('offers a phone tab whose code goes by SMS with the calling code (setting 1)', async () => {
    const server = serve({ showMobile: '1' });
    renderAt('/register');
    fireEvent.click(await screen.findByTestId('kind-phone'));
    expect(screen.queryByTestId('register-email')).toBeNull();
    const area = (await screen.findByTestId('register-area')) as HTMLSelectElement;
    await waitFor(() => expect(area.value).toBe('1'));
    fireEvent.change(area, { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('register-send-code'));
    expect(errorText()).toBe('Please enter phone number');
    typeInto('register-phone', '9123 4567');
    fireEvent.click(screen.getByTestId('register-send-code'));
    await waitFor(() => expect(server.to('/api/notify/send_sms')).toHaveLength(1));
    expect(server.to('/api/notify/send_sms')[0]?.params).toEqual({
      to: '91234567',
      area_id: 2,
      type: 1,
    });
  });

  it('adds an optional phone number, without calling code, to the e-mail form with setting 3', async () => {
    const server = serve({ showMobile: '3' });
    renderAt('/register');
    await screen.findByTestId('register-phone');
    expect(screen.queryByTestId('register-area')).toBeNull();
    typeInto('register-email', 'new@example.com');
    typeInto('register-phone', '9123 4567');
    typeInto('register-password', 'long enough');
    typeInto('register-repassword', 'long enough');
    typeInto('register-code', '123456');
    agree();
    submit();
    await screen.findByTestId('at-login');
    expect(server.to('/api/user/register')[0]?.params).toMatchObject({
      type: '1',
      account: 'new@example.com',
      mobile: '91234567',
    });
    expect(server.to('/api/user/register')[0]?.params.area_id).toBeUndefined();
  });

  it('shows no phone field without the setting', async () => {
    serve();
    renderAt('/register');
    await screen.findByTestId('register-email');
    expect(screen.queryByTestId('register-phone')).toBeNull();
    expect(screen.queryByTestId('kind-phone')).toBeNull();
  });
});
