import { existsSync, renameSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { openPglite, pgliteDb } from '../db/database.ts';
import { backupFileName } from './backup-files.ts';

export type Restored = {
  /** Where the database that was there before now lies; undefined when there was none. */
  keptAside: string | undefined;
  /** The newest migration the backup's database had. */
  migration: string;
};

/**
 * Brings a snapshot back into the database folder. The file is opened in memory first and must
 * be a database of this platform (it has run migrations), so a wrong or broken file changes
 * nothing; the folder there before is renamed aside (`db.before-restore-…`), never deleted.
 * The caller makes sure no server uses the folder (its control socket).
 */
export async function restoreEmbedded(
  databaseDir: string,
  file: string,
  now: Date,
): Promise<Restored> {
  const snapshot = new Blob([await readFile(file)]);
  const migration = await newestMigrationOf(snapshot);
  let keptAside: string | undefined;
  if (existsSync(databaseDir)) {
    keptAside = `${databaseDir}.before-restore-${backupFileName(now).slice('tp-backup-'.length, -'.tar.gz'.length)}`;
    renameSync(databaseDir, keptAside);
  }
  const pglite = await openPglite(databaseDir, snapshot);
  await pglite.close();
  return { keptAside, migration };
}

async function newestMigrationOf(snapshot: Blob): Promise<string> {
  let pglite: Awaited<ReturnType<typeof openPglite>>;
  try {
    pglite = await openPglite(undefined, snapshot);
  } catch (error) {
    throw new Error(`not a backup of this platform: ${String(error)}`);
  }
  const db = pgliteDb(pglite);
  try {
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1
    `.execute(db);
    const name = rows[0]?.name;
    if (!name) throw new Error('it has no migrations');
    return name;
  } catch (error) {
    throw new Error(
      `not a backup of this platform: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await db.destroy();
  }
}
