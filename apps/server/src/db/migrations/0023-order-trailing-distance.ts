import { type Kysely, sql } from 'kysely';

/**
 * A holding position's trailing stop: the price distance its stop-loss keeps behind the price.
 * The level it has tightened to is the order's stop_loss, so a restarted or failed-over engine
 * rebuilds the trail from these two columns. Null when no trail is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN trailing_distance numeric`.execute(db);
}
