import { type Kysely, sql } from 'kysely';

/**
 * Trigram indexes for the operators' search of users by any part of the e-mail, phone or uid
 * (`ILIKE '%…%'`), which would otherwise read the whole table: on 300,000 users, about a
 * second without them and a millisecond with them. Users are added one registration at a
 * time, so the indexes are updated at once (no pending list, which PGlite, having no
 * autovacuum, would never merge). pg_trgm goes into `public` once per
 * database, so every schema (each PostgreSQL test file has its own) finds the same operator
 * class; concurrent migrations wait for each other on an advisory lock while creating it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('tp.extension.pg_trgm'))`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db);
  await sql`
    CREATE INDEX users_email_trgm ON users USING gin (email public.gin_trgm_ops)
      WITH (fastupdate = off);
    CREATE INDEX users_mobile_trgm ON users USING gin (mobile public.gin_trgm_ops)
      WITH (fastupdate = off);
    CREATE INDEX users_phone_trgm ON users
      USING gin ((coalesce(area_code, '') || coalesce(mobile, '')) public.gin_trgm_ops)
      WITH (fastupdate = off);
    CREATE INDEX users_uid_trgm ON users USING gin (uid public.gin_trgm_ops)
      WITH (fastupdate = off);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX users_uid_trgm, users_phone_trgm, users_mobile_trgm, users_email_trgm;
  `.execute(db);
}
