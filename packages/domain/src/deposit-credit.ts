import type { Decimal } from './decimal.ts';
import { bookAmount } from './money.ts';

/**
 * The USD a finished deposit credits, booked to 6 decimals: the operator's typed figure, or
 * else the amount sent times the USD price of the channel it came by. The back office shows
 * the same figure before the operator confirms.
 */
export const depositCredit = ({
  amount,
  usdPrice,
  typed,
}: {
  /** The amount the trader sent, in the deposit's own currency. */
  amount: Decimal;
  usdPrice: Decimal;
  /** What the operator typed, if anything. */
  typed?: Decimal | undefined;
}): Decimal => bookAmount(typed ?? amount.times(usdPrice));
