import type { Decimal } from './decimal.ts';
import { requiredMargin } from './margin.ts';
import { bookAmount } from './money.ts';
import { entryPrice, type Quote } from './quote.ts';
import { Side } from './side.ts';

/**
 * The price a pending order opens at when a quote reaches its target, or undefined when the
 * quote does not reach it. The order watches the price it would open at (the ask for a buy, the
 * bid for a sell), crossing up to a target that rested above it or down to one that rested below.
 * A limit (a buy below, a sell above) fills at its target; a stop (a buy above, a sell below)
 * fills at the quote that broke through, so a gap is honoured.
 */
export function pendingFillPrice({
  side,
  target,
  restsAbove,
  quote,
}: {
  side: Side;
  target: Decimal;
  /** Whether the target rested above the price at placement (`restsAbove`). */
  restsAbove: boolean;
  quote: Quote;
}): Decimal | undefined {
  const watched = entryPrice(side, quote);
  if (restsAbove ? watched.lt(target) : watched.gt(target)) return undefined;
  const limit = (side === Side.buy) !== restsAbove;
  return limit ? target : watched;
}

/**
 * The margin a filled pending order holds, booked: taken again at the fill price when that
 * differs from the target, unless the balance cannot cover the difference, in which case the
 * position keeps the margin reserved at placement. The fee stays as reserved.
 */
export function filledMargin({
  reserved,
  target,
  price,
  balance,
  lots,
  terms,
  quoteToUsd,
  leverage,
}: {
  /** The margin reserved when the order was placed (or its target last moved). */
  reserved: Decimal;
  target: Decimal;
  /** The fill price (`pendingFillPrice`). */
  price: Decimal;
  /** The account's balance, out of which a larger margin is taken. */
  balance: Decimal;
} & Omit<Parameters<typeof requiredMargin>[0], 'price'>): Decimal {
  if (price.eq(target)) return reserved;
  const margin = bookAmount(requiredMargin({ lots, terms, price, quoteToUsd, leverage }));
  return margin.minus(reserved).gt(balance) ? reserved : margin;
}
