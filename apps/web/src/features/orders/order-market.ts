import type { Instrument } from '@tp/contract/entities';
import type { Quote } from '@tp/domain/quote';
import type { LiveMarketQuote } from '../../realtime/realtime-stores.ts';
import { domainQuote, shownQuote } from '../market/live-quote.ts';

/** What an order's actions need of its instrument's market: whether it is open, and its quote. */
export type OrderMarket = { open: boolean; quote: Quote | undefined };

/**
 * The market of one instrument from the live push, else the trade list's snapshot. An
 * instrument the app has not loaded counts as open with no quote: the server then judges.
 */
export function orderMarket(
  forexId: number,
  instruments: readonly Instrument[],
  quotes: Readonly<Record<number, LiveMarketQuote>>,
): OrderMarket {
  const instrument = instruments.find((item) => item.Id === forexId);
  if (!instrument) return { open: true, quote: undefined };
  const shown = shownQuote(instrument, quotes[forexId]);
  return { open: shown.marketOpen, quote: domainQuote(shown) };
}
