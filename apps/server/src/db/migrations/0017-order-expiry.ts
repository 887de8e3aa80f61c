import { type Kysely, sql } from 'kysely';

/**
 * When a pending order expires (null: good till cancelled). The engine loads open orders at
 * start and keeps their expiries in memory; no index is needed here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN expires_at timestamptz`.execute(db);
}
