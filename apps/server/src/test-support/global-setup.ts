import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteTemplateVariable, writePgliteTemplate } from './pglite-template.ts';

/**
 * Once per test run, before the server's test files: the migrated PGlite database that their
 * in-memory databases start from (none is needed when they run on PostgreSQL).
 */
export async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'tp-pglite-template-'));
  const path = join(dir, 'migrated.tar');
  await writePgliteTemplate(path);
  process.env[pgliteTemplateVariable] = path;
  return () => rmSync(dir, { recursive: true, force: true });
}
