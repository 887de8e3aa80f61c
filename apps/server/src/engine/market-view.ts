import type { MarketService } from '../market/market-service.ts';

/** What the engine reads from the market: terms, live quotes, sessions and conversion. */
export type MarketView = Pick<MarketService, 'instrument' | 'quote' | 'quoteToUsd' | 'isOpen'>;
