import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Category } from '@tp/contract/entities';
import { Topic } from '@tp/contract/realtime-topics';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { dispatchRealtime, useDayMarketStore } from '../../realtime/realtime-stores.ts';
import { useSession } from '../../session/session-store.ts';
import { fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { demoUserFixture, instrumentFixture } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { MarketPage } from './MarketPage.tsx';
import { useMarketSort } from './market-sort-store.ts';
import { useVisitorFavourites } from './use-favourites.ts';

await initI18n('en');

const instruments = [
  instrumentFixture({
    Id: 1,
    Code: 'EURUSD',
    ShowCode: 'EUR/USD',
    CategoryId: 1,
    ForexQuotations: {
      Open: 1.08,
      Close: 1.08118,
      Change: 0.2,
      High: 1.09,
      Low: 1.07,
      Bid: 1.08112,
      Ask: 1.08124,
    },
  }),
  instrumentFixture({
    Id: 2,
    Code: 'XAUUSD',
    ShowCode: 'XAU/USD',
    CategoryId: 2,
    PricePrecision: 2,
    ForexQuotations: {
      Open: 2340,
      Close: 2350.25,
      Change: -0.5,
      High: 2360,
      Low: 2330,
      Bid: 2350.1,
      Ask: 2350.4,
    },
  }),
  instrumentFixture({ Id: 3, Code: 'AUDUSD', ShowCode: 'AUD/USD', CategoryId: 1 }),
];
const categories: Category[] = [
  { Id: 1, NameShowTrans: 'Forex' },
  { Id: 2, NameShowTrans: 'Metals' },
];

/** The market's calls, and an account's favourites kept as the server would. */
function serve(account: number[] = []) {
  const favourites = [...account];
  const list = () => ok({ forex_ids: [...favourites], max: 50 });
  return fakeApi({
    '/v1/api/forex/trade_list': () => ok(instruments),
    '/v1/api/forex/getCategories': () => ok(categories),
    '/api/favourite/list': list,
    '/api/favourite/add': ({ params }) => {
      const id = Number(params.forex_id);
      if (id === 3) return refused(2001, 'Instrument not found');
      if (!favourites.includes(id)) favourites.push(id);
      return list();
    },
    '/api/favourite/remove': ({ params }) => {
      const at = favourites.indexOf(Number(params.forex_id));
      if (at >= 0) favourites.splice(at, 1);
      return list();
    },
  });
}

const renderMarket = () => renderRoutes('/', { '/': <MarketPage /> });
const rowCodes = () =>
  screen.getAllByTestId(/^market-row-/).map((row) => row.getAttribute('data-testid'));
const star = (code: string) => screen.getByTestId(`favourite-${code}`);
const chipLabels = () =>
  within(screen.getByRole('toolbar'))
    .getAllByRole('button')
    .map((chip) => chip.textContent);

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, user: null });
  useVisitorFavourites.setState({ ids: [] });
  useMarketSort.setState({ sort: 'catalogue' });
  useToasts.setState({ items: [] });
  useDayMarketStore.setState({ quotes: {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
});

describe('a row of the market list', () => {
  it('shows bid, ask and the spread in pips or points besides the last price and change', async () => {
    serve();
    renderMarket();
    const eurusd = await screen.findByTestId('market-row-EURUSD');
    expect(within(eurusd).getByTestId('quote-EURUSD').textContent).toBe(
      'Bid 1.08112Ask 1.08124Spread 1.2 pips',
    );
    expect(screen.getByTestId('price-EURUSD').textContent).toBe('1.08118');
    expect(eurusd.textContent).toContain('+0.20%');
    expect(screen.getByTestId('spread-XAUUSD').textContent).toBe('Spread 30 points');
  });
});

/**
 * The list's rows are drawn by a deferred render, which the test library's wait commits outside
 * `act`: a row subscribes to its quote in an effect that may still be pending when the first push
 * arrives, and then draws that push as soon as it subscribes. Later pushes are drawn at once.
 */
const firstPushShown = (expectation: () => void) => waitFor(expectation);

describe('a price push', () => {
  const push = (close: number, status = 1) =>
    act(() =>
      dispatchRealtime({
        type: Topic.dayMarket,
        data: [
          {
            id: 1,
            symbol: 'EURUSD',
            status,
            quotation: {
              open: 1.08,
              close,
              high: 1.09,
              low: 1.07,
              change: 0.3,
              volume: 0,
              bid: close - 0.00006,
              ask: close + 0.00006,
            },
          },
        ],
      }),
    );

  it('moves only its instrument’s prices and flashes the move, with the price for the overlay', async () => {
    serve();
    renderMarket();
    await screen.findByTestId('market-row-EURUSD');
    const star = screen.getByTestId('favourite-EURUSD');
    push(1.0812);
    await firstPushShown(() =>
      expect(screen.getByTestId('price-EURUSD').textContent).toBe('1.08120'),
    );
    expect(screen.getByTestId('quote-EURUSD').textContent).toBe(
      'Bid 1.08114Ask 1.08126Spread 1.2 pips',
    );
    push(1.0813);
    const price = screen.getByTestId('price-EURUSD');
    expect(price.className).toContain('flash-up');
    expect(price.dataset.price).toBe('1.08130');
    push(1.0811);
    expect(screen.getByTestId('price-EURUSD').className).toContain('flash-down');
    expect(screen.getByTestId('price-XAUUSD').textContent).toBe('2350.25');
    expect(screen.getByTestId('favourite-EURUSD')).toBe(star);
    expect(star.getAttribute('aria-label')).toBe('Add to favourites');
  });

  it('marks the row closed when the market closes, and open again when it opens', async () => {
    serve();
    renderMarket();
    const row = await screen.findByTestId('market-row-EURUSD');
    expect(row.textContent).not.toContain('Closed');
    push(1.0812, 0);
    await firstPushShown(() =>
      expect(screen.getByTestId('market-row-EURUSD').textContent).toContain('Closed'),
    );
    push(1.0812, 1);
    expect(screen.getByTestId('market-row-EURUSD').textContent).not.toContain('Closed');
  });
});

describe('favourites of a visitor', () => {
  it('are kept in the browser by the star, with no favourites chip and no call', async () => {
    const server = serve();
    renderMarket();
    await screen.findByTestId('market-row-EURUSD');
    expect(chipLabels()).toEqual(['Forex', 'Metals']);
    expect(star('XAUUSD').getAttribute('aria-pressed')).toBe('false');
    expect(star('XAUUSD').getAttribute('aria-label')).toBe('Add to favourites');
    fireEvent.click(star('XAUUSD'));
    expect(star('XAUUSD').getAttribute('aria-pressed')).toBe('true');
    expect(star('XAUUSD').getAttribute('aria-label')).toBe('Remove from favourites');
    expect(JSON.parse(localStorage.getItem('tp.favourites') ?? '{}').state).toEqual({ ids: [2] });
    fireEvent.click(star('XAUUSD'));
    expect(star('XAUUSD').getAttribute('aria-pressed')).toBe('false');
    expect(server.sent.filter((r) => r.path.startsWith('/api/favourite'))).toEqual([]);
  });
});

describe('favourites of a signed-in trader', () => {
  beforeEach(() => useSession.setState({ token: 'token', user: demoUserFixture }));

  it('show a favourites chip first, which lists them in the order they were added', async () => {
    serve([2, 1]);
    renderMarket();
    await waitFor(() => expect(chipLabels()).toEqual(['Favourites', 'Forex', 'Metals']));
    await waitFor(() => expect(star('EURUSD').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByTestId('category-favourites'));
    expect(screen.getByTestId('category-favourites').getAttribute('aria-pressed')).toBe('true');
    expect(rowCodes()).toEqual(['market-row-XAUUSD', 'market-row-EURUSD']);
    fireEvent.click(screen.getByTestId('category-favourites'));
    expect(rowCodes()).toHaveLength(3);
  });

  it('are added and removed on the server by the star', async () => {
    const server = serve();
    renderMarket();
    await screen.findByTestId('market-row-EURUSD');
    await waitFor(() => expect(server.to('/api/favourite/list')).toHaveLength(1));
    fireEvent.click(star('EURUSD'));
    await waitFor(() => expect(server.to('/api/favourite/add')).toHaveLength(1));
    expect(server.to('/api/favourite/add')[0]?.params).toEqual({ forex_id: '1' });
    expect(star('EURUSD').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star('EURUSD'));
    await waitFor(() => expect(server.to('/api/favourite/remove')).toHaveLength(1));
    await waitFor(() => expect(star('EURUSD').getAttribute('aria-pressed')).toBe('false'));
  });

  it('say when the favourites chip holds none yet', async () => {
    serve();
    renderMarket();
    fireEvent.click(await screen.findByTestId('category-favourites'));
    expect(
      await screen.findByText('No favourites yet: tap the star beside an instrument to add it'),
    ).toBeTruthy();
  });

  it('take the visitor’s favourites once at sign-in, and empty the browser’s', async () => {
    useVisitorFavourites.setState({ ids: [2, 3, 1] });
    const server = serve([1]);
    renderMarket();
    // XAU/USD is added; AUD/USD is refused by the server and skipped; EUR/USD was there.
    await waitFor(() => expect(useVisitorFavourites.getState().ids).toEqual([]));
    expect(server.to('/api/favourite/add').map((r) => r.params.forex_id)).toEqual(['2', '3']);
    await waitFor(() => expect(star('XAUUSD').getAttribute('aria-pressed')).toBe('true'));
    expect(star('EURUSD').getAttribute('aria-pressed')).toBe('true');
    // A refusal during the merge is no toast.
    expect(useToasts.getState().items).toEqual([]);
  });

  it('keep the visitor’s favourites in the browser while the server cannot be reached', async () => {
    useSession.setState({ token: 'another-token', user: demoUserFixture });
    useVisitorFavourites.setState({ ids: [2, 1] });
    const server = fakeApi({
      '/v1/api/forex/trade_list': () => ok(instruments),
      '/v1/api/forex/getCategories': () => ok(categories),
      '/api/favourite/list': () => ok({ forex_ids: [], max: 50 }),
      '/api/favourite/add': () => 'network-error',
    });
    renderMarket();
    await waitFor(() => expect(server.to('/api/favourite/add')).toHaveLength(1));
    // Tried once for this sign-in, not again and again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.to('/api/favourite/add')).toHaveLength(1);
    expect(useVisitorFavourites.getState().ids).toEqual([2, 1]);
  });
});

describe('sorting', () => {
  it('orders the list by the control, and the browser remembers the choice', async () => {
    serve();
    renderMarket();
    await screen.findByTestId('market-row-EURUSD');
    expect(rowCodes()).toEqual(['market-row-EURUSD', 'market-row-XAUUSD', 'market-row-AUDUSD']);
    fireEvent.change(screen.getByTestId('market-sort'), { target: { value: 'name' } });
    expect(rowCodes()).toEqual(['market-row-AUDUSD', 'market-row-EURUSD', 'market-row-XAUUSD']);
    fireEvent.change(screen.getByTestId('market-sort'), { target: { value: 'change-down' } });
    expect(rowCodes()).toEqual(['market-row-EURUSD', 'market-row-AUDUSD', 'market-row-XAUUSD']);
    expect(JSON.parse(localStorage.getItem('tp.marketSort') ?? '{}').state).toEqual({
      sort: 'change-down',
    });
  });
});
