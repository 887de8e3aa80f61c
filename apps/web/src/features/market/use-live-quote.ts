import type { Instrument } from '@tp/contract/entities';
import { useDayMarketStore } from '../../realtime/realtime-stores.ts';
import { useMarketQuote } from '../../realtime/use-realtime.ts';
import { type ShownQuote, shownQuote } from './live-quote.ts';

export function useShownQuote(instrument: Instrument): ShownQuote {
  return shownQuote(instrument, useMarketQuote(instrument.Id));
}

/**
 * Whether the instrument's market is open, from the live push when there is one: a component
 * that shows only this is not drawn again on every price.
 */
export function useMarketOpen(instrument: Instrument): boolean {
  return useDayMarketStore((s) => {
    const live = s.quotes[instrument.Id];
    return live ? live.status === 1 : instrument.MarketStatus === 1;
  });
}
