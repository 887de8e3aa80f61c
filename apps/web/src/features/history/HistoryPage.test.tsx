import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recordPageSize } from '@tp/contract/endpoints';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { fakeFundsServer } from '../funds/test-support/fake-funds-server.tsx';
import {
  depositRecordFixture,
  ledgerItemFixture,
  realUserFixture,
  withdrawRecordFixture,
} from '../funds/test-support/funds-fixtures.ts';
import { HistoryPage } from './HistoryPage.tsx';

await initI18n('en');

const paths = {
  log: '/v1/api/main/accountLog/forexChange',
  deposits: '/api/quickCharge/quick_ist',
  withdrawals: '/api/account/draw_list',
} as const;

/** Pages of `recordPageSize` out of a full list, as the server pages them. */
const paged = <T,>(all: readonly T[], page: string | null) => {
  const from = (Number(page ?? 1) - 1) * recordPageSize;
  return { data: { data: all.slice(from, from + recordPageSize), total: all.length } };
};

const ledger = Array.from({ length: 25 }, (_, i) =>
  ledgerItemFixture({
    Id: 100 - i,
    Value: i % 2 ? -0.7 : 100,
    MemoTran: i % 2 ? 'Handling fee' : 'Deposit',
  }),
);

function historyServer() {
  return fakeFundsServer({
    [paths.log]: ({ query }) => paged(ledger, query.get('page')),
    [paths.deposits]: ({ query }) =>
      paged(
        [
          depositRecordFixture({ id: 1, status: 0 }),
          depositRecordFixture({
            id: 2,
            status: 1,
            type: 1,
            currency_code: 'USD',
            credited: 500,
            number: 500,
          }),
          depositRecordFixture({
            id: 3,
            status: 2,
            remark: 'The proof does not show the transfer',
          }),
          depositRecordFixture({ id: 4, status: 3, remark: 'Duplicate' }),
        ],
        query.get('page'),
      ),
    [paths.withdrawals]: ({ query }) =>
      paged(
        [
          withdrawRecordFixture({ id: 1, notes: 'rent' }),
          withdrawRecordFixture({
            id: 2,
            status: 1,
            status_name: 'Finished',
            real_number: 47.5,
            type: 2,
            address: '',
            payee_account: '987654321',
            draw_currency: { code: 'USD', protocol: '' },
          }),
          withdrawRecordFixture({
            id: 3,
            status: 2,
            status_name: 'Rejected',
            remark: 'Address is on a blocklist',
          }),
        ],
        query.get('page'),
      ),
  });
}

const renderHistory = (path = '/mine/history') =>
  renderRoutes(path, { '/mine/history': <HistoryPage /> });

beforeEach(() => useSession.setState({ token: 'token', user: realUserFixture }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => useSession.setState({ token: null, user: null }));

describe('the account log', () => {
  it('shows memo, signed value and time, and loads pages until the total is reached', async () => {
    const server = historyServer();
    renderHistory();
    const first = await screen.findByTestId('ledger-100');
    expect(first.textContent).toContain('Deposit');
    expect(within(first).getByTestId('ledger-value').textContent).toBe('+100.00');
    expect(within(screen.getByTestId('ledger-99')).getByTestId('ledger-value').textContent).toBe(
      '-0.70',
    );
    expect(screen.getAllByTestId(/^ledger-\d+$/)).toHaveLength(20);
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId(/^ledger-\d+$/)).toHaveLength(25));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.getByText('All loaded')).toBeTruthy();
    expect(server.to(paths.log).map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });
});

describe('the deposit records', () => {
  it('labels each status and shows the remark of a rejected one only', async () => {
    historyServer();
    renderHistory('/mine/history?tab=deposits');
    const status = (id: number) =>
      within(screen.getByTestId(`deposit-record-${id}`)).getByTestId('deposit-record-status')
        .textContent;
    await screen.findByTestId('deposit-record-1');
    expect([1, 2, 3, 4].map(status)).toEqual(['Unchecked', 'Finished', 'Rejected', 'Invalid']);
    expect(
      within(screen.getByTestId('deposit-record-3')).getByTestId('deposit-record-remark')
        .textContent,
    ).toBe('Reason: The proof does not show the transfer');
    expect(
      within(screen.getByTestId('deposit-record-4')).queryByTestId('deposit-record-remark'),
    ).toBeNull();
    expect(screen.getByTestId('deposit-record-2').textContent).toContain('Bank wire');
    expect(screen.getByTestId('deposit-record-2').textContent).toContain('Credited (USD) 500.00');
  });
});

describe('the withdrawal records', () => {
  it('shows amount, status name, destination, memo, receipt and a rejection’s remark', async () => {
    historyServer();
    renderHistory('/mine/history?tab=withdrawals');
    const pending = await screen.findByTestId('withdraw-record-1');
    expect(within(pending).getByTestId('withdraw-record-amount').textContent).toBe('50.00 USD');
    expect(within(pending).getByTestId('withdraw-record-status').textContent).toBe('Unchecked');
    expect(within(pending).getByTestId('withdraw-record-destination').textContent).toBe(
      'TXyzAbc1234567890abcdefghijklmnopq',
    );
    expect(within(pending).getByTestId('withdraw-record-receipt').textContent).toBe(
      'Expected 48.00 USDT',
    );
    expect(pending.textContent).toContain('Memo rent');
    const paid = screen.getByTestId('withdraw-record-2');
    expect(within(paid).getByTestId('withdraw-record-destination').textContent).toBe('987654321');
    expect(within(paid).getByTestId('withdraw-record-receipt').textContent).toBe('Paid 47.50 USD');
    expect(
      within(screen.getByTestId('withdraw-record-3')).getByTestId('withdraw-record-remark')
        .textContent,
    ).toBe('Reason: Address is on a blocklist');
  });

  it('switches tabs in the address so that a reload keeps the tab', async () => {
    historyServer();
    renderHistory();
    await screen.findByTestId('ledger-100');
    fireEvent.click(screen.getByTestId('history-tab-withdrawals'));
    expect(await screen.findByTestId('withdraw-record-1')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/mine/history?tab=withdrawals');
  });
});
