import { Decimal } from './decimal.ts';

const sum = (values: Iterable<Decimal>): Decimal => {
  let total = new Decimal(0);
  for (const value of values) total = total.plus(value);
  return total;
};

/** What pending orders hold back from the balance: their margin and fee, returned on cancel. */
export const pendingReserve = (pending: readonly { margin: Decimal; fee: Decimal }[]): Decimal =>
  sum(pending.map((order) => order.margin.plus(order.fee)));

/**
 * Funds out of the balance (`lock_balance`): the margin of holding positions, the reserve of
 * pending orders, and the amounts of withdrawals under review.
 */
export const lockedFunds = ({
  holding,
  pending,
  withdrawing,
}: {
  holding: readonly { margin: Decimal }[];
  pending: readonly { margin: Decimal; fee: Decimal }[];
  withdrawing: Iterable<Decimal>;
}): Decimal =>
  sum(holding.map((order) => order.margin))
    .plus(pendingReserve(pending))
    .plus(sum(withdrawing));

/** The amounts of withdrawals under review, together. */
export const withdrawingTotal = (amounts: Iterable<Decimal>): Decimal => sum(amounts);
