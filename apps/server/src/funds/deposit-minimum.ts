import { Decimal } from '@tp/domain/decimal';
import type { Db } from '../db/database.ts';

/** Settings key of the smallest deposit, in the deposit's currency; absent means only above 0. */
export const depositMinSettingKey = 'deposit_min_number';

export async function depositMinimum(db: Db): Promise<Decimal> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', depositMinSettingKey)
    .executeTakeFirst();
  const value = Number(row?.value);
  return row && Number.isFinite(value) && value > 0 ? new Decimal(row.value) : new Decimal(0);
}
