import { dec } from '@tp/domain/decimal';
import { instrumentTerms } from '../features/trade/instrument-terms.ts';
import type { OrderFormContext } from '../features/trade/order-form-errors.ts';
import {
  initialOrderForm,
  type OrderFormAction,
  type OrderFormState,
  orderFormReducer,
} from '../features/trade/order-form-state.ts';
import { instrumentFixture } from './fixtures.ts';

/** EUR/USD's terms, as the ticket works them out from the fixture instrument. */
export const ticketTerms = instrumentTerms(instrumentFixture());

/** EUR/USD at 1.10000 / 1.10010. */
export const ticketQuote = { bid: dec('1.10000'), ask: dec('1.10010'), mid: dec('1.10005') };

/** What the ticket checks an order against: an open market, $10,000 free, at noon on a day. */
export const ticketContext = (change: Partial<OrderFormContext> = {}): OrderFormContext => ({
  terms: ticketTerms,
  quote: ticketQuote,
  quoteToUsd: dec(1),
  feeType: 1,
  marketOpen: true,
  freeMargin: dec(10_000),
  now: new Date('2026-11-18T12:00:00Z'),
  ...change,
});

/** The ticket's state after these actions, from a new EUR/USD ticket. */
export const ticketAfter = (...actions: OrderFormAction[]): OrderFormState =>
  actions.reduce(orderFormReducer, initialOrderForm(ticketTerms));
