import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseLocation } from '../db/database.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { startTestPlatform, type TestPlatform, testDatabase } from './test-platform.ts';

/**
 * For restart tests: returns what starts a test platform on one database that outlives each
 * platform, so a test can close one and see what the next loads. The database (a PGlite
 * folder named after `name`, beside the folder of its uploads, or a PostgreSQL schema with
 * TEST_DATABASE_URL) is made before the calling file's tests and removed after them, so call
 * this at the top of the file. A PGlite folder starts from the run's migrated template: what the
 * tests restart is the platform, not the first install.
 */
export function restartablePlatform(name: string): () => Promise<TestPlatform> {
  let location: DatabaseLocation;
  let uploadsDir: string | undefined;
  let cleanUp: (() => Promise<void>) | undefined;
  let started = false;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const database = await testDatabase();
      location = database.location;
      cleanUp = database.drop;
      return;
    }
    const dir = await mkdtemp(join(tmpdir(), `${name}-`));
    location = { kind: 'pglite', dataDir: join(dir, 'db') };
    uploadsDir = join(dir, 'uploads');
    cleanUp = () => rm(dir, { recursive: true, force: true });
  });

  afterAll(async () => {
    await cleanUp?.();
  });

  return () => {
    // The template fills an empty folder only: later starts open what the earlier ones left.
    const database =
      location.kind === 'pglite' && !started
        ? { ...location, template: pgliteTemplate() }
        : location;
    started = true;
    return startTestPlatform({ database, uploadsDir });
  };
}
