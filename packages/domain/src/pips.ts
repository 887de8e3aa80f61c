import { Decimal } from './decimal.ts';
import type { InstrumentTerms } from './instrument.ts';
import { requiredMargin } from './margin.ts';
import { spreadStep } from './spread.ts';

/** A pip (or a point, for prices without a fractional pip): the step spreads are counted in. */
export const pipSize = (pricePrecision: number): Decimal => spreadStep(pricePrecision).size;

/** A distance typed in pips as a price distance, and back: a trailing stop is typed in pips. */
export const pipsToPrice = (pips: Decimal, pricePrecision: number): Decimal =>
  pips.times(pipSize(pricePrecision));
export const priceToPips = (distance: Decimal, pricePrecision: number): Decimal =>
  distance.div(pipSize(pricePrecision));

/** What one pip of price moves a position of `lots` by, in USD, unrounded: lots × units × pip × q. */
export const pipValue = ({
  lots,
  terms,
  quoteToUsd,
}: {
  lots: Decimal;
  terms: Pick<InstrumentTerms, 'contractSize' | 'pricePrecision'>;
  quoteToUsd: Decimal;
}): Decimal =>
  lots.times(terms.contractSize).times(pipSize(terms.pricePrecision)).times(quoteToUsd);

/**
 * The most lots whose margin fits in `margin` (USD), on the lot step and within the maximum;
 * undefined when even the minimum needs more. The inverse of `requiredMargin`, so a trader can
 * size an order by the money it ties up.
 */
export const lotsForMargin = ({
  margin,
  terms,
  price,
  quoteToUsd,
  leverage,
}: {
  margin: Decimal;
  terms: Pick<InstrumentTerms, 'contractSize' | 'marginMode' | 'minLots' | 'lotStep' | 'maxLots'>;
  price: Decimal;
  quoteToUsd: Decimal;
  leverage: number | undefined;
}): Decimal | undefined => {
  const marginOf = (lots: Decimal) => requiredMargin({ lots, terms, price, quoteToUsd, leverage });
  const perLot = marginOf(new Decimal(1));
  if (!margin.isFinite() || margin.lte(0) || perLot.lte(0)) return undefined;
  const step = terms.lotStep.gt(0) ? terms.lotStep : terms.minLots;
  let lots = margin.div(perLot).div(step).floor().times(step);
  // The division is exact to 40 digits; one step either way settles a quotient on the boundary.
  if (marginOf(lots).gt(margin)) lots = lots.minus(step);
  else if (marginOf(lots.plus(step)).lte(margin)) lots = lots.plus(step);
  if (terms.maxLots !== null && lots.gt(terms.maxLots)) lots = terms.maxLots;
  return lots.lt(terms.minLots) ? undefined : lots;
};
