import { type Kysely, sql } from 'kysely';

/**
 * What a submit with an idempotency id asked for (`orderRequestFingerprint`), so that the id
 * reused for a different order is refused instead of answered with the first one. Orders written
 * before this have none and are taken as retries, as they always were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN request_fingerprint text`.execute(db);
}
