import { type Kysely, sql } from 'kysely';

/**
 * Each trader's favourite instruments (a bounded watch list, demo and real accounts alike), and
 * the consent a trader gave at registration: which version of the risk disclosure and the terms
 * was accepted, and when. Accounts opened before this migration have none recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE favourites (
      user_id bigint NOT NULL REFERENCES users(id),
      instrument_id integer NOT NULL REFERENCES instruments(id),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, instrument_id)
    );

    ALTER TABLE users ADD COLUMN terms_version text, ADD COLUMN terms_accepted_at timestamptz;
  `.execute(db);
}
