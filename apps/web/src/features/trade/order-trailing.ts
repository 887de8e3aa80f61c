import type { Decimal } from '@tp/domain/decimal';
import { formatPrice } from '@tp/domain/money';
import { pipsToPrice } from '@tp/domain/pips';
import type { Quote } from '@tp/domain/quote';
import { trailedStop, trailingDistanceErrors } from '@tp/domain/trailing-stop';
import type { TFunction } from 'i18next';
import { trailReference } from './order-form-errors.ts';
import { type OrderFormState, OrderMode } from './order-form-state.ts';
import { parseAmount } from './parse-amount.ts';

/**
 * What the ticket says under a trailing stop typed: a market order's stop-loss starts at once,
 * at a price shown (the tighter of the stop-loss typed and the distance behind the price it
 * would close at, as the server sets it); a pending order's starts at its fill, the pips behind.
 * Nothing while the distance is off, blank or not one the order could take.
 */
export type TrailingHint =
  | { kind: 'startsAt'; price: Decimal }
  | { kind: 'fromFill'; pips: Decimal }
  | undefined;

export function trailingHint(
  state: Pick<
    OrderFormState,
    'side' | 'mode' | 'targetPrice' | 'trailingOn' | 'trailingPips' | 'stopLossOn' | 'stopLoss'
  >,
  live: Quote | undefined,
  pricePrecision: number,
): TrailingHint {
  const pips = state.trailingOn ? parseAmount(state.trailingPips) : undefined;
  const quote = trailReference(state, live);
  if (!pips || !quote) return undefined;
  const distance = pipsToPrice(pips, pricePrecision);
  if (trailingDistanceErrors({ side: state.side, distance, quote }).length > 0) return undefined;
  if (state.mode === OrderMode.pending) return { kind: 'fromFill', pips };
  const stopLoss = state.stopLossOn ? parseAmount(state.stopLoss) : undefined;
  const price = trailedStop({ side: state.side, stopLoss, distance, quote });
  return price ? { kind: 'startsAt', price } : undefined;
}

/** The hint as the ticket and the order's confirmation write it. */
export function trailingHintMessage(
  t: TFunction,
  hint: TrailingHint,
  pricePrecision: number,
): string | undefined {
  if (hint?.kind === 'startsAt') {
    return t('order.trailingStartsAt', { price: formatPrice(hint.price, pricePrecision) });
  }
  return hint ? t('trade.trailingFromFill', { pips: hint.pips.toFixed() }) : undefined;
}
