// Loaded for its configuration: these formulas rely on 40 significant digits.
import './decimal.ts';
import type { Decimal } from './decimal.ts';
import type { InstrumentTerms } from './instrument.ts';

/** Lots must be at least the minimum, a whole number of steps, and within the maximum if set. */
export const lotsError = ({
  lots,
  terms,
}: {
  lots: Decimal;
  terms: Pick<InstrumentTerms, 'minLots' | 'lotStep' | 'maxLots'>;
}): 'invalidLots' | null => {
  if (!lots.isFinite() || lots.lte(0)) return 'invalidLots';
  if (lots.lt(terms.minLots)) return 'invalidLots';
  if (terms.maxLots !== null && lots.gt(terms.maxLots)) return 'invalidLots';
  // Decimal modulo is exact, so 0.07 lots on a 0.01 step is a whole number of steps.
  if (terms.lotStep.gt(0) && !lots.mod(terms.lotStep).isZero()) return 'invalidLots';
  return null;
};
