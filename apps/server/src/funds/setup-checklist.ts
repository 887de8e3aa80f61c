import {
  type SetupChecklist,
  type SetupChecklistItem,
  setupChecklistItems,
} from '@tp/contract/admin-endpoints';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The table whose enabled rows settle each item. */
const tableOf = {
  depositNetwork: 'deposit_networks',
  wireOption: 'wire_options',
  drawCurrency: 'draw_currencies',
} as const satisfies Record<SetupChecklistItem, string>;

/**
 * What is still missing before real traders can deposit or withdraw, read in one statement:
 * whether any enabled deposit network, wire option and withdrawal currency exists (the same
 * rows the traders' funds pages list).
 */
export async function readSetupChecklist(db: Db): Promise<SetupChecklist> {
  const exists = (item: SetupChecklistItem) =>
    sql<boolean>`exists (select 1 from ${sql.table(tableOf[item])} where enabled)`.as(item);
  const row = await db.selectNoFrom(setupChecklistItems.map(exists)).executeTakeFirstOrThrow();
  return { items: setupChecklistItems.map((key) => ({ key, done: Boolean(row[key]) })) };
}
