import { Decimal } from '@tp/domain/decimal';
import { FeeType } from '@tp/domain/fee';
import { isFixedMargin } from '@tp/domain/instrument';
import { marketOrderErrors, type OrderError } from '@tp/domain/order-check';
import { pipsToPrice } from '@tp/domain/pips';
import type { Quote } from '@tp/domain/quote';
import { type TrailingStopError, trailingDistanceErrors } from '@tp/domain/trailing-stop';
import { type ExpiryFormError, expiryError } from './order-expiry-input.ts';
import { type OrderFormState, OrderMode } from './order-form-state.ts';
import type { OrderMarket } from './order-form-summary.ts';
import { parseAmount } from './parse-amount.ts';

/** Every message the form can show; the names are translation keys of the trade area. */
export type OrderFormError =
  | 'enterLots'
  | 'enterPrice'
  | 'enterStopLoss'
  | 'enterTakeProfit'
  | 'enterTrailing'
  | ExpiryFormError
  | OrderError
  | TrailingStopError;

export type OrderFormContext = OrderMarket & {
  marketOpen: boolean;
  /** The account's free margin from the live summary; undefined until it has arrived. */
  freeMargin: Decimal | undefined;
  /** The moment the order would go out, which a pending order's expiry must lie after. */
  now: Date;
};

/** An optional stop: off → not set; on → the typed price, or missing when blank or not a number. */
function stopLevel(on: boolean, text: string): Decimal | 'missing' | undefined {
  if (!on) return undefined;
  return parseAmount(text) ?? 'missing';
}

/**
 * Why the order as it stands cannot be placed, in the order the trader should fix them;
 * empty means it may be sent. The market rules are the domain's, the same the server applies.
 */
export function getOrderFormErrors(
  state: OrderFormState,
  context: OrderFormContext,
): OrderFormError[] {
  const errors: OrderFormError[] = [];
  const lots = parseAmount(state.lots);
  const stopLoss = stopLevel(state.stopLossOn, state.stopLoss);
  const takeProfit = stopLevel(state.takeProfitOn, state.takeProfit);
  if (!lots) errors.push('enterLots');
  if (state.mode === OrderMode.pending && !parseAmount(state.targetPrice)?.gt(0))
    errors.push('enterPrice');
  const expiry = state.mode === OrderMode.pending ? expiryError(state, context.now) : undefined;
  if (expiry) errors.push(expiry);
  if (stopLoss === 'missing') errors.push('enterStopLoss');
  if (takeProfit === 'missing') errors.push('enterTakeProfit');
  const trailing = stopLevel(state.trailingOn, state.trailingPips);
  if (trailing === 'missing') errors.push('enterTrailing');
  const domainErrors = marketOrderErrors({
    terms: context.terms,
    side: state.side,
    lots: lots ?? new Decimal(0),
    leverage: isFixedMargin(context.terms) ? undefined : state.leverage,
    stopLoss: stopLoss === 'missing' ? undefined : stopLoss,
    takeProfit: takeProfit === 'missing' ? undefined : takeProfit,
    quote: context.quote,
    quoteToUsd: context.quoteToUsd,
    feeType: context.feeType ?? FeeType.perLot,
    marketOpen: context.marketOpen,
    // Until the live summary and the fee type arrive the server alone judges the margin.
    freeMargin:
      context.freeMargin === undefined || context.feeType === undefined
        ? new Decimal(Infinity)
        : context.freeMargin,
  });
  for (const error of domainErrors) {
    if (error === 'invalidLots' && !lots) continue;
    errors.push(error);
  }
  const trailFrom = trailReference(state, context.quote);
  if (trailing !== 'missing' && trailing !== undefined && trailFrom) {
    const distance = pipsToPrice(trailing, context.terms.pricePrecision);
    errors.push(...trailingDistanceErrors({ side: state.side, distance, quote: trailFrom }));
  }
  return errors;
}

/**
 * The quote a trailing stop starts from, as the server takes it: the live one for a market
 * order, the target for a pending one (it trails from its fill).
 */
export function trailReference(
  state: Pick<OrderFormState, 'mode' | 'targetPrice'>,
  live: Quote | undefined,
): Quote | undefined {
  if (state.mode !== OrderMode.pending) return live;
  const target = parseAmount(state.targetPrice);
  return target?.gt(0) ? { mid: target, bid: target, ask: target } : undefined;
}
