import { Decimal } from './decimal.ts';
import type { InstrumentTerms } from './instrument.ts';
import { requiredMargin } from './margin.ts';
import type { Quote } from './quote.ts';

/**
 * A pip, the unit traders count prices in. A price quoted with a fractional digit (5 decimals
 * like EURUSD 1.08005, or 3 like USDJPY 151.235) has its pip one digit before the last
 * (0.0001, 0.01); any other price counts in its last digit (a point: gold's 0.01, an index's 0.1).
 */
export const pipSize = (pricePrecision: number): Decimal => {
  const fractional = pricePrecision === 3 || pricePrecision === 5;
  return new Decimal(10).pow(-(fractional ? pricePrecision - 1 : pricePrecision));
};

/** The quote's spread in pips (1.2 for EURUSD 1.07993 / 1.08005). */
export const spreadInPips = (quote: Pick<Quote, 'bid' | 'ask'>, pricePrecision: number): Decimal =>
  quote.ask.minus(quote.bid).div(pipSize(pricePrecision));

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
