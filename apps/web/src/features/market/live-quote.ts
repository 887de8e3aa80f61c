import type { Instrument } from '@tp/contract/entities';
import { dec } from '@tp/domain/decimal';
import type { Quote } from '@tp/domain/quote';
import type { LiveMarketQuote } from '../../realtime/realtime-stores.ts';

/** What a screen shows of an instrument's price: the live push when there is one, else the list's snapshot. */
export type ShownQuote = {
  last: number;
  change: number;
  high: number;
  low: number;
  bid: number;
  ask: number;
  volume: number | undefined;
  marketOpen: boolean;
  move: 1 | -1 | 0;
};

export function shownQuote(instrument: Instrument, live: LiveMarketQuote | undefined): ShownQuote {
  if (live) {
    const q = live.quotation;
    return {
      last: q.close,
      change: q.change,
      high: q.high,
      low: q.low,
      bid: q.bid,
      ask: q.ask,
      volume: q.volume,
      marketOpen: live.status === 1,
      move: live.move,
    };
  }
  const q = instrument.ForexQuotations;
  return {
    last: q.Close,
    change: q.Change,
    high: q.High,
    low: q.Low,
    bid: q.Bid,
    ask: q.Ask,
    volume: undefined,
    marketOpen: instrument.MarketStatus === 1,
    move: 0,
  };
}

/**
 * The domain's quote (exact decimals) from the shown one; undefined without a price. The mid is
 * the feed's own (the wire's close), not the middle of bid and ask: those are rounded outward,
 * and the server converts currencies with the feed's mid.
 */
export function domainQuote(quote: Pick<ShownQuote, 'last' | 'bid' | 'ask'>): Quote | undefined {
  if (!(quote.last > 0 && quote.bid > 0 && quote.ask > 0)) return undefined;
  return { mid: dec(quote.last), bid: dec(quote.bid), ask: dec(quote.ask) };
}
