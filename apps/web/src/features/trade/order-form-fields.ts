import type { OrderFormError } from './order-form-errors.ts';

/** Where on the ticket an error is shown: at the field to fix, or by the buttons for the order. */
export type OrderField =
  | 'lots'
  | 'targetPrice'
  | 'expiry'
  | 'leverage'
  | 'stopLoss'
  | 'takeProfit'
  | 'trailing'
  | 'order';

const fieldOfError: Record<OrderFormError, OrderField> = {
  enterLots: 'lots',
  invalidLots: 'lots',
  enterPrice: 'targetPrice',
  expiryTimeRequired: 'expiry',
  expiryInPast: 'expiry',
  expiryTooFar: 'expiry',
  enterStopLoss: 'stopLoss',
  invalidStopLoss: 'stopLoss',
  enterTakeProfit: 'takeProfit',
  invalidTakeProfit: 'takeProfit',
  enterTrailing: 'trailing',
  invalidTrailingDistance: 'trailing',
  leverageNotConfigured: 'leverage',
  invalidLeverage: 'leverage',
  insufficientMargin: 'order',
  noPrice: 'order',
  marketClosed: 'order',
};

export const fieldOf = (error: OrderFormError): OrderField => fieldOfError[error];

/** The first error of each field, in the order the checks found them: each shown once, at its place. */
export function errorsByField(
  errors: readonly OrderFormError[],
): Partial<Record<OrderField, OrderFormError>> {
  const byField: Partial<Record<OrderField, OrderFormError>> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    byField[field] ??= error;
  }
  return byField;
}
