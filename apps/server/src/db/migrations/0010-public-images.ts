import { type Kysely, sql } from 'kysely';

/**
 * Images the broker's staff publish (news covers, provider logos): owned by an operator, not a
 * trader, and served to anyone at a link that does not expire. A stored file is owned by exactly
 * one of the two; a trader's stays private.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE stored_files ALTER COLUMN owner_user_id DROP NOT NULL;
    ALTER TABLE stored_files ADD COLUMN owner_operator_id integer REFERENCES operators(id);
    ALTER TABLE stored_files ADD CONSTRAINT stored_files_one_owner
      CHECK ((owner_user_id IS NULL) <> (owner_operator_id IS NULL));
  `.execute(db);
}
