import { Decimal } from './decimal.ts';
import { Side } from './side.ts';

export type Quote = { mid: Decimal; bid: Decimal; ask: Decimal };

/** Bid and ask around the feed's mid; rounding outward keeps the quoted spread at least the set one. */
export const quoteFromMid = ({
  mid,
  spread,
  pricePrecision,
}: {
  mid: Decimal;
  spread: Decimal;
  pricePrecision: number;
}): Quote => {
  const half = Decimal.max(spread, 0).div(2);
  return {
    mid,
    bid: mid.minus(half).toDecimalPlaces(pricePrecision, Decimal.ROUND_FLOOR),
    ask: mid.plus(half).toDecimalPlaces(pricePrecision, Decimal.ROUND_CEIL),
  };
};

/** A buy opens at the ask, a sell at the bid. */
export const entryPrice = (side: Side, quote: Quote): Decimal =>
  side === Side.buy ? quote.ask : quote.bid;

/** A buy is valued and closed at the bid, a sell at the ask. */
export const exitPrice = (side: Side, quote: Quote): Decimal =>
  side === Side.buy ? quote.bid : quote.ask;

/** The day's change in percent of its open, to 2 decimals; 0 without an open above zero. */
export const dayChangePct = ({ open, price }: { open: Decimal; price: Decimal }): Decimal =>
  open.gt(0) ? price.minus(open).div(open).times(100).toDecimalPlaces(2) : new Decimal(0);
