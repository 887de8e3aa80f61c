import { type Kysely, sql } from 'kysely';

/** When each periodic job last ran, so a restart waits out its interval instead of running it again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job_runs (
      name text PRIMARY KEY,
      last_run_at timestamptz NOT NULL
    );
  `.execute(db);
}
