import { Decimal } from './decimal.ts';
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

type StepTerms = Pick<InstrumentTerms, 'minLots' | 'lotStep' | 'maxLots'>;

/** One step down would go to or below zero, or under the minimum. */
export const lotsStepDownBlocked = (lots: Decimal, terms: StepTerms): boolean =>
  lots.lte(terms.lotStep) || lots.minus(terms.lotStep).lt(terms.minLots);

/** One step up would go over the maximum, if one is set. */
export const lotsStepUpBlocked = (lots: Decimal, terms: StepTerms): boolean =>
  terms.maxLots !== null && lots.plus(terms.lotStep).gt(terms.maxLots);

/**
 * One step up or down from `lots`, snapped onto the step grid (a value between two steps goes
 * to the next one in that direction) and kept within the minimum and the maximum.
 */
export function stepLots(lots: Decimal, by: 1 | -1, terms: StepTerms): Decimal {
  const step = terms.lotStep.gt(0) ? terms.lotStep : new Decimal(1);
  const steps = lots.div(step);
  let next = by > 0 ? steps.floor().plus(1).times(step) : steps.ceil().minus(1).times(step);
  if (next.lt(terms.minLots)) next = terms.minLots;
  if (terms.maxLots !== null && next.gt(terms.maxLots)) next = terms.maxLots;
  return next;
}
