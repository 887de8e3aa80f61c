import type { Instrument } from '@tp/contract/entities';
import { useMarketQuote } from '../../realtime/use-realtime.ts';
import { type ShownQuote, shownQuote } from './live-quote.ts';

export function useShownQuote(instrument: Instrument): ShownQuote {
  return shownQuote(instrument, useMarketQuote(instrument.Id));
}
