import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NoticeKind } from '@tp/contract/codes';
import type { Notification } from '@tp/contract/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { fakeApi, ok } from '../../test-support/fake-api.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { UserCentrePage } from '../user/UserCentrePage.tsx';
import { browserNoticeSwitchKey } from './browser-notice.ts';
import { NotificationsPage } from './NotificationsPage.tsx';

await initI18n('en');

const filled: Notification = {
  id: 2,
  kind: NoticeKind.orderFilled,
  params: { order_id: 12, symbol: 'EUR/USD', side: 1, lots: '0.10', price: '1.08005' },
  created_at: '2026-11-18 12:00:00',
  read_at: '',
};
const stopped: Notification = {
  id: 1,
  kind: NoticeKind.stopLoss,
  params: { order_id: 11, symbol: 'EUR/USD', side: 2, lots: '0.10', price: '1.09', pnl: '-12.30' },
  created_at: '2026-11-18 11:00:00',
  read_at: '2026-11-18 11:30:00',
};

/** The server's notifications for this trader, marked read as the app asks. */
function noticeServer(start: Notification[], more: Parameters<typeof fakeApi>[0] = {}) {
  let items = start.map((item) => ({ ...item }));
  const unread = () => items.filter((item) => item.read_at === '').length;
  const server = fakeApi({
    '/api/notice/list': () => ok({ data: items, total: items.length }),
    '/api/notice/unread': () => ok({ count: unread() }),
    '/api/notice/read': ({ params }) => {
      items = items.map((item) =>
        params.all === 1 || item.id === params.id
          ? { ...item, read_at: '2026-11-18 12:05:00' }
          : item,
      );
      return ok({ count: unread() });
    },
    '/api/news/unread': () => ok({ count: 0 }),
    '/v1/api/main/wallet/getBalance': () => ok({ balance: 1, lock_balance: 0 }),
    ...more,
  });
  return server;
}

const renderAt = (path: string) =>
  renderRoutes(path, {
    '/mine/notifications': <NotificationsPage />,
    '/user': <UserCentrePage />,
  });

/** A browser's Notification API with the permission it answers when asked. */
function stubNotificationApi(permission: NotificationPermission, answer: NotificationPermission) {
  const api = Object.assign(vi.fn(), {
    permission,
    requestPermission: vi.fn(async () => {
      api.permission = answer;
      return answer;
    }),
  });
  vi.stubGlobal('Notification', api);
  return api;
}

beforeEach(async () => {
  vi.stubGlobal('WebSocket', undefined);
  localStorage.clear();
  useSession.setState({ token: 'token-1', user: null, lang: 'en' });
  await applyLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/mine/notifications', () => {
  it('lists them newest first with their time, the unread marked', async () => {
    noticeServer([filled, stopped]);
    renderAt('/mine/notifications');
    const rows = await screen.findAllByTestId('notice-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('EUR/USD buy 0.10 lot filled at 1.08005'),
      expect.stringContaining('Stop-loss closed EUR/USD sell 0.10 lot at 1.09: −12.30'),
    ]);
    expect(rows.map((row) => row.dataset.unread)).toEqual(['1', '0']);
    expect(within(rows[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-18T12:00:00Z');
  });

  it('marks one read when it is opened, then all with “mark all read”', async () => {
    const server = noticeServer([filled, { ...stopped, read_at: '' }]);
    renderAt('/mine/notifications');
    const [first] = await screen.findAllByTestId('notice-row');
    fireEvent.click(first as HTMLElement);
    await waitFor(() =>
      expect(screen.getAllByTestId('notice-row').map((row) => row.dataset.unread)).toEqual([
        '0',
        '1',
      ]),
    );
    expect(server.to('/api/notice/read').map((request) => request.params)).toEqual([{ id: 2 }]);
    fireEvent.click(screen.getByTestId('notices-read-all'));
    await waitFor(() =>
      expect(screen.getAllByTestId('notice-row').map((row) => row.dataset.unread)).toEqual([
        '0',
        '0',
      ]),
    );
    expect(server.to('/api/notice/read').at(-1)?.params).toEqual({ all: 1 });
    expect((screen.getByTestId('notices-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there are none, in the trader’s language', async () => {
    noticeServer([]);
    useSession.setState({ lang: 'de' });
    await applyLanguage('de');
    renderAt('/mine/notifications');
    expect((await screen.findByTestId('notices-empty')).textContent).toContain(
      'Noch keine Benachrichtigungen',
    );
    expect(screen.getByRole('heading').textContent).toBe('Benachrichtigungen');
  });

  it('asks the browser’s permission only when the switch is tapped, never on load', async () => {
    noticeServer([filled]);
    const api = stubNotificationApi('default', 'granted');
    renderAt('/mine/notifications');
    const toggle = (await screen.findByTestId('browser-notices')) as HTMLInputElement;
    expect(api.requestPermission).not.toHaveBeenCalled();
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(browserNoticeSwitchKey)).toBe('1');
  });

  it('tells the trader when the browser blocks them', async () => {
    noticeServer([filled]);
    stubNotificationApi('denied', 'denied');
    renderAt('/mine/notifications');
    expect((await screen.findByTestId('browser-notices-denied')).textContent).toContain(
      'browser settings',
    );
    expect((screen.getByTestId('browser-notices') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('the user centre', () => {
  it('has a notifications row with the unread count, which opens the list', async () => {
    noticeServer([filled, { ...stopped, read_at: '' }]);
    renderAt('/user');
    expect((await screen.findByTestId('notices-unread')).textContent).toBe('2');
    fireEvent.click(screen.getByTestId('menu-notifications'));
    expect(await screen.findAllByTestId('notice-row')).toHaveLength(2);
  });

  it('opens a stop-out’s record from its notification: the risk rate, the closes in order, the balance', async () => {
    const stopOut: Notification = {
      id: 3,
      kind: NoticeKind.stopOut,
      params: {
        order_id: 21,
        symbol: 'EUR/USD',
        side: 1,
        lots: '2.00',
        price: '1.07994',
        pnl: '-3824.00',
      },
      created_at: '2026-11-18 13:00:00',
      read_at: '',
    };
    const record = {
      id: 7,
      created_at: '2026-11-18 13:00:00',
      risk_rate: '-51.09',
      stop_out_level: '50.00',
      balance_before: '2252.58',
      balance_after: '0.00',
      correction: '3933.00',
      positions: [
        {
          order_id: 20,
          symbol: 'EUR/USD',
          side: 1,
          lots: '5.00',
          price: '1.07994',
          pnl: '-10060.00',
        },
        {
          order_id: 21,
          symbol: 'EUR/USD',
          side: 1,
          lots: '2.00',
          price: '1.07994',
          pnl: '-3824.00',
        },
      ],
    };
    const server = noticeServer([stopOut], { '/api/stop_out/info': () => ok(record) });
    renderAt('/mine/notifications');
    fireEvent.click(await screen.findByTestId('notice-row'));
    const sheet = await screen.findByTestId('stop-out-sheet');
    await within(sheet).findByTestId('stop-out-closes');
    expect(server.to('/api/stop_out/info').map((request) => request.params)).toEqual([
      { order_id: '21' },
    ]);
    expect(within(sheet).getByTestId('stop-out-risk-rate').textContent).toBe('−51.09 %');
    expect(within(sheet).getByTestId('stop-out-balance-before').textContent).toBe('2252.58');
    expect(within(sheet).getByTestId('stop-out-balance-after').textContent).toBe('0.00');
    expect(within(sheet).getByTestId('stop-out-correction').textContent).toBe('3933.00');
    expect(
      within(sheet)
        .getAllByTestId('stop-out-close')
        .map((row) => row.textContent),
    ).toEqual(['EUR/USD buy 5.00@ 1.07994−10060.00', 'EUR/USD buy 2.00@ 1.07994−3824.00']);
  });
});
