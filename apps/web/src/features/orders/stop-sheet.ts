import type { Order } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { formatPrice } from '@tp/domain/money';
import type { Quote } from '@tp/domain/quote';
import { isSide, Side } from '@tp/domain/side';
import { stopsErrors } from '@tp/domain/stops';
import type { TFunction } from 'i18next';
import type { CallParams } from '../../api/api-client.ts';
import { stopBound } from '../trade/order-error-message.ts';
import { parseAmount } from '../trade/parse-amount.ts';

/** What the trader typed in the stop sheet: one price text per stop. */
export type StopSheetValues = { stopLoss: string; takeProfit: string };

type StopKind = 'stopLoss' | 'takeProfit';

/** Every message the sheet can show; the names are keys of the trade area. */
export type StopSheetError = 'invalidStopLoss' | 'invalidTakeProfit' | 'noPrice';

/** A typed stop: blank or 0 clears it, a positive number sets it, anything else is invalid. */
export type StopLevel = { kind: 'clear' } | { kind: 'set'; price: Decimal } | { kind: 'invalid' };

export function stopLevel(text: string): StopLevel {
  if (text.trim() === '') return { kind: 'clear' };
  const price = parseAmount(text);
  if (price === undefined) return { kind: 'invalid' };
  return price.isZero() ? { kind: 'clear' } : { kind: 'set', price };
}

const shownLevel = (price: number, precision: number): string =>
  price > 0 ? formatPrice(price, precision) : '';

/** The sheet opens on the order's current stops; an unset one starts blank. */
export const initialStopValues = (order: Order): StopSheetValues => ({
  stopLoss: shownLevel(order.TargetLossPrice, order.ForexTradeLists.PricePrecision),
  takeProfit: shownLevel(order.TargetProfitPrice, order.ForexTradeLists.PricePrecision),
});

export const orderSide = (order: Pick<Order, 'OrderType'>): Side =>
  isSide(order.OrderType) ? order.OrderType : Side.sell;

const errorOf = (kind: StopKind): StopSheetError =>
  kind === 'stopLoss' ? 'invalidStopLoss' : 'invalidTakeProfit';

/**
 * Why the stops as typed cannot be sent, by the domain's rule against the live quote (the
 * same one the server applies); empty means they may be sent. Clearing needs no price.
 */
export function stopSheetErrors(
  values: StopSheetValues,
  side: Side,
  quote: Quote | undefined,
): StopSheetError[] {
  const stopLoss = stopLevel(values.stopLoss);
  const takeProfit = stopLevel(values.takeProfit);
  const errors: StopSheetError[] = [];
  if (stopLoss.kind === 'invalid') errors.push('invalidStopLoss');
  if (takeProfit.kind === 'invalid') errors.push('invalidTakeProfit');
  const anySet = stopLoss.kind === 'set' || takeProfit.kind === 'set';
  if (!anySet) return errors;
  if (!quote) return [...errors, 'noPrice'];
  const domainErrors = stopsErrors({
    side,
    stopLoss: stopLoss.kind === 'set' ? stopLoss.price : undefined,
    takeProfit: takeProfit.kind === 'set' ? takeProfit.price : undefined,
    quote,
  });
  return [...errors, ...domainErrors];
}

/** The translated message of an error; a stop on the wrong side names the price to clear. */
export function stopSheetMessage(
  t: TFunction,
  error: StopSheetError,
  context: { side: Side; quote: Quote | undefined; values: StopSheetValues; precision: number },
): string {
  if (error === 'noPrice') return t('trade.noPrice');
  const kind: StopKind = error === 'invalidStopLoss' ? 'stopLoss' : 'takeProfit';
  const level = stopLevel(context.values[kind]);
  if (context.quote && level.kind === 'set') {
    const bound = stopBound(kind, context.side, context.quote);
    return t(bound.key, { price: formatPrice(bound.price, context.precision) });
  }
  return t(`trade.${errorOf(kind)}`);
}

const wireLevel = (text: string): number => {
  const level = stopLevel(text);
  return level.kind === 'set' ? level.price.toNumber() : 0;
};

/** The set_stop_price call for stops that passed their checks; 0 clears a stop. */
export const stopSheetRequest = (
  id: number,
  values: StopSheetValues,
): CallParams<'setStopPrice'> => ({
  id,
  stop_loss_price: wireLevel(values.stopLoss),
  target_profit_price: wireLevel(values.takeProfit),
});
