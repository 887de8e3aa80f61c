import { Decimal } from './decimal.ts';
import type { InstrumentTerms } from './instrument.ts';
import { checkMarketOrder, type OrderError, type OrderEstimate } from './order-check.ts';
import type { Side } from './side.ts';

/** A price as a quote with no spread: a pending order is checked as if it filled there. */
const atPrice = (price: Decimal) => ({ mid: price, bid: price, ask: price });

export type PendingAmendInput = {
  terms: InstrumentTerms;
  side: Side;
  lots: Decimal;
  leverage: number | undefined;
  stopLoss: Decimal | undefined;
  takeProfit: Decimal | undefined;
  /** The new target price. */
  target: Decimal;
  /** What the order reserves now (its margin and fee), returned before the new reserve is taken. */
  reserved: { margin: Decimal; fee: Decimal };
  quoteToUsd: Decimal | undefined;
  feeType: number;
  marketOpen: boolean;
  /** The account's free margin with the order's current reserve still held. */
  freeMargin: Decimal;
  /** Whether the instrument has a live price (a target is only moved on a priced market). */
  priced: boolean;
};

/**
 * Moving a pending order's target is judged as placing it again at the new target: the order is
 * checked by the rules of a new order priced at the target (its stops must stay on the right
 * side of the new target), with its own reserve counted as free, since that reserve is returned
 * when the new one is taken. Empty errors mean the move is accepted; `change` is what the
 * balance gives (positive) or gets back (negative).
 */
export function checkPendingAmend(input: PendingAmendInput): {
  errors: OrderError[];
  estimate: OrderEstimate | undefined;
  change: Decimal;
} {
  const { reserved } = input;
  const held = reserved.margin.plus(reserved.fee);
  const { errors, estimate } = checkMarketOrder({
    terms: input.terms,
    side: input.side,
    lots: input.lots,
    leverage: input.leverage,
    stopLoss: input.stopLoss,
    takeProfit: input.takeProfit,
    quote: input.priced ? atPrice(input.target) : undefined,
    quoteToUsd: input.quoteToUsd,
    feeType: input.feeType,
    marketOpen: input.marketOpen,
    freeMargin: input.freeMargin.plus(held),
  });
  const change = estimate ? estimate.margin.plus(estimate.fee).minus(held) : new Decimal(0);
  return { errors, estimate, change };
}
