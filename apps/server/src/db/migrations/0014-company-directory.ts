import { type Kysely, sql } from 'kysely';

/**
 * The provider directory run from the back office. A logo is one of the broker's published
 * images, named by its file id (the link is rebuilt when answering, so a change of PUBLIC_URL
 * moves every logo with it); a logo stored as a link before is kept when it names such an image,
 * and dropped otherwise, since an outside address is not ours to serve. Names are unique in any
 * case, so a trader never sees two providers they cannot tell apart; older duplicates are told
 * apart by their id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE companies ADD COLUMN logo_file_id text REFERENCES stored_files(id);
    UPDATE companies c SET logo_file_id = f.id
      FROM stored_files f
      WHERE f.owner_operator_id IS NOT NULL
        AND f.id = substring(c.logo FROM '/api/common/image/([A-Za-z0-9_-]{24})$');
    ALTER TABLE companies DROP COLUMN logo;

    UPDATE companies c SET name = c.name || ' (' || c.id || ')'
      WHERE EXISTS (
        SELECT 1 FROM companies d WHERE lower(d.name) = lower(c.name) AND d.id < c.id
      );
    CREATE UNIQUE INDEX companies_name_lower ON companies (lower(name));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX companies_name_lower;
    ALTER TABLE companies ADD COLUMN logo text NOT NULL DEFAULT '';
    UPDATE companies SET logo = '/api/common/image/' || logo_file_id WHERE logo_file_id IS NOT NULL;
    ALTER TABLE companies DROP COLUMN logo_file_id;
  `.execute(db);
}
