import { describe, expect, it } from 'vitest';
import type { LiveMarketQuote } from '../../realtime/realtime-stores.ts';
import { instrumentFixture } from '../../test-support/fixtures.ts';
import { orderMarket } from './order-market.ts';

const live: LiveMarketQuote = {
  id: 1,
  symbol: 'EURUSD',
  status: 0,
  move: 0,
  quotation: { open: 1, close: 1.2, high: 1.3, low: 1, change: 0, volume: 0, bid: 1.19, ask: 1.21 },
};

describe('orderMarket', () => {
  it('takes the live quote and status over the list’s snapshot', () => {
    const market = orderMarket(1, [instrumentFixture()], { 1: live });
    expect(market.open).toBe(false);
    expect(market.quote?.bid.toFixed()).toBe('1.19');
    expect(market.quote?.ask.toFixed()).toBe('1.21');
  });

  it('falls back to the trade list', () => {
    const market = orderMarket(1, [instrumentFixture({ MarketStatus: 2 })], {});
    expect(market.open).toBe(false);
    expect(market.quote?.bid.toFixed()).toBe('1.1');
  });

  it('leaves an unknown instrument to the server', () => {
    expect(orderMarket(9, [instrumentFixture()], {})).toEqual({ open: true, quote: undefined });
  });
});
