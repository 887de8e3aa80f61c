import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CloseReason } from '@tp/contract/codes';
import type { Instrument, Order } from '@tp/contract/entities';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { dispatchRealtime, useDayMarketStore } from '../../realtime/realtime-stores.ts';
import { useSession } from '../../session/session-store.ts';
import { demoUserFixture, instrumentFixture, orderFixture } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { OrdersPage } from './OrdersPage.tsx';

await initI18n('en');

type Sent = { path: string; body: unknown };

/** The server at the network edge: order lists by status, the trade list, and the actions. */
function fakeServer(lists: Record<number, Order[]>, instruments: Instrument[]) {
  const sent: Sent[] = [];
  const envelope = (data: unknown, msg = 'ok') =>
    new Response(JSON.stringify({ code: 1, msg, data }), { status: 200 });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ path: url.pathname, body });
    if (url.pathname === '/v1/api/forex/my_deal') {
      const data = lists[Number(url.searchParams.get('status'))] ?? [];
      return envelope({ data, total: data.length, all_fact_profits: 0, balance: 1000 });
    }
    if (url.pathname === '/v1/api/forex/trade_list') return envelope(instruments);
    if (url.pathname === '/v1/api/forex/cancel_trade') {
      lists[0] = (lists[0] ?? []).filter((order) => order.Id !== body.id);
      return envelope(orderFixture(body.id, { Status: 2 }), 'Order cancelled');
    }
    if (url.pathname === '/api/stop_out/info') {
      const orderId = Number(url.searchParams.get('order_id'));
      return envelope({
        id: 4,
        created_at: '2026-11-19 10:00:00',
        risk_rate: '4.01',
        stop_out_level: '50.00',
        balance_before: '2252.58',
        balance_after: '309.00',
        correction: '0.00',
        positions: [
          {
            order_id: orderId,
            symbol: 'EUR/USD',
            side: 1,
            lots: '5.00',
            price: '1.08600',
            pnl: '-7030.00',
          },
        ],
      });
    }
    if (url.pathname === '/v1/api/forex/set_stop_price') {
      return envelope(orderFixture(body.id), 'Stops set');
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, count: (path: string) => sent.filter((item) => item.path === path).length };
}

const renderAt = (path: string) => renderRoutes(path, { '/order': <OrdersPage /> });

/** Taps a row's main button, which opens the order's detail. */
async function openRow(testId: string) {
  const row = await screen.findByTestId(testId);
  const main = row.querySelector('button');
  if (!main) throw new Error(`${testId} has no button`);
  fireEvent.click(main);
}

const user = demoUserFixture;
const pendingOrder = orderFixture(21, { Status: 0, Price: 1.05, OriginPrice: 0 });
const holdingOrder = orderFixture(11, { TargetLossPrice: 1.09 });

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
/** The window's width as CSS media queries see it: a phone's unless a test says otherwise. */
const stubWidth = (desktop: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop && query === '(min-width: 1024px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

beforeEach(() => {
  useSession.setState({ token: 'token', user });
  stubWidth(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
  useToasts.setState({ items: [] });
  useDayMarketStore.setState({ quotes: {} });
});
afterAll(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

describe('the history tab', () => {
  it('labels a cancelled pending order cancelled, with its target price and time, and no P&L', async () => {
    const cancelled = orderFixture(31, {
      Status: 2,
      Price: 1.05,
      OriginPrice: 0,
      UpdatePrice: 1.1,
      FactProfits: 0,
      CompleteTimeHandler: '2026-01-05 11:30:00',
    });
    const closed = orderFixture(32, {
      Status: 3,
      FactProfits: 0,
      UpdatePrice: 1.1,
      CompleteTimeHandler: '2026-01-05 12:00:00',
    });
    fakeServer({ 3: [closed, cancelled] }, [instrumentFixture()]);
    renderAt('/order?type=3');
    expect((await screen.findByTestId('order-cancelled-31')).textContent).toBe('Cancelled');
    expect(screen.queryByTestId('order-pnl-31')).toBeNull();
    expect(screen.getByTestId('order-target-31').textContent).toBe(
      'Target price \u20661.05000\u2069',
    );
    expect(screen.getByTestId('order-time-31').textContent).toContain('11:30');
    // A position closed flat is still a trade with its P&L.
    expect(screen.getByTestId('order-pnl-32').textContent).toBe('0.000000');
    expect(screen.queryByTestId('order-cancelled-32')).toBeNull();
    await openRow('order-row-31');
    expect(screen.getByTestId('detail-pnl').textContent).toContain('--');
    expect(screen.getByTestId('detail-price').textContent).toContain('Target price');
  });
});

describe('the pending tab', () => {
  it('cancels an order after confirmation, shows the server’s msg and reloads', async () => {
    const server = fakeServer({ 0: [pendingOrder] }, [instrumentFixture()]);
    renderAt('/order?type=0');
    fireEvent.click(await screen.findByTestId('cancel-21'));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Cancel the pending EUR/USD order (0.1 lots)?',
    );
    expect(server.count('/v1/api/forex/cancel_trade')).toBe(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('order-row-21')).toBeNull());
    expect(server.sent.find((item) => item.path === '/v1/api/forex/cancel_trade')?.body).toEqual({
      id: 21,
    });
    expect(useToasts.getState().items.map((item) => item.message)).toContain('Order cancelled');
    expect(server.count('/v1/api/forex/my_deal')).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('orders-empty')).toBeTruthy();
  });

  it('shows the target price in the detail and offers cancel there too', async () => {
    fakeServer({ 0: [pendingOrder] }, [instrumentFixture()]);
    renderAt('/order?type=0');
    await openRow('order-row-21');
    expect(screen.getByTestId('detail-price').textContent).toBe('Target price1.05000');
    expect(screen.getByTestId('detail-status').textContent).toBe('StatusPending');
    fireEvent.click(screen.getByTestId('detail-cancel'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('writes figures as figures and keeps words and times in the page’s direction', async () => {
    fakeServer({ 0: [pendingOrder] }, [instrumentFixture()]);
    renderAt('/order?type=0');
    await openRow('order-row-21');
    const value = (row: string) => screen.getByTestId(`detail-${row}`).querySelector('dd');
    // Forced left to right in a monospaced face, a word of Arabic or Hindi falls apart.
    expect(value('price')?.className).toBe('num');
    expect(value('side')?.className).toBe('');
    expect(value('status')?.className).toBe('');
    expect(value('stop-loss')?.className).toBe('');
    expect(value('open-time')?.querySelector('time')?.className).toBe('time');
  });
});

describe('the history tab', () => {
  it('says an expired order expired, where a P&L would be, and gives the reason in its detail', async () => {
    const expired = orderFixture(31, {
      Status: 2,
      CloseReason: CloseReason.expired,
      ExpireTimeHandler: '2026-11-19 00:00:00',
      CompleteTimeHandler: '2026-11-19 00:00:00',
    });
    const cancelled = orderFixture(32, { Status: 2 });
    fakeServer({ 3: [expired, cancelled] }, [instrumentFixture()]);
    renderAt('/order?type=3');
    expect((await screen.findByTestId('order-cancelled-31')).textContent).toBe('Expired');
    expect(screen.getByTestId('order-cancelled-32').textContent).toBe('Cancelled');
    await openRow('order-row-31');
    expect(screen.getByTestId('detail-close-reason').textContent).toBe('Close reasonExpired');
    expect(screen.getByTestId('detail-expiry').textContent).toContain('Expires');
  });
});

describe('a position closed by a stop-out', () => {
  it('opens the stop-out’s record from its detail, without a correction when there was none', async () => {
    const stopped = orderFixture(41, { Status: 3, CloseReason: CloseReason.stopOut });
    const server = fakeServer({ 3: [stopped] }, [instrumentFixture()]);
    renderAt('/order?type=3');
    await openRow('order-row-41');
    fireEvent.click(screen.getByTestId('detail-stop-out'));
    const sheet = await screen.findByTestId('stop-out-sheet');
    expect((await within(sheet).findByTestId('stop-out-risk-rate')).textContent).toBe('4.01 %');
    expect(within(sheet).getByTestId('stop-out-balance-after').textContent).toBe('309.00');
    expect(within(sheet).queryByTestId('stop-out-correction')).toBeNull();
    expect(within(sheet).getAllByTestId('stop-out-close')).toHaveLength(1);
    expect(server.sent.filter((item) => item.path === '/api/stop_out/info')).toHaveLength(1);
  });

  it('offers no stop-out record for a position closed otherwise', async () => {
    fakeServer({ 3: [orderFixture(42, { Status: 3, CloseReason: CloseReason.stopLoss })] }, [
      instrumentFixture(),
    ]);
    renderAt('/order?type=3');
    await openRow('order-row-42');
    expect(screen.queryByTestId('detail-stop-out')).toBeNull();
  });
});

describe('the pending tab’s prices', () => {
  it('compares a pending buy with the live ask, not with its own target', async () => {
    fakeServer({ 0: [orderFixture(21, { Status: 0, Price: 1.05, UpdatePrice: 1.05 })] }, [
      instrumentFixture(),
    ]);
    renderAt('/order?type=0');
    const row = await screen.findByTestId('order-row-21');
    act(() =>
      dispatchRealtime({
        type: 'DAY_MARKET',
        data: [
          {
            id: 1,
            symbol: 'EURUSD',
            status: 1,
            quotation: {
              open: 1.1,
              close: 1.10105,
              high: 1.2,
              low: 1,
              change: 0,
              volume: 1,
              bid: 1.101,
              ask: 1.1011,
            },
          },
        ],
      }),
    );
    await waitFor(() =>
      expect(row.textContent).toContain(
        'Target price \u20661.05000\u2069 · now \u20661.10110\u2069',
      ),
    );
  });
});

describe('a FOREX_CLOSED push', () => {
  it('moves a filled pending order from the pending tab to holding and closes its detail', async () => {
    const lists = { 0: [pendingOrder], 1: [] as Order[] };
    const server = fakeServer(lists, [instrumentFixture()]);
    renderAt('/order?type=0');
    await openRow('order-row-21');
    expect(screen.getByTestId('order-detail')).toBeTruthy();
    lists[0] = [];
    lists[1] = [orderFixture(21, { OriginPrice: 1.05 })];
    dispatchRealtime({ type: 'FOREX_CLOSED', data: { ids: [21] } });
    await waitFor(() => expect(screen.queryByTestId('order-row-21')).toBeNull());
    expect(screen.queryByTestId('order-detail')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-holding'));
    expect(await screen.findByTestId('order-row-21')).toBeTruthy();
    expect(server.count('/v1/api/forex/my_deal')).toBeGreaterThanOrEqual(3);
  });
});

describe('the stop sheet on a holding order', () => {
  it('refuses a stop-loss above the bid, naming the bound, and sends nothing', async () => {
    const server = fakeServer({ 1: [holdingOrder] }, [instrumentFixture()]);
    renderAt('/order?type=1');
    await openRow('order-row-11');
    fireEvent.click(screen.getByTestId('detail-stops'));
    const loss = screen.getByTestId('stops-loss-input') as HTMLInputElement;
    expect(loss.value).toBe('1.09000');
    expect(loss.min).toBe('0');
    fireEvent.change(loss, { target: { value: '1.2' } });
    fireEvent.click(screen.getByTestId('stops-save'));
    expect(screen.getByTestId('stops-error').textContent).toBe('Stop-loss must be below 1.10000');
    expect(server.count('/v1/api/forex/set_stop_price')).toBe(0);
  });

  it('sends valid stops, 0 for a cleared one, then closes and reloads', async () => {
    const server = fakeServer({ 1: [holdingOrder] }, [instrumentFixture()]);
    renderAt('/order?type=1');
    await openRow('order-row-11');
    fireEvent.click(screen.getByTestId('detail-stops'));
    fireEvent.change(screen.getByTestId('stops-loss-input'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('stops-profit-input'), { target: { value: '1.15' } });
    fireEvent.click(screen.getByTestId('stops-save'));
    await waitFor(() => expect(screen.queryByTestId('stops-sheet')).toBeNull());
    expect(server.sent.find((item) => item.path === '/v1/api/forex/set_stop_price')?.body).toEqual({
      id: 11,
      stop_loss_price: 0,
      target_profit_price: 1.15,
      trailing_distance: 0,
    });
    expect(useToasts.getState().items.map((item) => item.message)).toContain('Stops set');
    await waitFor(() => expect(server.count('/v1/api/forex/my_deal')).toBeGreaterThanOrEqual(2));
  });

  it('sends a trailing stop typed in pips as a price distance, showing where the stop starts', async () => {
    const server = fakeServer({ 1: [holdingOrder] }, [instrumentFixture()]);
    renderAt('/order?type=1');
    await openRow('order-row-11');
    fireEvent.click(screen.getByTestId('detail-stops'));
    fireEvent.change(screen.getByTestId('stops-loss-input'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('stops-trailing-input'), { target: { value: '30' } });
    expect(screen.getByTestId('stops-trailing-hint').textContent).toMatch(
      /^The stop-loss follows the price from \S*\d\.\d{5}\S*, only tightening$/,
    );
    fireEvent.click(screen.getByTestId('stops-save'));
    await waitFor(() => expect(screen.queryByTestId('stops-sheet')).toBeNull());
    expect(server.sent.find((item) => item.path === '/v1/api/forex/set_stop_price')?.body).toEqual({
      id: 11,
      stop_loss_price: 0,
      target_profit_price: holdingOrder.TargetProfitPrice,
      trailing_distance: '0.003',
    });
  });

  it('refuses a trailing distance that is not a number, sending nothing', async () => {
    const server = fakeServer({ 1: [holdingOrder] }, [instrumentFixture()]);
    renderAt('/order?type=1');
    await openRow('order-row-11');
    fireEvent.click(screen.getByTestId('detail-stops'));
    fireEvent.change(screen.getByTestId('stops-trailing-input'), { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('stops-save'));
    expect(screen.getByTestId('stops-error').textContent).toBe(
      'The trailing distance must be above 0 and below the price',
    );
    expect(server.sent.some((item) => item.path === '/v1/api/forex/set_stop_price')).toBe(false);
  });
});

describe('a closed market', () => {
  it('disables closing and says why, while stops stay open', async () => {
    fakeServer({ 1: [holdingOrder] }, [instrumentFixture({ MarketStatus: 0 })]);
    renderAt('/order?type=1');
    const close = (await screen.findByTestId('close-11')) as HTMLButtonElement;
    await waitFor(() => expect(close.disabled).toBe(true));
    expect(screen.getByTestId('orders-market-closed')).toBeTruthy();
    await openRow('order-row-11');
    expect((screen.getByTestId('detail-close') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('detail-stops') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('detail-market-closed')).toBeTruthy();
  });
});

describe('at a desktop’s width', () => {
  beforeEach(() => stubWidth(true));

  const headings = () =>
    [...screen.getByTestId('orders-table').querySelectorAll('th')].map((th) => th.textContent);

  it('shows holding positions as a table with every figure and the close action', async () => {
    fakeServer(
      {
        1: [orderFixture(11, { TargetLossPrice: 1.09, TargetProfitPrice: 1.2, FactProfits: 12.5 })],
      },
      [instrumentFixture()],
    );
    renderAt('/order?type=1');
    const row = await screen.findByTestId('order-row-11');
    expect(row.tagName).toBe('TR');
    expect(headings()).toEqual([
      'Instrument',
      'Direction',
      'Lots',
      'Open price',
      'Current price',
      'Stop-loss',
      'Take-profit',
      'Stop-out price',
      'P&L',
      'Time',
      'Actions',
    ]);
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    // The stop-out price comes with the live summary; until then it is not known.
    expect(cells.slice(0, 9)).toEqual([
      'EUR/USD',
      'Buy long',
      '0.1',
      '1.10000',
      '1.10000',
      '1.09000',
      '1.20000',
      '--',
      '12.500000',
    ]);
    fireEvent.click(screen.getByTestId('close-11'));
    expect(screen.getByTestId('close-sheet').textContent).toContain('Close EUR/USD (0.1 lots)');
  });

  it('names the pending tab’s prices target and current, and offers cancel', async () => {
    fakeServer({ 0: [pendingOrder] }, [instrumentFixture()]);
    renderAt('/order?type=0');
    await screen.findByTestId('order-row-21');
    expect(headings().slice(3, 5)).toEqual(['Target price', 'Current price']);
    expect(screen.getByTestId('order-entry-21').textContent).toBe('1.05000');
    expect(screen.getByTestId('cancel-21')).toBeTruthy();
    expect(screen.queryByTestId('close-21')).toBeNull();
  });

  it('labels a cancelled order in the history table, without a P&L', async () => {
    const cancelled = orderFixture(31, {
      Status: 2,
      Price: 1.05,
      OriginPrice: 0,
      CompleteTimeHandler: '2026-01-05 11:30:00',
    });
    fakeServer({ 3: [cancelled] }, [instrumentFixture()]);
    renderAt('/order?type=3');
    expect((await screen.findByTestId('order-cancelled-31')).textContent).toBe('Cancelled');
    expect(headings().slice(3, 5)).toEqual(['Open price', 'Close price']);
    expect(headings()).not.toContain('Actions');
    expect(screen.getByTestId('order-entry-31').textContent).toBe(
      'Target price \u20661.05000\u2069',
    );
    expect(screen.queryByTestId('order-pnl-31')).toBeNull();
  });

  it('keeps the phone’s list below 1024 px', async () => {
    stubWidth(false);
    fakeServer({ 1: [holdingOrder] }, [instrumentFixture()]);
    renderAt('/order?type=1');
    expect((await screen.findByTestId('order-row-11')).tagName).toBe('ARTICLE');
    expect(screen.queryByTestId('orders-table')).toBeNull();
  });
});
