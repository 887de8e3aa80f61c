import { type Kysely, sql } from 'kysely';

/**
 * One record per stop-out, written in the transaction of the closes it tells of: the risk rate
 * that set it off and the level in force, the balance before and after, what negative balance
 * protection absorbed, and the positions closed in the order they were closed (a JSON array of
 * order id, symbol, side, lots, close price and P&L: the record is read whole, never searched
 * by position).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stop_outs (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL,
      risk_rate_pct numeric(36,18) NOT NULL,
      stop_out_level_pct numeric(12,2) NOT NULL,
      balance_before numeric(36,18) NOT NULL,
      balance_after numeric(36,18) NOT NULL,
      correction numeric(36,18) NOT NULL,
      positions jsonb NOT NULL
    );
    CREATE INDEX stop_outs_by_user ON stop_outs (user_id, id DESC);
  `.execute(db);
}
