import { Decimal } from '@tp/domain/decimal';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';

/** The demo starting balance: the operator's `demo_balance` setting, else the configured default. */
export async function demoBalance(db: Db, config: Pick<Config, 'demoBalance'>): Promise<Decimal> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'demo_balance')
    .executeTakeFirst();
  for (const candidate of [row?.value, config.demoBalance]) {
    try {
      const value = new Decimal(candidate ?? '');
      if (value.isFinite() && value.gte(0)) return value;
    } catch {
      // Not a number: try the next source.
    }
  }
  return new Decimal(0);
}
