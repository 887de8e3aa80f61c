// Loaded for its configuration: these formulas rely on 40 significant digits.
import './decimal.ts';
import type { Decimal } from './decimal.ts';
import { type InstrumentTerms, MarginMode } from './instrument.ts';

/**
 * Margin a position ties up, in USD, unrounded. Fixed mode: lots × contract size;
 * otherwise the notional in USD divided by the leverage.
 */
export const requiredMargin = ({
  lots,
  terms,
  price,
  quoteToUsd,
  leverage,
}: {
  lots: Decimal;
  terms: Pick<InstrumentTerms, 'contractSize' | 'marginMode'>;
  price: Decimal;
  quoteToUsd: Decimal;
  leverage: number | undefined;
}): Decimal => {
  const units = lots.times(terms.contractSize);
  if (terms.marginMode === MarginMode.fixed) return units;
  if (leverage === undefined || !Number.isFinite(leverage) || leverage <= 0) {
    throw new RangeError(`leverage must be a positive number in leverage mode, got ${leverage}`);
  }
  return units.times(price).times(quoteToUsd).div(leverage);
};
