import type { Order } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { formatPrice } from '@tp/domain/money';
import { pipsToPrice, priceToPips } from '@tp/domain/pips';
import type { Quote } from '@tp/domain/quote';
import { isSide, Side } from '@tp/domain/side';
import { stopsErrors } from '@tp/domain/stops';
import { trailedStop, trailingDistanceErrors } from '@tp/domain/trailing-stop';
import type { TFunction } from 'i18next';
import type { CallParams } from '../../api/api-client.ts';
import { stopBound } from '../trade/order-error-message.ts';
import { parseAmount } from '../trade/parse-amount.ts';

/**
 * What the trader typed in the stop sheet: one price text per stop, and the trailing stop's
 * distance in pips (the server keeps it as a price distance).
 */
export type StopSheetValues = { stopLoss: string; takeProfit: string; trailingPips: string };

type StopKind = 'stopLoss' | 'takeProfit';

/** Every message the sheet can show; the names are keys of the trade area. */
export type StopSheetError =
  | 'invalidStopLoss'
  | 'invalidTakeProfit'
  | 'invalidTrailingDistance'
  | 'noPrice';

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

/** An order's trailing stop in pips as the sheet shows it; blank when none is set. */
export const shownTrailingPips = (order: Order): string =>
  order.TrailingDistance && order.TrailingDistance > 0
    ? priceToPips(
        new Decimal(order.TrailingDistance),
        order.ForexTradeLists.PricePrecision,
      ).toFixed()
    : '';

/** The sheet opens on the order's current stops; an unset one starts blank. */
export const initialStopValues = (order: Order): StopSheetValues => ({
  stopLoss: shownLevel(order.TargetLossPrice, order.ForexTradeLists.PricePrecision),
  takeProfit: shownLevel(order.TargetProfitPrice, order.ForexTradeLists.PricePrecision),
  trailingPips: shownTrailingPips(order),
});

/** The trailing distance typed, as a price distance; undefined when blank or 0 (no trail). */
function trailingDistance(values: StopSheetValues, precision: number): StopLevel {
  const pips = stopLevel(values.trailingPips);
  return pips.kind === 'set' ? { kind: 'set', price: pipsToPrice(pips.price, precision) } : pips;
}

/**
 * Where the stop-loss starts with the trail typed, by the rule the server applies: the tighter of
 * the stop-loss typed and the distance behind the price; undefined without a trail or a price.
 */
export function trailStart(
  values: StopSheetValues,
  side: Side,
  quote: Quote | undefined,
  precision: number,
): Decimal | undefined {
  const distance = trailingDistance(values, precision);
  const stopLoss = stopLevel(values.stopLoss);
  if (!quote || distance.kind !== 'set') return undefined;
  if (trailingDistanceErrors({ side, distance: distance.price, quote }).length > 0)
    return undefined;
  return trailedStop({
    side,
    stopLoss: stopLoss.kind === 'set' ? stopLoss.price : undefined,
    distance: distance.price,
    quote,
  });
}

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
  precision: number,
): StopSheetError[] {
  const stopLoss = stopLevel(values.stopLoss);
  const takeProfit = stopLevel(values.takeProfit);
  const distance = trailingDistance(values, precision);
  const errors: StopSheetError[] = [];
  if (stopLoss.kind === 'invalid') errors.push('invalidStopLoss');
  if (takeProfit.kind === 'invalid') errors.push('invalidTakeProfit');
  if (distance.kind === 'invalid') errors.push('invalidTrailingDistance');
  const anySet = stopLoss.kind === 'set' || takeProfit.kind === 'set' || distance.kind === 'set';
  if (!anySet) return errors;
  if (!quote) return [...errors, 'noPrice'];
  const domainErrors = stopsErrors({
    side,
    stopLoss: stopLoss.kind === 'set' ? stopLoss.price : undefined,
    takeProfit: takeProfit.kind === 'set' ? takeProfit.price : undefined,
    quote,
  });
  const trailErrors =
    distance.kind === 'set'
      ? trailingDistanceErrors({ side, distance: distance.price, quote })
      : [];
  return [...errors, ...domainErrors, ...trailErrors];
}

/** The translated message of an error; a stop on the wrong side names the price to clear. */
export function stopSheetMessage(
  t: TFunction,
  error: StopSheetError,
  context: { side: Side; quote: Quote | undefined; values: StopSheetValues; precision: number },
): string {
  if (error === 'noPrice') return t('trade.noPrice');
  if (error === 'invalidTrailingDistance') return t('trade.invalidTrailingDistance');
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

/** The set_stop_price call for stops that passed their checks; 0 clears a stop or the trail. */
export function stopSheetRequest(
  id: number,
  values: StopSheetValues,
  precision: number,
): CallParams<'setStopPrice'> {
  const distance = trailingDistance(values, precision);
  return {
    id,
    stop_loss_price: wireLevel(values.stopLoss),
    target_profit_price: wireLevel(values.takeProfit),
    // Sent as text, so the distance reaches the server with every digit of the pips typed.
    trailing_distance: distance.kind === 'set' ? distance.price.toFixed() : 0,
  };
}
