import { type Kysely, sql } from 'kysely';

/**
 * Traders' alerts. A price alert waits for an instrument's price to cross a level upwards
 * (direction 1) or downwards (2); `armed` says the price was last seen ahead of the level, so
 * the next reach is a crossing; a one-off alert stops being `active` when it fires, a repeating
 * one waits until the price has gone back across. A margin alert (one per trader) tells once
 * each time the risk rate falls under the trader's level. Both states are kept, so a restart or
 * the engine's failover neither tells a crossing twice nor forgets one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE price_alerts (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id),
      instrument_id integer NOT NULL REFERENCES instruments(id),
      direction smallint NOT NULL,
      price numeric(36,18) NOT NULL,
      repeat boolean NOT NULL,
      active boolean NOT NULL DEFAULT true,
      armed boolean NOT NULL DEFAULT true,
      fired_count integer NOT NULL DEFAULT 0,
      fired_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX price_alerts_by_user ON price_alerts (user_id, id DESC);
    CREATE INDEX price_alerts_active ON price_alerts (user_id) WHERE active;

    CREATE TABLE margin_alerts (
      user_id bigint PRIMARY KEY REFERENCES users(id),
      level_pct numeric(12,2) NOT NULL,
      armed boolean NOT NULL DEFAULT true,
      fired_at timestamptz,
      updated_at timestamptz NOT NULL
    );
  `.execute(db);
}
