import { type Kysely, sql } from 'kysely';

/**
 * The position a partial close was taken from: each part closed is its own closed order that
 * names the position it came from (which keeps its id, price and stops). Null for every other
 * order. History reads it by the order, so no index is needed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN parent_id bigint REFERENCES orders (id)`.execute(db);
}
