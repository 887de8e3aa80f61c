import type { Decimal } from './decimal.ts';

/**
 * The position stop-out closes next: the one with the largest loss (the lowest P&L), the
 * earliest listed among equals; undefined when none can be closed. Callers list only the
 * positions that can be closed now (priced, market open) and call again after each close,
 * while `stopOutDue` holds.
 */
export function stopOutNext<T extends { pnl: Decimal }>(positions: Iterable<T>): T | undefined {
  let worst: T | undefined;
  for (const candidate of positions) {
    if (!worst || candidate.pnl.lt(worst.pnl)) worst = candidate;
  }
  return worst;
}
