import { Decimal } from '@tp/domain/decimal';

/** The volatility model shared by the live feed and the history backfill: geometric Brownian motion. */

export const secondsPerYear = 365.25 * 86_400;

/** How far a simulated price may wander from its reference before it is reflected back. */
const bandFactor = 4;

/**
 * The log-return of one step of `seconds` for an annual volatility, driftless in price:
 * −σ²t/2 + σ√t·z.
 */
export function logReturn({
  volatility,
  seconds,
  z,
}: {
  volatility: number;
  seconds: number;
  z: number;
}): number {
  const years = seconds / secondsPerYear;
  return -0.5 * volatility * volatility * years + volatility * Math.sqrt(years) * z;
}

/** Keeps a simulated price within [reference / 4, reference × 4] by reflecting it in log space. */
export function keepInBand(price: number, reference: number): number {
  const lowest = Math.log(reference / bandFactor);
  const highest = Math.log(reference * bandFactor);
  let log = Math.log(price);
  if (log > highest) log = 2 * highest - log;
  if (log < lowest) log = 2 * lowest - log;
  return Math.exp(Math.min(Math.max(log, lowest), highest));
}

/** A simulated price as the instrument quotes it: to its precision, never below one price step. */
export function toPrice(price: number, pricePrecision: number): Decimal {
  const step = 10 ** -pricePrecision;
  return new Decimal(Math.max(price, step).toFixed(pricePrecision));
}
