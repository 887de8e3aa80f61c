import { Decimal } from '@tp/domain/decimal';
import { AlertDirection, alertLevelAhead } from '@tp/domain/price-alert';

export type AlertFormValues = { direction: AlertDirection; price: string; repeat: boolean };

/** What stops an alert from being sent, checked by the domain's rule the server applies too. */
export type AlertFormError = 'priceRequired' | 'priceInvalid' | 'priceReached';

/** The sheet opens on the live price (the one the trade screen shows), waiting for a rise, once. */
export const initialAlertValues = (
  mid: number | undefined,
  precision: number,
): AlertFormValues => ({
  direction: AlertDirection.above,
  price: mid && mid > 0 ? new Decimal(mid).toFixed(precision) : '',
  repeat: false,
});

const decimalOf = (text: string): Decimal | undefined => {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return new Decimal(trimmed);
};

/**
 * The form's errors, first the one to show: a price is needed, a positive one in the
 * instrument's precision, and ahead of the current price in the alert's direction (an alert
 * fires on a crossing, so a level already reached would never fire).
 */
export function alertFormErrors(
  values: AlertFormValues,
  market: { mid: number | undefined; precision: number },
): AlertFormError[] {
  if (values.price.trim() === '') return ['priceRequired'];
  const level = decimalOf(values.price);
  if (level === undefined || !level.gt(0) || level.decimalPlaces() > market.precision) {
    return ['priceInvalid'];
  }
  if (market.mid === undefined) return [];
  const price = new Decimal(market.mid);
  return alertLevelAhead({ direction: values.direction, level, price }) ? [] : ['priceReached'];
}

/** The price as the server takes it: the decimal the trader typed, as written. */
export const alertPriceParam = (values: AlertFormValues): string => values.price.trim();
