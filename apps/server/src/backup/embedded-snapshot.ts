import { sql } from 'kysely';
import { type Db, embeddedDatabaseOf } from '../db/database.ts';

/**
 * A consistent copy of the embedded database's files, as a gzipped tar that PGlite loads
 * (`loadDataDir`). It is taken holding the database's one connection: the engine's batch in
 * flight commits first, then nothing writes while the files are copied, then everything that
 * waited goes on. A checkpoint first writes every committed page to the files, so the copy
 * starts without replaying the log.
 */
export async function snapshotEmbedded(db: Db): Promise<Uint8Array> {
  const pglite = embeddedDatabaseOf(db);
  if (!pglite) throw new Error('only the embedded database is backed up this way; see pg_dump');
  return db.connection().execute(async (connection) => {
    await sql`CHECKPOINT`.execute(connection);
    const tar = await pglite.dumpDataDir('gzip');
    return new Uint8Array(await tar.arrayBuffer());
  });
}
