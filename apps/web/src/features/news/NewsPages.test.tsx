import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newsPageSize } from '@tp/contract/endpoints';
import type { NewsDetail, NewsItem } from '@tp/contract/entities';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { currentLocation, renderRoutes } from '../../test-support/render-routes.tsx';
import { UserCentrePage } from '../user/UserCentrePage.tsx';
import { AnnouncementPopup } from './AnnouncementPopup.tsx';
import { AnnouncementsPage } from './AnnouncementsPage.tsx';
import { NewsDetailPage } from './NewsDetailPage.tsx';
import { NewsPage } from './NewsPage.tsx';
import { seenPopupsKey } from './seen-on-device.ts';

await initI18n('en');

const item = (id: number, overrides: Partial<NewsItem> = {}): NewsItem => ({
  id,
  title: `Headline ${id}`,
  desc: `Summary ${id}`,
  logo: '',
  created_at: '2026-11-17 08:00:00',
  category_id: 1,
  pinned: 0,
  popup: 0,
  active_from: '',
  active_to: '',
  ...overrides,
});

const origin = () => `${window.location.protocol}//${window.location.host}`;

/** Pages of `newsPageSize` out of a full list, as the server pages them. */
const paged = (all: readonly NewsItem[], page: unknown) => {
  const from = (Number(page ?? 1) - 1) * newsPageSize;
  return ok({ data: all.slice(from, from + newsPageSize), total: all.length });
};

const renderAt = (path: string) =>
  renderRoutes(path, {
    '/news': <NewsPage />,
    '/news/detail': <NewsDetailPage />,
    '/mine/announcement': <AnnouncementsPage />,
    '/user': <UserCentrePage />,
    '/popup': <AnnouncementPopup />,
  });

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
beforeEach(() => {
  useSession.setState({ token: null, user: null, lang: 'en' });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
});

describe('/news', () => {
  it('shows a skeleton, then cards with cover, title, summary and date, paging to the total', async () => {
    const all = Array.from({ length: 13 }, (_, index) =>
      item(100 - index, index === 0 ? { logo: '/api/common/image/AbCdEfGhIjKlMnOpQrStUvWx' } : {}),
    );
    const server = fakeApi({
      '/api/news/list': ({ params }) => paged(all, params.page),
    });
    renderAt('/news');
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    const cards = await screen.findAllByTestId('news-card');
    expect(cards).toHaveLength(newsPageSize);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Headline 100')).toBeTruthy();
    expect(within(first).getByText('Summary 100')).toBeTruthy();
    expect(within(first).getByText('Nov 17, 2026')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe(
      `${origin()}/api/common/image/AbCdEfGhIjKlMnOpQrStUvWx`,
    );
    expect(first.getAttribute('href')).toBe('/news/detail?id=100');
    expect(server.to('/api/news/list')[0]?.params).toEqual({ category_id: '1', page: '1' });

    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('news-card')).toHaveLength(13));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(server.to('/api/news/list')).toHaveLength(2);
  });

  it('says when there is no news yet', async () => {
    fakeApi({ '/api/news/list': () => ok({ data: [], total: 0 }) });
    renderAt('/news');
    expect((await screen.findByTestId('news-empty')).textContent).toBe(
      'No news yet. Pull down to check again.',
    );
  });

  it('dates each card in the reader’s language', async () => {
    useSession.setState({ lang: 'hk' });
    await initI18n('hk');
    fakeApi({ '/api/news/list': () => ok({ data: [item(1)], total: 1 }) });
    renderAt('/news');
    const card = await screen.findByTestId('news-card');
    expect(card.textContent).toContain('2026年11月17日');
    useSession.setState({ lang: 'en' });
    await applyLanguage('en');
  });
});

describe('/news/detail', () => {
  const detail = (overrides: Partial<NewsDetail> = {}): NewsDetail => ({
    ...item(7),
    content:
      '<p>Safe <strong>text</strong></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"><img src="/api/common/image/AbCdEfGhIjKlMnOpQrStUvWx"><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>',
    ...overrides,
  });

  it('shows a loading indicator, then the article, its body never able to run script', async () => {
    fakeApi({ '/api/news/info': ({ params }) => ok(detail({ id: Number(params.id) })) });
    renderAt('/news/detail?id=7');
    expect(screen.getByTestId('news-loading')).toBeTruthy();
    expect((await screen.findByTestId('article-title')).textContent).toBe('Headline 7');
    const body = screen.getByTestId('article-body');
    // Whatever this DOM can sanitize (the browser suite checks the allow-list in Chromium),
    // nothing of the hostile part is left to run: at worst the article reads as text.
    expect(body.textContent).toContain('Safe text');
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|javascript:|<script/);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('says an article is gone, in the reader’s words', async () => {
    fakeApi({ '/api/news/info': () => refused(5001, 'This article is not available') });
    renderAt('/news/detail?id=9');
    expect((await screen.findByTestId('news-not-found')).textContent).toBe(
      'This article is no longer available.',
    );
  });

  it('marks an unread announcement read for a signed-in trader', async () => {
    useSession.setState({ token: 'tok-1' });
    const server = fakeApi({
      '/api/news/info': () => ok(detail({ category_id: 2, is_read: 0 })),
      '/api/news/read': () => ok(null),
    });
    renderAt('/news/detail?id=7');
    await screen.findByTestId('article-title');
    await waitFor(() => expect(server.to('/api/news/read')).toHaveLength(1));
    expect(server.to('/api/news/read')[0]?.params).toEqual({ id: 7 });
  });
});

describe('/mine/announcement', () => {
  it('lists announcements pinned first with the unread ones marked', async () => {
    useSession.setState({ token: 'tok-1' });
    const server = fakeApi({
      '/api/news/list': () =>
        ok({
          data: [
            item(1, { category_id: 2, pinned: 1, is_read: 1, title: 'Countries we do not serve' }),
            item(2, { category_id: 2, is_read: 0, title: 'Holiday hours' }),
          ],
          total: 2,
        }),
    });
    renderAt('/mine/announcement');
    const cards = await screen.findAllByTestId('news-card');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Countries we do not serve',
      'Holiday hours',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Pinned')).toBeTruthy();
    expect(cards[0]?.querySelector('.unread-dot')).toBeNull();
    expect(cards[1]?.querySelector('.unread-dot')).not.toBeNull();
    expect(server.to('/api/news/list')[0]?.params).toEqual({ category_id: '2', page: '1' });
  });

  it('shows how many are unread on the user centre’s row', async () => {
    useSession.setState({
      token: 'tok-1',
      user: {
        id: 3,
        uid: '100003',
        email: 'me@example.com',
        mobile: '',
        area_code: '',
        is_demo: 0,
        invite_code: 'AB12CD',
      },
    });
    fakeApi({
      '/api/news/unread': () => ok({ count: 2 }),
      '/v1/api/main/wallet/getBalance': () => ok({ balance: 1, lock_balance: 0 }),
    });
    renderAt('/user');
    const row = screen.getByTestId('menu-announcement');
    expect((await within(row).findByTestId('announcements-unread')).textContent).toBe('2');
  });
});

describe('the pop-up announcement', () => {
  const popup = item(30, { category_id: 2, popup: 1, title: 'New instruments', desc: 'Silver' });

  it('shows a visitor the pop-up once on this device', async () => {
    fakeApi({ '/api/news/popup': () => ok(popup) });
    renderAt('/popup');
    const dialog = await screen.findByTestId('announcement-popup');
    expect(dialog.textContent).toContain('New instruments');
    fireEvent.click(screen.getByTestId('announcement-popup-close'));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    expect(JSON.parse(localStorage.getItem(seenPopupsKey) ?? '[]')).toEqual([30]);
    cleanup();
    renderAt('/popup');
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
  });

  it('tells the server a signed-in trader read it, and opens it on request', async () => {
    useSession.setState({ token: 'tok-1' });
    const server = fakeApi({
      '/api/news/popup': () => ok(popup),
      '/api/news/read': () => ok(null),
    });
    renderAt('/popup');
    fireEvent.click(await screen.findByTestId('announcement-popup-more'));
    await waitFor(() => expect(server.to('/api/news/read')[0]?.params).toEqual({ id: 30 }));
    expect(currentLocation()).toBe('/news/detail?id=30');
    expect(localStorage.getItem(seenPopupsKey)).toBeNull();
  });

  it('shows nothing when there is no pop-up', async () => {
    const server = fakeApi({ '/api/news/popup': () => ok(null) });
    renderAt('/popup');
    await waitFor(() => expect(server.to('/api/news/popup')).toHaveLength(1));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });
});
