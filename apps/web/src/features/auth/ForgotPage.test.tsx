import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { renderRoutes, typeInto } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { resetCountdowns } from './countdown.ts';
import { ForgotPage } from './ForgotPage.tsx';

await initI18n('en');

function serve() {
  return fakeApi({
    '/api/default/setting': () => refused(1002, 'Not found'),
    '/api/notify/send_email': () => ok({ resend_after: 60 }, 'Verification code sent'),
    '/api/user/forget_password': () => ok(null, 'Password reset, please log in'),
  });
}

const renderAt = (path: string) =>
  renderRoutes(path, {
    '/forgot': <ForgotPage />,
    '/login': <p data-testid="at-login">login</p>,
  });
const errorText = () => screen.queryByTestId('forgot-error')?.textContent ?? null;

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

describe('forgot password', () => {
  it('asks for the e-mail, the new password, the repeat and the code in turn', () => {
    const server = serve();
    renderAt('/forgot');
    const submit = () => fireEvent.click(screen.getByTestId('forgot-submit'));
    submit();
    expect(errorText()).toBe('Please enter e-mail');
    typeInto('forgot-email', 'me@example.com');
    submit();
    expect(errorText()).toBe('Please enter new password');
    typeInto('forgot-new-password', 'new secret');
    submit();
    expect(errorText()).toBe('Please repeat the new password');
    typeInto('forgot-repeat-password', 'other secret');
    submit();
    expect(errorText()).toBe('The two passwords are inconsistent');
    typeInto('forgot-repeat-password', 'new secret');
    submit();
    expect(errorText()).toBe('Please enter verification code');
    expect(server.to('/api/user/forget_password')).toEqual([]);
  });

  it('sends a reset code (type 2), counts down, resets and goes to login', async () => {
    const server = serve();
    renderAt('/forgot');
    typeInto('forgot-email', 'me@example.com');
    fireEvent.click(screen.getByTestId('forgot-send-code'));
    await waitFor(() =>
      expect(screen.getByTestId('forgot-send-code').textContent).toBe('Resend in 60 s'),
    );
    expect(server.to('/api/notify/send_email')[0]?.params).toEqual({
      to: 'me@example.com',
      type: 2,
    });
    typeInto('forgot-new-password', 'new secret');
    typeInto('forgot-repeat-password', 'new secret');
    typeInto('forgot-code', '246810');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await screen.findByTestId('at-login');
    expect(server.to('/api/user/forget_password')[0]?.params).toEqual({
      type: '1',
      account: 'me@example.com',
      new_password: 'new secret',
      secondary_password: 'new secret',
      auth_code: '246810',
    });
    expect(useToasts.getState().items.map((item) => item.message)).toContain(
      'Password reset, please log in',
    );
  });
});
