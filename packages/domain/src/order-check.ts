import type { Decimal } from './decimal.ts';
import { tradeFee } from './fee.ts';
import { type InstrumentTerms, isFixedMargin } from './instrument.ts';
import { lotsError } from './lots.ts';
import { requiredMargin } from './margin.ts';
import { bookAmount } from './money.ts';
import { entryPrice, type Quote } from './quote.ts';
import type { Side } from './side.ts';
import { stopsErrors } from './stops.ts';

export type OrderError =
  | 'marketClosed'
  | 'invalidLots'
  | 'leverageNotConfigured'
  | 'invalidLeverage'
  | 'invalidStopLoss'
  | 'invalidTakeProfit'
  | 'insufficientMargin'
  | 'noPrice';

export type OrderEstimate = { price: Decimal; margin: Decimal; fee: Decimal };

/** Fill price, margin and fee of a market order as they would be booked. */
export const orderEstimate = ({
  terms,
  side,
  lots,
  leverage,
  quote,
  quoteToUsd,
  feeType,
}: {
  terms: InstrumentTerms;
  side: Side;
  lots: Decimal;
  leverage: number | undefined;
  quote: Quote;
  quoteToUsd: Decimal;
  feeType: number;
}): OrderEstimate => {
  const price = entryPrice(side, quote);
  const margin = bookAmount(requiredMargin({ lots, terms, price, quoteToUsd, leverage }));
  const fee = bookAmount(tradeFee({ feeType, lots, feeRate: terms.feeRate, margin }));
  return { price, margin, fee };
};

export type LeverageError = 'leverageNotConfigured' | 'invalidLeverage';

/** Leverage is ignored in fixed mode; otherwise it must be one of the instrument's options. */
export const leverageError = ({
  terms,
  leverage,
}: {
  terms: Pick<InstrumentTerms, 'marginMode' | 'leverageOptions'>;
  leverage: number | undefined;
}): LeverageError | null => {
  if (isFixedMargin(terms)) return null;
  if (terms.leverageOptions.length === 0) return 'leverageNotConfigured';
  if (leverage === undefined || !terms.leverageOptions.includes(leverage) || leverage <= 0) {
    return 'invalidLeverage';
  }
  return null;
};

type MarketOrderInput = {
  terms: InstrumentTerms;
  side: Side;
  lots: Decimal;
  leverage: number | undefined;
  stopLoss?: Decimal | undefined;
  takeProfit?: Decimal | undefined;
  quote: Quote | undefined;
  quoteToUsd: Decimal | undefined;
  feeType: number;
  marketOpen: boolean;
  freeMargin: Decimal;
};

/**
 * Every reason a market order cannot be accepted, in a fixed order (empty means acceptable), and
 * the order's estimate when it could be worked out (priced, lots above 0, a valid leverage), so
 * that whoever books the order uses the figures that were checked instead of working them out
 * again. Checks that need a price or a valid leverage are skipped when those are missing.
 */
export const checkMarketOrder = (
  input: MarketOrderInput,
): { errors: OrderError[]; estimate: OrderEstimate | undefined } => {
  const { terms, side, lots, leverage, stopLoss, takeProfit, quote, quoteToUsd } = input;
  const errors: OrderError[] = [];
  const priced = quote !== undefined && quoteToUsd !== undefined;
  if (!priced) errors.push('noPrice');
  if (!input.marketOpen) errors.push('marketClosed');
  const lotsProblem = lotsError({ lots, terms });
  if (lotsProblem) errors.push(lotsProblem);
  const leverageProblem = leverageError({ terms, leverage });
  if (leverageProblem) errors.push(leverageProblem);
  if (quote) errors.push(...stopsErrors({ side, stopLoss, takeProfit, quote }));
  const estimable = priced && !leverageProblem && lots.isFinite() && lots.gt(0);
  const estimate = estimable ? orderEstimate({ ...input, quote, quoteToUsd }) : undefined;
  if (estimate?.margin.plus(estimate.fee).gt(input.freeMargin)) errors.push('insufficientMargin');
  return { errors, estimate };
};

/** Every reason a market order cannot be accepted, in a fixed order; empty means acceptable. */
export const marketOrderErrors = (input: MarketOrderInput): OrderError[] =>
  checkMarketOrder(input).errors;
