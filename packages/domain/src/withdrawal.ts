// Loaded for its configuration: these formulas rely on 40 significant digits.
import './decimal.ts';
import { Decimal } from './decimal.ts';
import { bookAmount } from './money.ts';

/** fee_type of a withdrawal currency: 1 a fixed fee in USD, anything else a rate of the amount. */
export const DrawFeeType = { fixed: 1, rate: 2 } as const;

export type WithdrawalQuote = {
  /** USD kept as the fee, booked to 6 dp. */
  fee: Decimal;
  /** What the trader should receive in the draw currency: (amount − fee) × rate, never below 0. */
  expectedReceipt: Decimal;
};

/** The fee and the expected receipt of a withdrawal of `amount` USD (spec §9). */
export function withdrawalQuote({
  amount,
  feeType,
  fee,
  drawRate,
}: {
  amount: Decimal;
  feeType: number;
  /** The fixed fee, or the rate (0.01 = 1 %). */
  fee: Decimal;
  drawRate: Decimal;
}): WithdrawalQuote {
  const charged = bookAmount(feeType === DrawFeeType.fixed ? fee : amount.times(fee));
  const receipt = amount.minus(charged).times(drawRate);
  return { fee: charged, expectedReceipt: bookAmount(Decimal.max(receipt, 0)) };
}

/**
 * Whether `amount` USD may be withdrawn: positive, at least the currency's minimum, and within
 * the free margin (equity less margin in use), so open positions keep their cover.
 */
export function withdrawalError({
  amount,
  minimum,
  freeMargin,
}: {
  amount: Decimal;
  minimum: Decimal;
  freeMargin: Decimal;
}): 'enterAmount' | 'belowMinimum' | 'aboveFreeMargin' | null {
  if (!amount.isFinite() || amount.lte(0)) return 'enterAmount';
  if (amount.lt(minimum)) return 'belowMinimum';
  if (amount.gt(freeMargin)) return 'aboveFreeMargin';
  return null;
}
