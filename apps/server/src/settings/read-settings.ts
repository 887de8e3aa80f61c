import type { Db } from '../db/database.ts';

/** The operator's values of `keys`; a key without a row is absent from the map. */
export async function readSettings(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** A setting read as a whole number, or `fallback` when it is missing or not one. */
export function wholeNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(parsed) ? parsed : fallback;
}
