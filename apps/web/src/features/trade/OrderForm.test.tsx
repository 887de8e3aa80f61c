import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n.ts';
import {
  connectionEvent,
  quotesReceived,
  resetConnection,
  setOnline,
} from '../../realtime/connection.ts';
import {
  type LiveMarketQuote,
  useAccountStore,
  useDayMarketStore,
} from '../../realtime/realtime-stores.ts';
import { useSession } from '../../session/session-store.ts';
import {
  accountSummaryFixture,
  demoUserFixture,
  instrumentFixture,
  orderFixture,
} from '../../test-support/fixtures.ts';
import { renderRoutes, typeInto } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { OrderForm } from './OrderForm.tsx';
import { oneTapKey } from './use-order-form.ts';

await initI18n('en');

const eurusd = instrumentFixture();
/** The instrument's live quote, as the socket's DAY_MARKET leaves it in the store. */
const live: LiveMarketQuote = {
  id: eurusd.Id,
  symbol: eurusd.Code,
  status: 1,
  quotation: {
    open: 1.1,
    close: 1.10005,
    high: 1.2,
    low: 1,
    change: 0,
    volume: 0,
    bid: 1.1,
    ask: 1.1001,
  },
  move: 0,
};

const summary = accountSummaryFixture();

/** The server at the network edge: the fee type, and submit answering a filled buy. */
function fakeServer() {
  const submitted: unknown[] = [];
  const envelope = (data: unknown, msg = 'ok') =>
    new Response(JSON.stringify({ code: 1, msg, data }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/basicSet/getBasicInfo') {
        return envelope({
          service_link: '',
          service_link_type: 1,
          verify_reg_type: 1,
          trade_fee_type: 1,
        });
      }
      if (url.pathname === '/v1/api/forex/submit') {
        submitted.push(JSON.parse(String(init?.body)));
        return envelope(orderFixture(77, { Quantity: 0.01, OriginPrice: 1.1001 }), 'Order placed');
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return submitted;
}

const renderTicket = () =>
  renderRoutes('/trade', {
    '/trade': <OrderForm instrument={eurusd} instruments={[eurusd]} />,
  });

/** The instrument's price moves, as a DAY_MARKET push leaves it in the store. */
function movePrice(): void {
  act(() => {
    useDayMarketStore.setState({
      quotes: {
        [eurusd.Id]: { ...live, quotation: { ...live.quotation, bid: 1.1002, ask: 1.1003 } },
      },
    });
  });
}

const toastMessages = () => useToasts.getState().items.map((item) => item.message);

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
beforeEach(() => {
  useSession.setState({ token: 'token', user: demoUserFixture });
  useAccountStore.setState({ summary });
  useDayMarketStore.setState({ quotes: { [eurusd.Id]: live } });
  connectionEvent('opened', Date.now());
  quotesReceived([eurusd.Id]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
  localStorage.clear();
  resetConnection();
  useToasts.setState({ items: [] });
  useAccountStore.setState({ summary: null });
});
afterAll(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

describe('the order ticket', () => {
  it('for a guest, a new price does not redraw the try-demo button either', async () => {
    fakeServer();
    useSession.setState({ token: null, user: null });
    renderTicket();
    await screen.findByTestId('try-demo');
    const translated = vi.spyOn(i18n, 't');
    movePrice();
    const keys = translated.mock.calls.map((call) => String(call[0]));
    translated.mockRestore();
    expect(keys).toContain('trade.buyLong');
    expect(keys).not.toContain('auth.tryDemo');
  });

  it('on a new price redraws what shows the price, not the fields around it', async () => {
    fakeServer();
    renderTicket();
    await waitFor(() => expect(screen.getByTestId('est-fee').textContent).toMatch(/\d/));
    const translated = vi.spyOn(i18n, 't');
    movePrice();
    const keys = translated.mock.calls.map((call) => String(call[0]));
    translated.mockRestore();
    expect(screen.getByTestId('buy-button').textContent).toContain('1.10030');
    // The estimates and the bar follow the price…
    expect(keys).toEqual(expect.arrayContaining(['trade.estimatedMargin', 'trade.buyLong']));
    // …while the mode, the size, the leverage, the stops and one-tap keep their drawing.
    for (const field of [
      'trade.marketOrder',
      'trade.sizeByLots',
      'trade.leverage',
      'trade.stopsTitle',
      'trade.oneTap',
      'trade.lotsIncrease',
    ]) {
      expect(keys, field).not.toContain(field);
    }
  });

  it('asks to confirm with lots, price, margin and fee, then sends once and shows the fill', async () => {
    const submitted = fakeServer();
    renderTicket();
    await waitFor(() => expect(screen.getByTestId('est-fee').textContent).toMatch(/\d/));
    fireEvent.click(screen.getByTestId('buy-button'));

    const sheet = screen.getByTestId('order-confirm');
    expect(sheet.textContent).toContain('Buy long EUR/USD');
    expect(screen.getByTestId('confirm-lots').textContent).toContain('0.01');
    expect(screen.getByTestId('confirm-price').textContent).toContain('1.10010');
    expect(screen.getByTestId('confirm-margin').textContent).toContain('11.001000');
    expect(screen.getByTestId('confirm-fee').textContent).toContain('0.050000');
    expect(screen.getByTestId('confirm-stop-loss').textContent).toBe('Stop-loss--');
    expect(submitted).toHaveLength(0);

    fireEvent.click(screen.getByTestId('confirm-ok'));
    await screen.findByTestId('last-order');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ type: 1, cont: 0.01, forex_id: 1, status: 1 });
    expect(screen.getByTestId('last-order-title').textContent).toBe(
      'Bought 0.01 lots EUR/USD at 1.10010',
    );
    expect(screen.queryByTestId('order-confirm')).toBeNull();
  });

  it('sends a trailing stop typed in pips, saying where the stop-loss starts', async () => {
    const submitted = fakeServer();
    renderTicket();
    await waitFor(() => expect(screen.getByTestId('est-fee').textContent).toMatch(/\d/));
    fireEvent.click(screen.getByTestId('trailing-toggle'));
    fireEvent.click(screen.getByTestId('buy-button'));
    expect(screen.getByTestId('trailing-error').textContent).toBe(
      'Please enter the trailing distance in pips',
    );
    expect(screen.queryByTestId('order-confirm')).toBeNull();
    typeInto('trailing-input', '20');
    // A buy closes at the bid 1.10000: the stop-loss starts 20 pips below it.
    expect(screen.getByTestId('trailing-hint').textContent).toBe(
      'The stop-loss follows the price from 1.09800, only tightening',
    );
    fireEvent.click(screen.getByTestId('buy-button'));
    expect(screen.getByTestId('confirm-trailing').textContent).toBe('Trailing stop (pips)20');
    // The confirmation names the stop-loss the order gets at once, not "not set".
    expect(screen.getByTestId('confirm-stop-loss').textContent).toBe('Stop-loss1.09800');
    expect(screen.getByTestId('confirm-trailing-note').textContent).toBe(
      'The stop-loss follows the price from 1.09800, only tightening',
    );
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await screen.findByTestId('last-order');
    expect(submitted).toEqual([expect.objectContaining({ type: 1, trailing_distance: 0.002 })]);
  });

  it('confirms a sell’s trailing stop from the ask, or from a tighter stop-loss typed', async () => {
    fakeServer();
    renderTicket();
    await waitFor(() => expect(screen.getByTestId('est-fee').textContent).toMatch(/\d/));
    fireEvent.click(screen.getByTestId('trailing-toggle'));
    typeInto('trailing-input', '20');
    // A sell closes at the ask 1.10010: 20 pips above it.
    fireEvent.click(screen.getByTestId('sell-button'));
    expect(screen.getByTestId('confirm-stop-loss').textContent).toBe('Stop-loss1.10210');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    fireEvent.click(screen.getByTestId('stop-loss-toggle'));
    typeInto('stop-loss-input', '1.10100');
    fireEvent.click(screen.getByTestId('sell-button'));
    expect(screen.getByTestId('confirm-stop-loss').textContent).toBe('Stop-loss1.10100');
    expect(screen.getByTestId('confirm-trailing-note').textContent).toBe(
      'The stop-loss follows the price from 1.10100, only tightening',
    );
  });

  it('confirms a pending order’s trailing stop as starting at its fill', async () => {
    fakeServer();
    renderTicket();
    fireEvent.click(screen.getByTestId('mode-pending'));
    typeInto('target-price-input', '1.09');
    fireEvent.click(screen.getByTestId('trailing-toggle'));
    typeInto('trailing-input', '15');
    fireEvent.click(screen.getByTestId('buy-button'));
    expect(screen.getByTestId('confirm-stop-loss').textContent).toBe('Stop-loss--');
    expect(screen.getByTestId('confirm-trailing-note').textContent).toBe(
      'Once filled, the stop-loss follows the price 15 pips behind, only tightening',
    );
  });

  it('with one-tap on, a tap sends the order at once', async () => {
    localStorage.setItem(oneTapKey, '1');
    const submitted = fakeServer();
    renderTicket();
    fireEvent.click(screen.getByTestId('sell-button'));
    await screen.findByTestId('last-order');
    expect(screen.queryByTestId('order-confirm')).toBeNull();
    expect(submitted).toEqual([expect.objectContaining({ type: 2, cont: 0.01 })]);
  });

  it('turns one-tap on only after its risk notice is accepted', () => {
    fakeServer();
    renderTicket();
    const toggle = screen.getByTestId('one-tap-switch');
    fireEvent.click(toggle);
    expect(screen.getByRole('alertdialog').textContent).toContain('without a confirmation');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(localStorage.getItem(oneTapKey)).toBeNull();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(localStorage.getItem(oneTapKey)).toBe('1');
    expect(screen.getByTestId('trade-bar').textContent).toContain('One-tap on');
  });

  it('shows a refused order’s error once, at its field, and sends nothing', () => {
    const submitted = fakeServer();
    renderTicket();
    typeInto('lots-input', '60');
    fireEvent.click(screen.getByTestId('buy-button'));
    expect(screen.getByTestId('lots-error').textContent).toBe('At most 50 lots per order');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toastMessages()).toEqual([]);
    expect(screen.queryByTestId('order-confirm')).toBeNull();
    expect(submitted).toHaveLength(0);
  });

  it('offline: both buttons are off and say why; online again, they are back', () => {
    fakeServer();
    renderTicket();
    setOnline(false);
    return waitFor(() => {
      expect(screen.getByTestId('buy-button')).toHaveProperty('disabled', true);
      expect(screen.getByTestId('sell-button')).toHaveProperty('disabled', true);
      expect(screen.getByTestId('sell-reason').textContent).toBe('You are offline');
    }).then(async () => {
      setOnline(true);
      await waitFor(() =>
        expect(screen.getByTestId('buy-button')).toHaveProperty('disabled', false),
      );
      expect(screen.queryByTestId('buy-reason')).toBeNull();
    });
  });

  it('a quote that stopped coming turns the buttons off with the reason', async () => {
    fakeServer();
    resetConnection();
    connectionEvent('opened', Date.now());
    quotesReceived([eurusd.Id], Date.now() - 11_000);
    renderTicket();
    expect(screen.getByTestId('buy-button')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('buy-reason').textContent).toBe('Price is not updating');
  });

  it('pending mode names limit or stop by the typed price, and shows it on the buttons', () => {
    fakeServer();
    renderTicket();
    fireEvent.click(screen.getByTestId('mode-pending'));
    expect(screen.getByTestId('buy-button').textContent).toContain('Set a price');
    typeInto('target-price-input', '1.09');
    expect(screen.getByTestId('buy-button').textContent).toBe('Buy limit1.09000');
    expect(screen.getByTestId('sell-button').textContent).toBe('Sell stop1.09000');
    typeInto('target-price-input', '1.12');
    expect(screen.getByTestId('buy-button').textContent).toBe('Buy stop1.12000');
    expect(screen.getByTestId('sell-button').textContent).toBe('Sell limit1.12000');
  });

  it('sizes an order by the margin it ties up, with the pip value', async () => {
    fakeServer();
    renderTicket();
    fireEvent.click(screen.getByTestId('size-by-margin'));
    typeInto('margin-amount-input', '1000');
    // 1,000 USD at 1:100 and the ask 1.10010: 1000 / 1100.10 = 0.909 → 0.90 lots.
    expect(screen.getByTestId('margin-lots').textContent).toBe('= 0.9 lots');
    expect(screen.getByTestId('bar-lots-input')).toHaveProperty('value', '0.9');
    expect(screen.getByTestId('pip-value').textContent).toBe('9.00');
    typeInto('margin-amount-input', '5');
    expect(screen.getByTestId('margin-lots').textContent).toBe(
      'Too little for the minimum of 0.01 lots',
    );
  });
});
