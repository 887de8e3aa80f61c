import type { DepositNetworkConfig, WireOptionConfig } from '@tp/contract/admin-endpoints';
import { describe, expect, it } from 'vitest';
import { depositAmount, depositUsdPrice, suggestedCredit } from './deposit-credit.ts';

const networks: DepositNetworkConfig[] = [
  {
    id: 1,
    currencyCode: 'USDT',
    protocolCode: 'TRC20',
    address: 'T1',
    usdPrice: 1,
    enabled: true,
    sort: 0,
  },
  {
    id: 2,
    currencyCode: 'BTC',
    protocolCode: 'BTC',
    address: 'bc1',
    usdPrice: 64250.5,
    enabled: true,
    sort: 1,
  },
];
const wires: WireOptionConfig[] = [
  {
    id: 7,
    bankName: 'HSBC',
    bankAddress: 'Central',
    bankSwift: 'HSBCHKHH',
    payeeName: 'Broker Ltd',
    payeeAccount: '123',
    bankRemark: '',
    bankCoin: 'HKD',
    usdPrice: 0.128,
    enabled: true,
    sort: 0,
  },
];

describe('depositUsdPrice', () => {
  it('finds a coin deposit by currency and protocol', () => {
    expect(depositUsdPrice({ type: 0, currencyCode: 'BTC', channel: 'BTC' }, networks, wires)).toBe(
      64250.5,
    );
  });

  it('finds a wire by bank and currency', () => {
    expect(
      depositUsdPrice({ type: 1, currencyCode: 'HKD', channel: 'HSBC' }, networks, wires),
    ).toBe(0.128);
  });

  it('knows no price for a channel that is gone', () => {
    expect(
      depositUsdPrice({ type: 0, currencyCode: 'USDT', channel: 'ERC20' }, networks, wires),
    ).toBeNull();
  });
});

describe('suggestedCredit', () => {
  it('multiplies exactly and books to 6 decimals', () => {
    expect(suggestedCredit(0.1, 3)).toBe(0.3);
    expect(suggestedCredit(0.0123456, 64250.5)).toBe(793.210973);
    expect(suggestedCredit(1000, 0.128)).toBe(128);
  });
});

describe('depositAmount', () => {
  it('shows the amount as sent, in its own currency', () => {
    expect(depositAmount({ number: 100, currencyCode: 'USDT' })).toBe('100 USDT');
    expect(depositAmount({ number: 0.0123456, currencyCode: 'BTC' })).toBe('0.0123456 BTC');
  });
});
