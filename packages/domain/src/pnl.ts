// Loaded for its configuration: these formulas rely on 40 significant digits.
import './decimal.ts';
import type { Decimal } from './decimal.ts';
import { direction, type Side } from './side.ts';

/** Profit in USD of moving `lots` from entry to exit, unrounded: (exit − entry) × dir × units × q. */
export const floatingPnl = ({
  side,
  entryPrice,
  exitPrice,
  lots,
  contractSize,
  quoteToUsd,
}: {
  side: Side;
  entryPrice: Decimal;
  exitPrice: Decimal;
  lots: Decimal;
  contractSize: Decimal;
  quoteToUsd: Decimal;
}): Decimal =>
  exitPrice
    .minus(entryPrice)
    .times(direction(side))
    .times(lots)
    .times(contractSize)
    .times(quoteToUsd);
