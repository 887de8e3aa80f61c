import { Decimal } from './decimal.ts';

export const bookScale = 6;
export const balanceScale = 2;

/** The one rounding every amount written to the ledger passes through. */
export const bookAmount = (x: Decimal): Decimal =>
  x.toDecimalPlaces(bookScale, Decimal.ROUND_HALF_UP);

export const roundBalance = (x: Decimal): Decimal =>
  x.toDecimalPlaces(balanceScale, Decimal.ROUND_HALF_UP);

const fixed = (x: Decimal.Value, places: number): string => {
  const rounded = new Decimal(x).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  // A value that rounds to zero shows as 0.00, never as -0.00.
  return (rounded.isZero() ? new Decimal(0) : rounded).toFixed(places);
};

export const formatBalance = (x: Decimal.Value): string => fixed(x, balanceScale);

export const formatProfit = (x: Decimal.Value): string => fixed(x, bookScale);

export const formatMargin = (x: Decimal.Value): string => fixed(x, bookScale);

export const formatPrice = (x: Decimal.Value, precision: number): string => fixed(x, precision);
