import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DepositRecord } from '@tp/contract/entities';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { fakeFundsServer } from '../funds/test-support/fake-funds-server.tsx';
import {
  depositNetworkFixture,
  depositRecordFixture,
  realUserFixture,
  wireOptionFixture,
} from '../funds/test-support/funds-fixtures.ts';
import { HistoryPage } from '../history/HistoryPage.tsx';
import { DepositPage } from './DepositPage.tsx';

await initI18n('en');

const paths = {
  info: '/api/quickCharge/info',
  symbols: '/api/quickCharge/symbols',
  wireInfo: '/api/quickCharge/wire_info',
  submit: '/api/quickCharge/submit',
  wireSubmit: '/api/quickCharge/wire_submit',
  records: '/api/quickCharge/quick_ist',
  upload: '/api/common/image_upload',
} as const;

const networks = [
  depositNetworkFixture({
    id: 11,
    protocol_code: 'TRC20',
    address: 'TQrfXZxUQn8KCbbN7vU8X7Jq3aDDk6nG5x',
  }),
  depositNetworkFixture({
    id: 12,
    protocol_code: 'ERC20',
    address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  }),
];

/** The deposit back end: operator data, uploads, and records that a submission adds to. */
function depositServer(options: { wires?: ReturnType<typeof wireOptionFixture>[] } = {}) {
  const records: DepositRecord[] = [];
  const wires = options.wires ?? [
    wireOptionFixture({ id: 5 }),
    wireOptionFixture({ id: 6, bank_name: 'Kowloon Bank', payee_account: '555-1' }),
  ];
  const addRecord = (change: Partial<DepositRecord>) => {
    const record = depositRecordFixture({ id: records.length + 1, ...change });
    records.unshift(record);
    return { msg: 'Submitted, waiting for review', data: record };
  };
  return fakeFundsServer({
    [paths.info]: () => ({
      data: {
        coin_enabled: 1,
        bank_enabled: wires.length > 0 ? 1 : 0,
        bank_coins: ['USD'],
        min_number: 10,
      },
    }),
    [paths.symbols]: () => ({ data: networks }),
    [paths.wireInfo]: ({ query }) => ({
      data: wires.filter((wire) => wire.bank_coin === query.get('bank_coin')),
    }),
    [paths.upload]: () => ({ data: { url: '/api/common/file/31?signature=proof' } }),
    [paths.submit]: ({ body }) =>
      addRecord({ number: Number(body?.number), type: 0, currency_code: 'USDT' }),
    [paths.wireSubmit]: ({ body }) =>
      addRecord({ number: Number(body?.number), type: 1, currency_code: 'USD' }),
    [paths.records]: () => ({ data: { data: records, total: records.length } }),
  });
}

const renderDeposit = (path = '/mine/charge') =>
  renderRoutes(path, { '/mine/charge': <DepositPage />, '/mine/history': <HistoryPage /> });

const toasts = () => useToasts.getState().items.map((item) => item.message);
const error = () => screen.getByTestId('deposit-error').textContent;

async function uploadProof() {
  fireEvent.change(screen.getByTestId('deposit-proof-input'), {
    target: {
      files: [
        new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' }),
      ],
    },
  });
  await waitFor(() =>
    expect(screen.getByTestId('deposit-proof-state').textContent).toBe('Tap to change'),
  );
}

beforeEach(() => useSession.setState({ token: 'token', user: realUserFixture }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useToasts.setState({ items: [] });
});
afterAll(() => useSession.setState({ token: null, user: null }));

describe('a coin deposit', () => {
  it('shows the first network’s address with a QR code, and copies it', async () => {
    depositServer();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderDeposit();
    const address = await screen.findByTestId('deposit-address-value');
    expect(address.textContent).toBe('TQrfXZxUQn8KCbbN7vU8X7Jq3aDDk6nG5x');
    const qr = screen.getByTestId('deposit-address-qr');
    expect(qr.getAttribute('aria-label')).toBe('QR code of the deposit address');
    expect(qr.getAttribute('data-version')).toBe('3');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    fireEvent.click(screen.getByTestId('deposit-address-copy'));
    await waitFor(() => expect(toasts()).toContain('Copy success'));
    expect(writeText).toHaveBeenCalledWith('TQrfXZxUQn8KCbbN7vU8X7Jq3aDDk6nG5x');
    fireEvent.click(screen.getByTestId('deposit-network-ERC20'));
    expect(screen.getByTestId('deposit-address-value').textContent).toBe(
      '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    );
  });

  it('asks for the amount, the minimum and the proof before sending', async () => {
    const server = depositServer();
    renderDeposit();
    const submit = await screen.findByTestId('deposit-submit');
    fireEvent.click(submit);
    expect(error()).toBe('Please enter recharge amount');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '9.5' } });
    fireEvent.click(submit);
    expect(error()).toBe('The amount must be at least 10');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '150' } });
    fireEvent.click(submit);
    expect(error()).toBe('Please upload the payment proof');
    expect(server.count(paths.submit)).toBe(0);
  });

  it('sends the network as charge_id, shows the server’s msg and the record in the history', async () => {
    const server = depositServer();
    renderDeposit();
    fireEvent.click(await screen.findByTestId('deposit-network-ERC20'));
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '150' } });
    await uploadProof();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/mine/history?tab=deposits'),
    );
    expect(server.lastBody(paths.submit)).toEqual({
      number: 150,
      proofImg: '/api/common/file/31?signature=proof',
      address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
      charge_id: 12,
    });
    expect(toasts()).toContain('Submitted, waiting for review');
    const record = await screen.findByTestId('deposit-record-1');
    expect(record.querySelector('[data-testid="deposit-record-amount"]')?.textContent).toBe(
      '150.00 USDT',
    );
    expect(record.querySelector('[data-testid="deposit-record-status"]')?.textContent).toBe(
      'Unchecked',
    );
  });
});

describe('a bank deposit', () => {
  it('asks for a receiving account among several until one is chosen', async () => {
    const server = depositServer();
    renderDeposit('/mine/charge?type=bank');
    fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: '500' } });
    await uploadProof();
    await screen.findByTestId('wire-option-6');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(error()).toBe('Please choose the account you pay to');
    expect(server.count(paths.wireSubmit)).toBe(0);
    expect(screen.queryByTestId('wire-details')).toBeNull();
    fireEvent.click(screen.getByTestId('wire-option-6'));
    expect(screen.getByTestId('wire-bank-name-value').textContent).toBe('Kowloon Bank');
    expect(screen.getByTestId('wire-payee-account-value').textContent).toBe('555-1');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(server.count(paths.wireSubmit)).toBe(1));
    expect(server.lastBody(paths.wireSubmit)).toEqual({
      number: 500,
      proofImg: '/api/common/file/31?signature=proof',
      wire_id: 6,
    });
    expect(await screen.findByTestId('deposit-record-1')).toBeTruthy();
    expect(screen.getByTestId('deposit-record-amount').textContent).toBe('500.00 USD');
  });

  it('preselects the only receiving account and shows its details at once', async () => {
    const server = depositServer({
      wires: [wireOptionFixture({ id: 7, bank_name: 'Harbour Bank', payee_account: '777-2' })],
    });
    renderDeposit('/mine/charge?type=bank');
    const only = await screen.findByTestId('wire-option-7');
    expect(only.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('wire-bank-name-value').textContent).toBe('Harbour Bank');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '300' } });
    await uploadProof();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(server.count(paths.wireSubmit)).toBe(1));
    expect(server.lastBody(paths.wireSubmit)).toMatchObject({ number: 300, wire_id: 7 });
  });

  it('shows the missing channel at once when the operator set up none', async () => {
    const server = depositServer({ wires: [] });
    renderDeposit('/mine/charge?type=bank');
    expect((await screen.findByTestId('deposit-no-wire')).textContent).toBe(
      'The fiat account has no payment channel',
    );
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(error()).toBe('The fiat account has no payment channel');
    expect(server.count(paths.wireSubmit)).toBe(0);
  });
});
