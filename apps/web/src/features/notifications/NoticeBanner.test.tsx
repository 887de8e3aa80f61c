import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NoticeKind } from '@tp/contract/codes';
import type { Notification } from '@tp/contract/notifications';
import { Topic } from '@tp/contract/realtime-topics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, initI18n } from '../../i18n/i18n.ts';
import { dispatchRealtime } from '../../realtime/realtime-stores.ts';
import { useSession } from '../../session/session-store.ts';
import { fakeApi, ok } from '../../test-support/fake-api.ts';
import { currentLocation, renderRoutes } from '../../test-support/render-routes.tsx';
import { browserNoticeSwitchKey } from './browser-notice.ts';
import { NoticeBanner } from './NoticeBanner.tsx';
import { NoticeEffects } from './NoticeEffects.tsx';
import {
  bannerShownMs,
  clearBanners,
  useNoticeBanners,
  withArrived,
} from './notice-banner-store.ts';
import { UnreadNotices } from './UnreadNotices.tsx';

await initI18n('en');

const notice = (id: number, overrides: Partial<Notification> = {}): Notification =>
  ({
    id,
    kind: NoticeKind.stopLoss,
    params: {
      order_id: id,
      symbol: 'EUR/USD',
      side: 2,
      lots: '0.10',
      price: '1.09',
      pnl: '-12.30',
    },
    created_at: '2026-11-18 12:00:00',
    read_at: '',
    ...overrides,
  }) as Notification;

const push = (items: Notification[]) =>
  act(() => dispatchRealtime({ type: Topic.notice, data: { items } }));

const renderApp = () =>
  renderRoutes('/trade', {
    '/trade': (
      <>
        <NoticeEffects />
        <NoticeBanner />
      </>
    ),
    '/mine/notifications': <p>list</p>,
  });

beforeEach(async () => {
  vi.stubGlobal('WebSocket', undefined);
  localStorage.clear();
  clearBanners();
  useSession.setState({ token: 'token-1', user: null, lang: 'en' });
  await applyLanguage('en');
  fakeApi({ '/api/notice/unread': () => ok({ count: 1 }) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notification banner', () => {
  it('shows what happened, with the figures, when a notification is pushed', () => {
    renderApp();
    push([notice(1)]);
    expect(screen.getByTestId('notice-banner-body').textContent).toBe(
      'Stop-loss closed EUR/USD sell 0.10 lot at 1.09: −12.30',
    );
  });

  it('loses none of several pushed at once', () => {
    renderApp();
    push([notice(1), notice(2, { kind: NoticeKind.kycApproved, params: {} } as never)]);
    expect(screen.getAllByTestId('notice-banner')).toHaveLength(2);
    expect(screen.getByText('Identity verified')).toBeTruthy();
  });

  it('opens the list when tapped, and goes away when closed or after a while', () => {
    vi.useFakeTimers();
    renderApp();
    push([notice(1)]);
    act(() => vi.advanceTimersByTime(bannerShownMs));
    expect(screen.queryByTestId('notice-banner')).toBeNull();
    push([notice(2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('notice-banner')).toBeNull();
    push([notice(3)]);
    fireEvent.click(screen.getByRole('button', { name: /View$/ }));
    expect(currentLocation()).toBe('/mine/notifications');
  });

  it('re-reads in the language chosen later', async () => {
    renderApp();
    push([notice(1)]);
    await act(async () => {
      useSession.setState({ lang: 'de' });
      await applyLanguage('de');
    });
    expect(screen.getByTestId('notice-banner-body').textContent).toBe(
      'Stop-Loss hat EUR/USD Verkauf 0,10 Lot zu 1,09 geschlossen: −12,30',
    );
  });

  it('also uses the browser’s notification when allowed and the page is hidden', () => {
    const api = Object.assign(vi.fn(), { permission: 'granted', requestPermission: vi.fn() });
    vi.stubGlobal('Notification', api);
    localStorage.setItem(browserNoticeSwitchKey, '1');
    renderApp();
    push([notice(1)]);
    expect(api).not.toHaveBeenCalled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    push([notice(2)]);
    expect(api).toHaveBeenCalledWith('Stop-loss triggered', {
      body: 'Stop-loss closed EUR/USD sell 0.10 lot at 1.09: −12.30',
      tag: 'notice-2',
    });
    expect(api.requestPermission).not.toHaveBeenCalled();
  });
});

describe('after the socket signs in again', () => {
  it('reads the unread count again: pushes made while it was away are in the list', async () => {
    let unread = 1;
    fakeApi({ '/api/notice/unread': () => ok({ count: unread }) });
    renderRoutes('/user', {
      '/user': (
        <>
          <NoticeEffects />
          <UnreadNotices />
        </>
      ),
    });
    expect((await screen.findByTestId('notices-unread')).textContent).toBe('1');
    unread = 3;
    act(() => dispatchRealtime({ type: 'login_result', code: 1, msg: 'Success' }));
    await waitFor(() => expect(screen.getByTestId('notices-unread').textContent).toBe('3'));
  });
});

describe('banners kept', () => {
  it('each once, newest last, a few at most', () => {
    const kept = withArrived([notice(1)], [notice(1), notice(2), notice(3), notice(4)]);
    expect(kept.map((item) => item.id)).toEqual([2, 3, 4]);
    expect(useNoticeBanners.getState().banners).toEqual([]);
  });
});
