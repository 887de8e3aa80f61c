import { type Kysely, sql } from 'kysely';

/**
 * The trader ranking (DESIGN §7): each real trader's own choice to be listed and under which
 * name (off by default); the traders operators hid; and the board a periodic job computes from
 * the books, which the list call only reads. Closed orders get an index by trader and close time,
 * which the job pages through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ranking_profiles (
      user_id bigint PRIMARY KEY REFERENCES users(id),
      listed boolean NOT NULL DEFAULT false,
      nickname text,
      updated_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX ranking_profiles_nickname ON ranking_profiles (lower(nickname));

    CREATE TABLE ranking_hidden (
      user_id bigint PRIMARY KEY REFERENCES users(id),
      operator_id integer NOT NULL REFERENCES operators(id),
      reason text NOT NULL,
      hidden_at timestamptz NOT NULL
    );

    CREATE TABLE trader_rankings (
      user_id bigint PRIMARY KEY REFERENCES users(id),
      is_demo boolean NOT NULL,
      score numeric(36,18) NOT NULL,
      period_rate numeric(36,18) NOT NULL,
      period_profit numeric(36,18) NOT NULL,
      win_rate numeric(36,18) NOT NULL,
      max_drawdown numeric(36,18) NOT NULL,
      total_rate numeric(36,18) NOT NULL,
      period_closed integer NOT NULL,
      total_closed integer NOT NULL,
      risk_score integer NOT NULL,
      leverage integer NOT NULL,
      instrument_id integer REFERENCES instruments(id),
      computed_at timestamptz NOT NULL
    );
    CREATE INDEX trader_rankings_order ON trader_rankings (score DESC, user_id);

    CREATE INDEX orders_closed_by_user ON orders (user_id, closed_at) WHERE status = 3;
  `.execute(db);
}
