import type { Decimal } from '@tp/domain/decimal';
import { type InstrumentTerms, isFixedMargin } from '@tp/domain/instrument';
import { type OrderEstimate, orderEstimate } from '@tp/domain/order-check';
import type { Quote } from '@tp/domain/quote';
import type { OrderFormState } from './order-form-state.ts';
import { parseAmount } from './parse-amount.ts';

export type OrderMarket = {
  terms: InstrumentTerms;
  /** Undefined while the instrument has no price. */
  quote: Quote | undefined;
  /** Converts the quote currency to USD; undefined when no USD pair is priced. */
  quoteToUsd: Decimal | undefined;
  /** trade_fee_type from getBasicInfo; undefined until it has loaded. */
  feeType: number | undefined;
};

/**
 * The estimated margin and handling fee of the order as the form stands, by the same domain
 * rule the engine books with; undefined until lots, price, leverage and fee type are all known.
 */
export function orderFormSummary(
  state: OrderFormState,
  market: OrderMarket,
): OrderEstimate | undefined {
  const lots = parseAmount(state.lots);
  const { terms, quote, quoteToUsd, feeType } = market;
  if (!lots || lots.lte(0) || !quote || !quoteToUsd || feeType === undefined) return undefined;
  const leverage = isFixedMargin(terms) ? undefined : state.leverage;
  if (!isFixedMargin(terms) && (leverage === undefined || leverage <= 0)) return undefined;
  return orderEstimate({ terms, side: state.side, lots, leverage, quote, quoteToUsd, feeType });
}
