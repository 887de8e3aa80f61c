import { type Kysely, sql } from 'kysely';

/**
 * The reconciliation's reports (one row per run, its totals and differences as JSON), and an
 * index for the period's flows, which the daily run reads by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reconciliation_reports (
      id bigserial PRIMARY KEY,
      started_at timestamptz NOT NULL,
      finished_at timestamptz NOT NULL,
      period_from timestamptz NOT NULL,
      period_to timestamptz NOT NULL,
      trigger text NOT NULL CHECK (trigger IN ('schedule', 'operator')),
      operator_id integer REFERENCES operators(id),
      accounts_checked integer NOT NULL,
      difference_count integer NOT NULL,
      totals jsonb NOT NULL,
      differences jsonb NOT NULL
    );
    CREATE INDEX reconciliation_reports_newest ON reconciliation_reports (id DESC);
    CREATE INDEX ledger_entries_created ON ledger_entries (created_at);
  `.execute(db);
}
