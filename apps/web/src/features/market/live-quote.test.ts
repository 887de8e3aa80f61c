import { dec } from '@tp/domain/decimal';
import { quoteFromMid } from '@tp/domain/quote';
import { describe, expect, it } from 'vitest';
import type { LiveMarketQuote } from '../../realtime/realtime-stores.ts';
import { instrumentFixture } from '../../test-support/fixtures.ts';
import { domainQuote, shownQuote } from './live-quote.ts';

const usdjpy = instrumentFixture({
  Id: 3,
  Code: 'USDJPY',
  ShowCode: 'USD/JPY',
  MarketStatus: 0,
  PricePrecision: 3,
  ForexQuotations: {
    Open: 150,
    Close: 150.0004,
    Change: 0.1,
    High: 151,
    Low: 149,
    Bid: 149.99,
    Ask: 150.011,
  },
  Spread: 0.02,
  BaseCurrency: 'USD',
  QuoteCurrency: 'JPY',
});

const live: LiveMarketQuote = {
  id: 3,
  symbol: 'USDJPY',
  status: 1,
  move: 1,
  quotation: {
    open: 150,
    close: 150.2,
    high: 151,
    low: 149,
    change: 0.2,
    volume: 42,
    bid: 150.19,
    ask: 150.21,
  },
};

describe('shown quote', () => {
  it('takes the list snapshot until a live quote arrives, then the live one', () => {
    expect(shownQuote(usdjpy, undefined)).toMatchObject({
      last: 150.0004,
      marketOpen: false,
      volume: undefined,
      move: 0,
    });
    expect(shownQuote(usdjpy, live)).toMatchObject({
      last: 150.2,
      bid: 150.19,
      marketOpen: true,
      volume: 42,
      move: 1,
    });
  });
});

describe('domain quote', () => {
  it('keeps the feed mid, which the outward-rounded bid and ask do not centre on', () => {
    const server = quoteFromMid({ mid: dec('150.0004'), spread: dec('0.02'), pricePrecision: 3 });
    expect(server.bid.toString()).toBe('149.99');
    expect(server.ask.toString()).toBe('150.011');
    const quote = domainQuote(shownQuote(usdjpy, undefined));
    expect(quote?.mid.toString()).toBe(server.mid.toString());
    expect(quote?.bid.toString()).toBe(server.bid.toString());
    expect(quote?.ask.toString()).toBe(server.ask.toString());
  });

  it('has no quote without a price', () => {
    expect(domainQuote({ last: 0, bid: 0, ask: 0 })).toBeUndefined();
    expect(domainQuote({ last: 1.1, bid: 0, ask: 1.2 })).toBeUndefined();
  });
});
