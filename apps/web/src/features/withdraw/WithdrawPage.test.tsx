import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DrawMethod } from '@tp/contract/entities';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { fakeFundsServer } from '../funds/test-support/fake-funds-server.tsx';
import {
  accountDetailFixture,
  bankMethodFixture,
  drawCurrencyFixture,
  drawMethodFixture,
  drawPaths,
  realUserFixture,
  withdrawRecordFixture,
} from '../funds/test-support/funds-fixtures.ts';
import { BindMethodPage } from './BindMethodPage.tsx';
import { WithdrawPage } from './WithdrawPage.tsx';

await initI18n('en');

const hkd = drawCurrencyFixture({
  id: 1,
  code: 'HKD',
  protocol: 'FPS',
  fee_type: 1,
  fee: 2,
  draw_rate: 7.8,
  min_number: 10,
});
const usdt = drawCurrencyFixture({
  id: 2,
  code: 'USDT',
  protocol: 'TRC20',
  fee_type: 2,
  fee: 0.01,
  draw_rate: 1,
  min_number: 20,
});
const usd = drawCurrencyFixture({ id: 3, code: 'USD', protocol: '', type: 2, min_number: 50 });

/** The withdrawal back end: currencies by kind, bound methods that binding adds to, requests. */
function withdrawServer(bound: DrawMethod[]) {
  const methods = [...bound];
  return fakeFundsServer({
    [drawPaths.currencies]: ({ query }) => ({
      data: query.get('type') === '2' ? [usd] : [hkd, usdt],
    }),
    [drawPaths.methods]: ({ query }) => ({
      data: methods.filter(
        (method) =>
          String(method.type) === query.get('draw_type') &&
          (!query.get('draw_id') || String(method.draw_currency.id) === query.get('draw_id')),
      ),
    }),
    [drawPaths.bind]: ({ body }) => {
      const currency = [hkd, usdt, usd].find((item) => String(item.id) === body?.draw_id) ?? hkd;
      const method = drawMethodFixture({
        id: 40 + methods.length,
        dc_address: String(body?.dc_address),
        draw_currency: currency,
      });
      methods.push(method);
      return { msg: 'Payment account saved', data: method };
    },
    [drawPaths.detail]: () => ({ data: accountDetailFixture({ free_margin: 1200 }) }),
    [drawPaths.withdraw]: () => ({
      msg: 'Withdrawal requested, waiting for review',
      data: withdrawRecordFixture(),
    }),
  });
}

const renderWithdraw = (path = '/mine/withdraw') =>
  renderRoutes(path, {
    '/mine/withdraw': <WithdrawPage />,
    '/mine/withdraw-way': <BindMethodPage />,
  });

const toasts = () => useToasts.getState().items.map((item) => item.message);
const location = () => screen.getByTestId('location').textContent;
const error = () => screen.getByTestId('withdraw-error').textContent;

beforeEach(() => useSession.setState({ token: 'token', user: realUserFixture }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToasts.setState({ items: [] });
});
afterAll(() => useSession.setState({ token: null, user: null }));

describe('withdrawing with nothing bound', () => {
  it('prompts to set up a payment account, binds one and comes back to choose it', async () => {
    const server = withdrawServer([]);
    renderWithdraw();
    expect((await screen.findByTestId('withdraw-bind-first')).textContent).toContain(
      'Please set up a payment account first',
    );
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(toasts()).toContain('Please set up a payment account first');
    await waitFor(() => expect(location()).toBe('/mine/withdraw-way?type=1&draw_id=1'));
    expect(server.count(drawPaths.withdraw)).toBe(0);
    const currency = await screen.findByTestId('bind-currency-1');
    expect(currency.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(screen.getByTestId('bind-error').textContent).toBe('Please fill in completely');
    expect(server.count(drawPaths.bind)).toBe(0);
    fireEvent.change(screen.getByTestId('bind-dc_address'), { target: { value: ' TNewAddr123 ' } });
    fireEvent.click(screen.getByTestId('bind-submit'));
    await waitFor(() => expect(location()).toBe('/mine/withdraw'));
    expect(server.lastBody(drawPaths.bind)).toEqual({
      type: '1',
      draw_id: '1',
      dc_address: 'TNewAddr123',
    });
    expect(toasts()).toContain('Payment account saved');
    expect((await screen.findByTestId('withdraw-method-40')).textContent).toContain('TNewAddr123');
  });
});

describe('withdrawing to a bound address', () => {
  it('previews the fee and the receipt by the domain rule as the amount is typed', async () => {
    withdrawServer([drawMethodFixture({ id: 4, draw_currency: hkd })]);
    renderWithdraw();
    await screen.findByTestId('withdraw-method-4');
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-preview-free-margin').textContent).toBe('1200.00 USD'),
    );
    expect(screen.getByTestId('withdraw-preview-fee').textContent).toBe('--');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '100' } });
    expect(screen.getByTestId('withdraw-preview-fee').textContent).toBe('2.00 USD');
    expect(screen.getByTestId('withdraw-preview-receipt').textContent).toBe('764.40 HKD');
    expect(screen.getByTestId('withdraw-preview-rate').textContent).toBe('1 USD = 7.8 HKD');
    fireEvent.click(screen.getByTestId('withdraw-currency-2'));
    expect(screen.getByTestId('withdraw-preview-fee').textContent).toBe('1.00 USD');
    expect(screen.getByTestId('withdraw-preview-receipt').textContent).toBe('99.00 USDT');
  });

  it('needs a chosen address and an amount within the minimum and the free margin', async () => {
    const server = withdrawServer([
      drawMethodFixture({ id: 4, draw_currency: hkd }),
      drawMethodFixture({ id: 5, dc_address: 'TOtherAddr', draw_currency: hkd }),
    ]);
    renderWithdraw();
    await screen.findByTestId('withdraw-method-4');
    await screen.findByTestId('withdraw-all');
    const submit = screen.getByTestId('withdraw-submit');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '100' } });
    fireEvent.click(submit);
    expect(error()).toBe('Please select a withdrawal address');
    fireEvent.click(screen.getByTestId('withdraw-method-4'));
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '' } });
    fireEvent.click(submit);
    expect(error()).toBe('Please enter the amount');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '5' } });
    fireEvent.click(submit);
    expect(error()).toBe('The amount must be at least 10');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '1200.01' } });
    fireEvent.click(submit);
    expect(error()).toBe('The amount is more than your free margin (1200.00)');
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('1200.00');
    expect(server.count(drawPaths.withdraw)).toBe(0);
  });

  it('preselects the only bound address, so a withdrawal needs no choice', async () => {
    const server = withdrawServer([drawMethodFixture({ id: 4, draw_currency: hkd })]);
    renderWithdraw();
    const only = await screen.findByTestId('withdraw-method-4');
    expect(only.getAttribute('aria-pressed')).toBe('true');
    await screen.findByTestId('withdraw-all');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(server.count(drawPaths.withdraw)).toBe(1));
    expect(server.lastBody(drawPaths.withdraw)).toMatchObject({ draw_method_id: '4' });
  });

  it('asks for a receiving account, not an address, on the bank tab', async () => {
    const server = withdrawServer([
      bankMethodFixture({ id: 8, draw_currency: usd }),
      bankMethodFixture({ id: 9, payee_account: '222-9', draw_currency: usd }),
    ]);
    renderWithdraw('/mine/withdraw?type=2');
    await screen.findByTestId('withdraw-method-8');
    await screen.findByTestId('withdraw-all');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(error()).toBe('Please select a receiving account');
    expect(server.count(drawPaths.withdraw)).toBe(0);
  });

  it('sends the request with the memo, shows the server’s msg and opens the withdrawal records', async () => {
    const server = withdrawServer([drawMethodFixture({ id: 4, draw_currency: hkd })]);
    renderWithdraw();
    fireEvent.click(await screen.findByTestId('withdraw-method-4'));
    await screen.findByTestId('withdraw-all');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '100' } });
    fireEvent.change(screen.getByTestId('withdraw-memo'), { target: { value: ' rent ' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(location()).toBe('/mine/history?tab=withdrawals'));
    expect(server.lastBody(drawPaths.withdraw)).toEqual({
      draw_currency_id: '1',
      number: '100',
      memo: 'rent',
      draw_method_id: '4',
    });
    expect(toasts()).toContain('Withdrawal requested, waiting for review');
  });

  it('lists bank currencies and bound accounts on the bank tab', async () => {
    const server = withdrawServer([bankMethodFixture({ id: 2, draw_currency: usd })]);
    renderWithdraw('/mine/withdraw?type=2');
    expect((await screen.findByTestId('withdraw-method-2')).textContent).toContain(
      'Harbour Bank · 987654321',
    );
    expect(server.to(drawPaths.currencies).map((request) => request.query.get('type'))).toEqual([
      '2',
    ]);
    expect(server.to(drawPaths.methods).at(-1)?.query.get('draw_type')).toBe('2');
    expect(server.to(drawPaths.methods).at(-1)?.query.get('draw_id')).toBe('3');
  });
});
