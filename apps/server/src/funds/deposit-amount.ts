import { Decimal } from '@tp/domain/decimal';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { depositMinimum } from './deposit-minimum.ts';

/** Larger than any real deposit; beyond it the figure is a typing error. */
const depositAmountMax = new Decimal('1e12');

/** The amount of a deposit form: given, above zero, at least the minimum. */
export async function depositAmount(db: Db, amount: Decimal | undefined): Promise<Decimal> {
  if (amount === undefined || !amount.isFinite() || amount.lte(0)) {
    throw new ApiError('enterRechargeAmount');
  }
  if (amount.gt(depositAmountMax)) throw new ApiError('invalidField', { field: 'number' });
  const minimum = await depositMinimum(db);
  if (amount.lt(minimum)) throw new ApiError('amountTooSmall', { min: minimum.toString() });
  return amount;
}
