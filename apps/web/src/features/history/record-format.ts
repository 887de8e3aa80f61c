import { Decimal } from '@tp/domain/decimal';
import { balanceScale, bookScale } from '@tp/domain/money';

/**
 * An amount as booked: at least the balance's 2 decimals, and up to the ledger's 6 when a fee or a
 * conversion left more, so that no booked cent is hidden by rounding.
 */
export function formatBookedAmount(
  value: Decimal.Value,
  options: { signed?: boolean } = {},
): string {
  const exact = new Decimal(value).toDecimalPlaces(bookScale, Decimal.ROUND_HALF_UP);
  const shown = exact.isZero() ? new Decimal(0) : exact;
  const text = shown.toFixed(Math.max(balanceScale, shown.decimalPlaces()));
  return options.signed && shown.gt(0) ? `+${text}` : text;
}
