import { type Kysely, sql } from 'kysely';

/**
 * Uploads kept apart from the engine's connection. On the embedded shape an image's bytes live
 * in a file under the data folder and its row keeps only who owns it and what it is, so
 * `bytes` may now be empty; on PostgreSQL the bytes stay in the row. `upload_usage` counts
 * what each trader sent today, one row per trader, reset by the first upload of a day; the day
 * is the number of whole UTC days since 1970-01-01, free of any time zone's reading.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE stored_files ALTER COLUMN bytes DROP NOT NULL;

    CREATE TABLE upload_usage (
      user_id bigint PRIMARY KEY REFERENCES users(id),
      day integer NOT NULL,
      upload_count integer NOT NULL CHECK (upload_count >= 0),
      received_bytes bigint NOT NULL CHECK (received_bytes >= 0)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE upload_usage;
    ALTER TABLE stored_files ALTER COLUMN bytes SET NOT NULL;
  `.execute(db);
}
