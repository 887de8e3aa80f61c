import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@tp/contract/entities';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireLogin } from '../../app/RequireLogin.tsx';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { type Answer, fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { currentLocation, renderRoutes, typeInto } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { ChangePasswordPage } from './ChangePasswordPage.tsx';
import { ChatPage } from './ChatPage.tsx';
import { ComplaintEmailPage } from './ComplaintEmailPage.tsx';
import { InvitePage } from './InvitePage.tsx';
import { SystemPage } from './SystemPage.tsx';
import { UserCentrePage } from './UserCentrePage.tsx';

await initI18n('en');

const realUser: User = {
  id: 3,
  uid: '100003',
  email: 'me@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0,
  invite_code: 'AB12CD',
};
const demoUser: User = { ...realUser, id: 4, uid: '100004', email: '', is_demo: 1 };

type Setup = {
  amend?: () => Answer;
  logout?: () => Answer;
  serviceLink?: string;
  serviceLinkType?: number;
  complaintEmail?: string;
};

function serve(setup: Setup = {}) {
  return fakeApi({
    '/api/user/amend_password': () => setup.amend?.() ?? ok(null, 'Password changed'),
    '/api/user/logout': () => setup.logout?.() ?? ok(null, 'Logged out'),
    '/v1/api/main/wallet/getBalance': () => ok({ balance: 10000, lock_balance: 0 }),
    '/api/follow/setting': () => ok({ listed: 0, nickname: '', rank: 0 }),
    '/api/basicSet/getBasicInfo': () =>
      ok({
        service_link: setup.serviceLink ?? '',
        service_link_type: setup.serviceLinkType ?? 1,
        verify_reg_type: 1,
        trade_fee_type: 1,
      }),
    '/api/default/setting': ({ params }) =>
      params.key === 'complaint_email' && setup.complaintEmail !== undefined
        ? ok({ key: 'complaint_email', value: setup.complaintEmail })
        : refused(1002, 'Not found'),
  });
}

const renderAt = (path: string) =>
  renderRoutes(path, {
    '/user': <UserCentrePage />,
    '/mine/password': <ChangePasswordPage />,
    '/mine/system': (
      <RequireLogin>
        <SystemPage />
      </RequireLogin>
    ),
    '/mine/invite': <InvitePage />,
    '/mine/chat': <ChatPage />,
    '/mine/email': <ComplaintEmailPage />,
  });
const toasts = () => useToasts.getState().items.map((item) => item.message);

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
beforeEach(() => {
  useSession.setState({ token: 'tok-1', user: realUser });
  useToasts.setState({ items: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
  useSession.setState({ token: null, user: null });
});

describe('change password', () => {
  it('shows the messages of spec §5 and sends nothing until complete', () => {
    const server = serve();
    renderAt('/mine/password');
    const submit = () => fireEvent.click(screen.getByTestId('password-submit'));
    const error = () => screen.getByTestId('password-error').textContent;
    submit();
    expect(error()).toBe('Please enter the current password');
    typeInto('password-current', 'old secret');
    submit();
    expect(error()).toBe('Please complete');
    typeInto('password-new', 'new secret');
    submit();
    expect(error()).toBe('Please complete');
    typeInto('password-repeat', 'new secreT');
    submit();
    expect(error()).toBe('Password mismatch');
    expect(server.to('/api/user/amend_password')).toEqual([]);
  });

  it('changes it with the current password, says so and stays signed in', async () => {
    const server = serve();
    renderAt('/mine/password');
    typeInto('password-current', 'old secret');
    typeInto('password-new', 'new secret');
    typeInto('password-repeat', 'new secret');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(toasts()).toEqual(['Password changed']));
    expect(server.to('/api/user/amend_password')[0]?.params).toEqual({
      new_password: 'new secret',
      auth_code: 'old secret',
      type: '1',
    });
    expect(useSession.getState().token).toBe('tok-1');
    // Back in the user centre, still signed in.
    expect((await screen.findByTestId('account-label')).textContent).toBe('me@example.com');
  });

  it('shows the server’s message for a wrong current password and stays', async () => {
    serve({ amend: () => refused(1125, 'The current password is wrong') });
    renderAt('/mine/password');
    typeInto('password-current', 'not it at all');
    typeInto('password-new', 'new secret');
    typeInto('password-repeat', 'new secret');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(toasts()).toEqual(['The current password is wrong']));
    expect(currentLocation()).toBe('/mine/password');
  });
});

describe('logout', () => {
  async function logOut() {
    renderAt('/mine/system');
    fireEvent.click(screen.getByTestId('logout'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Log out of this account?');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(currentLocation()).not.toBe('/mine/system'));
    return currentLocation();
  }

  it('asks first, ends the session on the server, then here, and goes home', async () => {
    const server = serve();
    renderAt('/mine/system');
    fireEvent.click(screen.getByTestId('logout'));
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(server.to('/api/user/logout')).toEqual([]);
    cleanup();
    expect(await logOut()).toBe('/');
    expect(server.to('/api/user/logout')).toHaveLength(1);
    expect(server.to('/api/user/logout')[0]?.headers.authorization).toBe('tok-1');
    // Cleared as the page goes, which can be a render after the address changed.
    await waitFor(() => expect(useSession.getState()).toMatchObject({ token: null, user: null }));
  });

  it('clears the session even when the server cannot be reached', async () => {
    serve({ logout: () => 'network-error' });
    expect(await logOut()).toBe('/');
    // As above: the session clears as the page goes, which can be a render after the address.
    await waitFor(() => expect(useSession.getState()).toMatchObject({ token: null, user: null }));
  });
});

describe('user centre for a demo account', () => {
  it('blocks deposit, withdraw and the real-only rows with the demo message', async () => {
    serve();
    useSession.setState({ token: 'tok-2', user: demoUser });
    renderAt('/user');
    expect(screen.getByTestId('account-label').textContent).toBe('Demo account');
    for (const testId of [
      'deposit',
      'withdraw',
      'menu-wallet',
      'menu-real-name',
      'menu-invite',
      'menu-password',
    ]) {
      useToasts.setState({ items: [] });
      fireEvent.click(screen.getByTestId(testId));
      expect(toasts()).toEqual(['Please register or log in to a real account']);
      expect(currentLocation()).toBe('/user');
    }
    expect(screen.getByTestId('reset-demo')).toBeTruthy();
    fireEvent.click(screen.getByTestId('menu-customer-service'));
    expect(await screen.findByTestId('service-none')).toBeTruthy();
  });

  it('lets a real account open them, shows its e-mail and hides the balance on demand', async () => {
    serve();
    renderAt('/user');
    expect(screen.getByTestId('account-label').textContent).toBe('me@example.com');
    expect(screen.queryByTestId('reset-demo')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('user-balance').textContent).toBe('10000.00'));
    fireEvent.click(screen.getByTestId('toggle-balance'));
    expect(screen.getByTestId('user-balance').textContent).toBe('******');
    expect(localStorage.getItem('tp.balanceHidden')).toBe('1');
    fireEvent.click(screen.getByTestId('toggle-balance'));
    fireEvent.click(screen.getByTestId('deposit'));
    await waitFor(() => expect(currentLocation()).toBe('/mine/charge'));
  });
});

describe('invite, customer service and complaint e-mail', () => {
  it('shows the invitation code and the register link that carries it', () => {
    renderAt('/mine/invite');
    expect(screen.getByTestId('invite-code-value').textContent).toBe('AB12CD');
    expect(screen.getByTestId('invite-link-value').textContent).toBe(
      `${window.location.origin}/register?invite_code=AB12CD`,
    );
  });

  it('embeds the service page when service_link_type is 1', async () => {
    serve({ serviceLink: 'https://chat.example.com/desk', serviceLinkType: 1 });
    renderAt('/mine/chat');
    const frame = await screen.findByTestId('service-frame');
    expect(frame.getAttribute('src')).toBe('https://chat.example.com/desk');
  });

  it('links to the service page otherwise, and says when there is none', async () => {
    serve({ serviceLink: 'https://chat.example.com/desk', serviceLinkType: 2 });
    renderAt('/mine/chat');
    const link = await screen.findByTestId('service-link');
    expect(link.getAttribute('href')).toBe('https://chat.example.com/desk');
    expect(link.getAttribute('target')).toBe('_blank');
    cleanup();
    serve();
    renderAt('/mine/chat');
    expect((await screen.findByTestId('service-none')).textContent).toBe(
      'Customer service is not available at the moment',
    );
  });

  it('shows the complaint address with a mail link, or that none is set', async () => {
    serve({ complaintEmail: 'complaints@example.com' });
    renderAt('/mine/email');
    expect((await screen.findByTestId('complaint-email-value')).textContent).toBe(
      'complaints@example.com',
    );
    expect(screen.getByTestId('complaint-email-write').getAttribute('href')).toBe(
      'mailto:complaints@example.com',
    );
    cleanup();
    serve();
    renderAt('/mine/email');
    expect((await screen.findByTestId('complaint-none')).textContent).toBe(
      'No complaint e-mail has been set up yet',
    );
  });
});
