import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DrawKind } from '@tp/contract/codes';
import type { DrawMethod } from '@tp/contract/entities';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { fakeFundsServer } from '../funds/test-support/fake-funds-server.tsx';
import {
  bankMethodFixture,
  drawCurrencyFixture,
  drawMethodFixture,
  drawPaths,
  realUserFixture,
} from '../funds/test-support/funds-fixtures.ts';
import { BindMethodPage } from './BindMethodPage.tsx';
import { BoundMethodsPage } from './BoundMethodsPage.tsx';

await initI18n('en');

const usd = drawCurrencyFixture({ id: 3, code: 'USD', protocol: '', type: 2 });

function methodsServer(start: DrawMethod[]) {
  let methods = [...start];
  return fakeFundsServer({
    [drawPaths.currencies]: () => ({ data: [usd] }),
    [drawPaths.methods]: ({ query }) => ({
      data: methods.filter((method) => String(method.type) === query.get('draw_type')),
    }),
    [drawPaths.remove]: ({ body }) => {
      methods = methods.filter((method) => String(method.id) !== body?.id);
      return { msg: 'Payment account deleted' };
    },
    [drawPaths.bind]: () => ({ msg: 'Payment account saved', data: bankMethodFixture({ id: 9 }) }),
  });
}

const renderLists = (path: string) =>
  renderRoutes(path, {
    '/mine/bank-card-list': <BoundMethodsPage kind={DrawKind.bank} />,
    '/mine/coin-address-list': <BoundMethodsPage kind={DrawKind.coin} />,
    '/mine/withdraw-way': <BindMethodPage />,
  });

const toasts = () => useToasts.getState().items.map((item) => item.message);

beforeEach(() => useSession.setState({ token: 'token', user: realUserFixture }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToasts.setState({ items: [] });
});
afterAll(() => useSession.setState({ token: null, user: null }));

describe('bound bank accounts', () => {
  it('deletes an account only after confirmation', async () => {
    const server = methodsServer([
      bankMethodFixture({ id: 2 }),
      bankMethodFixture({ id: 5, payee_account: '111' }),
    ]);
    renderLists('/mine/bank-card-list');
    fireEvent.click(await screen.findByTestId('bound-delete-2'));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Harbour Bank · 987654321 will no longer be available for withdrawals.',
    );
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.count(drawPaths.remove)).toBe(0);
    fireEvent.click(screen.getByTestId('bound-delete-2'));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('bound-2')).toBeNull());
    expect(server.lastBody(drawPaths.remove)).toEqual({ id: '2' });
    expect(toasts()).toContain('Payment account deleted');
    expect(screen.getByTestId('bound-5')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('binds a bank account from the add button and returns to the list', async () => {
    const server = methodsServer([]);
    renderLists('/mine/bank-card-list');
    expect((await screen.findByTestId('bound-empty')).textContent).toBe('Nothing bound yet');
    fireEvent.click(screen.getByTestId('bound-add'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/mine/withdraw-way?type=2'),
    );
    const currency = await screen.findByTestId('bind-beneficiary_currency');
    expect((currency as HTMLInputElement).value).toBe('USD');
    fireEvent.change(screen.getByTestId('bind-bank_name'), { target: { value: 'Harbour Bank' } });
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(screen.getByTestId('bind-error').textContent).toBe('Please fill in completely');
    expect(screen.getByTestId('bind-bank_swift').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('bind-branch_name').getAttribute('aria-invalid')).toBe('false');
    expect(server.count(drawPaths.bind)).toBe(0);
    const fill: [string, string][] = [
      ['bank_address', '1 Queen’s Road'],
      ['bank_swift', 'HRBKHKHH'],
      ['payee_name', 'Chan Tai Man'],
      ['payee_account', '987654321'],
      ['remark', 'salary'],
    ];
    for (const [field, value] of fill) {
      fireEvent.change(screen.getByTestId(`bind-${field}`), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('bind-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/mine/bank-card-list'),
    );
    expect(server.lastBody(drawPaths.bind)).toEqual({
      type: '2',
      draw_id: '3',
      bank_name: 'Harbour Bank',
      bank_address: '1 Queen’s Road',
      bank_swift: 'HRBKHKHH',
      payee_name: 'Chan Tai Man',
      payee_account: '987654321',
      beneficiary_currency: 'USD',
      remark: 'salary',
    });
  });
});

describe('bound coin addresses', () => {
  it('lists the addresses with their currency and offers to add one', async () => {
    methodsServer([drawMethodFixture({ id: 1 }), bankMethodFixture({ id: 2 })]);
    renderLists('/mine/coin-address-list');
    const item = await screen.findByTestId('bound-1');
    expect(item.textContent).toContain('USDT · TRC20');
    expect(item.textContent).toContain('TXyzAbc1234567890abcdefghijklmnopq');
    expect(screen.queryByTestId('bound-2')).toBeNull();
    expect(screen.getByTestId('bound-add').getAttribute('href')).toBe('/mine/withdraw-way?type=1');
  });

  it('returns to the list of its kind when the binding page was opened directly', async () => {
    const server = methodsServer([]);
    renderLists('/mine/withdraw-way?type=1');
    fireEvent.change(await screen.findByTestId('bind-dc_address'), { target: { value: 'T9' } });
    fireEvent.click(screen.getByTestId('bind-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/mine/coin-address-list'),
    );
    expect(server.lastBody(drawPaths.bind)).toEqual({ type: '1', draw_id: '3', dc_address: 'T9' });
  });
});
