import type { Instrument } from '@tp/contract/entities';
import { quoteToUsd } from '@tp/domain/conversion';
import type { Decimal } from '@tp/domain/decimal';
import { useMemo } from 'react';
import { useDayMarket } from '../../realtime/use-realtime.ts';
import { domainQuote, shownQuote } from '../market/live-quote.ts';

/**
 * The factor from a quote currency to USD, from the live mids of the USD pairs in the list.
 * Pairs are found by code or by their two currencies, so `EURUSD` matches either way.
 */
export function useQuoteToUsd(
  quoteCurrency: string,
  instruments: readonly Instrument[],
): Decimal | undefined {
  const live = useDayMarket();
  return useMemo(() => {
    const byPair = new Map<string, Instrument>();
    for (const instrument of instruments) {
      byPair.set(`${instrument.BaseCurrency}${instrument.QuoteCurrency}`.toUpperCase(), instrument);
      byPair.set(instrument.Code.toUpperCase(), instrument);
    }
    const midOf = (pairCode: string) => {
      const instrument = byPair.get(pairCode);
      return instrument ? domainQuote(shownQuote(instrument, live[instrument.Id]))?.mid : undefined;
    };
    return quoteToUsd({ quoteCurrency, midOf });
  }, [quoteCurrency, instruments, live]);
}
