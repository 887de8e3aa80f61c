import type { Decimal } from './decimal.ts';
import type { Quote } from './quote.ts';
import { Side } from './side.ts';

export type StopsError = 'invalidStopLoss' | 'invalidTakeProfit';
export type StopTrigger = 'stopLoss' | 'takeProfit';

type Stops = {
  side: Side;
  stopLoss?: Decimal | undefined;
  takeProfit?: Decimal | undefined;
  quote: Quote;
};

/** A buy's stops sit either side of the bid it is valued at; a sell's either side of the ask. */
const stopLossValid = (side: Side, stopLoss: Decimal, quote: Quote): boolean =>
  stopLoss.gt(0) && (side === Side.buy ? stopLoss.lt(quote.bid) : stopLoss.gt(quote.ask));

const takeProfitValid = (side: Side, takeProfit: Decimal, quote: Quote): boolean =>
  takeProfit.gt(0) && (side === Side.buy ? takeProfit.gt(quote.bid) : takeProfit.lt(quote.ask));

/** Checks stops that are set (undefined = not set) against the side and the current quote. */
export const stopsErrors = ({ side, stopLoss, takeProfit, quote }: Stops): StopsError[] => {
  const errors: StopsError[] = [];
  if (stopLoss !== undefined && !stopLossValid(side, stopLoss, quote)) {
    errors.push('invalidStopLoss');
  }
  if (takeProfit !== undefined && !takeProfitValid(side, takeProfit, quote)) {
    errors.push('invalidTakeProfit');
  }
  return errors;
};

const isSet = (level: Decimal | undefined): level is Decimal => level?.gt(0) === true;

/** The price a position's stops watch: bid for a buy, ask for a sell. */
const watchedPrice = (side: Side, quote: Quote): Decimal =>
  side === Side.buy ? quote.bid : quote.ask;

const lossReached = (side: Side, price: Decimal, stopLoss: Decimal): boolean =>
  side === Side.buy ? price.lte(stopLoss) : price.gte(stopLoss);

const profitReached = (side: Side, price: Decimal, takeProfit: Decimal): boolean =>
  side === Side.buy ? price.gte(takeProfit) : price.lte(takeProfit);

/**
 * Which stop the quote has reached, if any. Crossing counts as well as touching, so a gap
 * past the level still triggers; the stop-loss wins if both are reached. Levels ≤ 0 are unset.
 */
export const stopTrigger = ({ side, stopLoss, takeProfit, quote }: Stops): StopTrigger | null => {
  const price = watchedPrice(side, quote);
  if (isSet(stopLoss) && lossReached(side, price, stopLoss)) return 'stopLoss';
  if (isSet(takeProfit) && profitReached(side, price, takeProfit)) return 'takeProfit';
  return null;
};
