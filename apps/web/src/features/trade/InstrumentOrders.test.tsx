import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Instrument, Order } from '@tp/contract/entities';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { dispatchRealtime } from '../../realtime/realtime-stores.ts';
import { useSession } from '../../session/session-store.ts';
import { demoUserFixture, instrumentFixture, orderFixture } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { InstrumentOrders } from './InstrumentOrders.tsx';

await initI18n('en');

type Sent = { path: string; body: unknown };

/** The server at the network edge: order lists by status, the trade list, close and cancel. */
function fakeServer(lists: Record<number, Order[]>, instruments: Instrument[]) {
  const sent: Sent[] = [];
  const envelope = (data: unknown, msg = 'ok') =>
    new Response(JSON.stringify({ code: 1, msg, data }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ path: url.pathname, body });
      if (url.pathname === '/v1/api/forex/my_deal') {
        const data = lists[Number(url.searchParams.get('status'))] ?? [];
        return envelope({ data, total: data.length, all_fact_profits: 0, balance: 1000 });
      }
      if (url.pathname === '/v1/api/forex/trade_list') return envelope(instruments);
      if (url.pathname === '/v1/api/forex/close') {
        lists[1] = (lists[1] ?? []).filter((order) => order.Id !== body.id);
        return envelope(orderFixture(body.id, { Status: 3 }), 'Position closed');
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return { sent, count: (path: string) => sent.filter((item) => item.path === path).length };
}

const eurusd = instrumentFixture();
const renderFor = (instrument: Instrument) =>
  renderRoutes('/trade', { '/trade': <InstrumentOrders instrument={instrument} /> });

const mine = orderFixture(11, { TargetLossPrice: 1.09 });
const otherInstrument = orderFixture(12, { ForexId: 2 });
const pendingHere = orderFixture(21, { Status: 0, Price: 1.05, OriginPrice: 0 });

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
beforeEach(() => useSession.setState({ token: 'token', user: demoUserFixture }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
  useToasts.setState({ items: [] });
});
afterAll(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

describe('the instrument’s orders on the trade screen', () => {
  it('lists this instrument’s positions only, with counts for both tabs', async () => {
    fakeServer({ 1: [mine, otherInstrument], 0: [pendingHere] }, [eurusd]);
    renderFor(eurusd);
    expect(await screen.findByTestId('order-row-11')).toBeTruthy();
    expect(screen.queryByTestId('order-row-12')).toBeNull();
    expect(screen.getByTestId('instrument-orders-holding').textContent).toBe('Holding 1');
    expect(screen.getByTestId('instrument-orders-pending').textContent).toBe('Pending 1');
    fireEvent.click(screen.getByTestId('instrument-orders-pending'));
    expect(screen.getByTestId('order-row-21')).toBeTruthy();
    expect(screen.getByTestId('cancel-21')).toBeTruthy();
  });

  it('shows the live P&L of the account summary', async () => {
    fakeServer({ 1: [mine] }, [eurusd]);
    renderFor(eurusd);
    await screen.findByTestId('order-row-11');
    dispatchRealtime({
      type: 'FOREX_TRADE',
      data: {
        ProfitsTotal: 12.5,
        HazardRate: 900,
        CautionMoneyAll: 110,
        Balance: 890,
        Equity: 1012.5,
        FreeMargin: 902.5,
        StopOutLevel: 50,
        StopOutEquity: 0,
        TransOrder: [{ ...mine, FactProfits: 12.5, UpdatePrice: 1.10125 }],
      },
    });
    await waitFor(() => expect(screen.getByTestId('order-pnl-11').textContent).toContain('12.5'));
  });

  it('closes a position after the same question as the orders page', async () => {
    const server = fakeServer({ 1: [mine] }, [eurusd]);
    renderFor(eurusd);
    fireEvent.click(await screen.findByTestId('close-11'));
    expect(screen.getByTestId('close-sheet').textContent).toContain('EUR/USD');
    expect(server.count('/v1/api/forex/close')).toBe(0);
    fireEvent.click(screen.getByTestId('close-confirm'));
    await waitFor(() => expect(screen.queryByTestId('order-row-11')).toBeNull());
    expect(server.sent.find((item) => item.path === '/v1/api/forex/close')?.body).toEqual({
      id: 11,
    });
    expect(screen.getByTestId('instrument-orders-empty').textContent).toBe(
      'No open positions on EUR/USD',
    );
  });

  it('closes part of a position: lots in steps, the domain’s preview, the lots sent', async () => {
    const held = orderFixture(11, { FactProfits: 8.8, CautionMoney: 110.006 });
    const server = fakeServer({ 1: [held] }, [eurusd]);
    renderFor(eurusd);
    await screen.findByTestId('order-row-11');
    // The live summary values the position at 8.8.
    dispatchRealtime({
      type: 'FOREX_TRADE',
      data: {
        ProfitsTotal: 8.8,
        HazardRate: 900,
        CautionMoneyAll: 110.006,
        Balance: 890,
        Equity: 1008.8,
        FreeMargin: 898.8,
        StopOutLevel: 50,
        StopOutEquity: 0,
        TransOrder: [held],
      },
    });
    await waitFor(() => expect(screen.getByTestId('order-pnl-11').textContent).toContain('8.8'));
    fireEvent.click(screen.getByTestId('close-11'));
    // Every lot to begin with: the whole P&L and margin.
    expect(screen.getByTestId('close-preview-pnl').textContent).toBe('8.800000');
    expect(screen.getByTestId('close-preview-margin').textContent).toBe('110.006000');
    fireEvent.change(screen.getByTestId('close-lots-input'), { target: { value: '0.035' } });
    expect(screen.getByTestId('close-lots-hint').textContent).toBe(
      'In steps of 0.01 lots; at least 0.01 lots stay open',
    );
    expect((screen.getByTestId('close-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('close-lots-input'), { target: { value: '0.04' } });
    fireEvent.click(screen.getByTestId('close-lots-minus'));
    expect(screen.getByTestId('close-lots-hint').textContent).toBe(
      'Stays open: 0.07 lots, with its stops',
    );
    // 0.03 of 0.10: 8.8 × 0.3 and 110.006 × 0.3, as the engine books them.
    expect(screen.getByTestId('close-preview-pnl').textContent).toBe('2.640000');
    expect(screen.getByTestId('close-preview-margin').textContent).toBe('33.001800');
    expect(screen.getByTestId('close-confirm').textContent).toBe('Close 0.03 lots');
    fireEvent.click(screen.getByTestId('close-confirm'));
    await waitFor(() =>
      expect(server.sent.find((item) => item.path === '/v1/api/forex/close')?.body).toEqual({
        id: 11,
        cont: 0.03,
      }),
    );
  });

  it('opens on pending orders when the instrument has only those', async () => {
    fakeServer({ 1: [otherInstrument], 0: [pendingHere] }, [eurusd]);
    renderFor(eurusd);
    expect(await screen.findByTestId('order-row-21')).toBeTruthy();
  });

  it('asks a visitor for nothing', async () => {
    useSession.setState({ token: null, user: null });
    const server = fakeServer({}, [eurusd]);
    renderFor(eurusd);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('instrument-orders')).toBeNull();
    expect(server.count('/v1/api/forex/my_deal')).toBe(0);
  });
});
