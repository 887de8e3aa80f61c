import { readFileSync, writeFileSync } from 'node:fs';
import { migrateToLatest, openPglite, pgliteDb } from '../db/database.ts';

/**
 * An empty PGlite database takes seconds to create (its initdb runs in WebAssembly); one loaded
 * from the dump of a migrated one starts in well under a second. The test run writes that dump
 * once (vitest's global setup) and every in-memory test database starts from it, then migrates
 * (nothing is left to do) and seeds as it always does.
 */
export async function writePgliteTemplate(path: string): Promise<void> {
  const pglite = await openPglite(undefined);
  const db = pgliteDb(pglite);
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

/** Where the global setup tells test processes the dump is. */
export const pgliteTemplateVariable = 'TEST_PGLITE_TEMPLATE';

let loaded: { path: string; blob: Blob } | undefined;

/** The dump the global setup wrote, read once per process; undefined outside such a run. */
export function pgliteTemplate(): Blob | undefined {
  const path = process.env[pgliteTemplateVariable];
  if (!path) return undefined;
  if (loaded?.path !== path) loaded = { path, blob: new Blob([readFileSync(path)]) };
  return loaded.blob;
}
