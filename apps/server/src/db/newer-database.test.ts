import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../test-support/pglite-template.ts';
import { testDatabase } from '../test-support/test-platform.ts';
import { DatabaseFromNewerVersion, migrateToLatest, openDatabase } from './database.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const fromTheFuture = '9999-from-a-newer-version';

async function markMigratedByNewerVersion(db: Parameters<typeof migrateToLatest>[0]) {
  await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${fromTheFuture}, ${new Date().toISOString()})`.execute(
    db,
  );
}

describe('a database migrated by a newer version', () => {
  it('is refused before anything is written, naming what this version does not know', async () => {
    const database = await testDatabase();
    const db = await openDatabase(database.location);
    try {
      await migrateToLatest(db);
      await markMigratedByNewerVersion(db);
      const before = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(db);
      const refusal = await migrateToLatest(db).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DatabaseFromNewerVersion);
      expect((refusal as DatabaseFromNewerVersion).unknownMigrations).toEqual([fromTheFuture]);
      expect((refusal as Error).message).toMatch(/migrated by a newer version/);
      const after = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(db);
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
      // A database this version knows is migrated as before.
      await sql`DELETE FROM kysely_migration WHERE name = ${fromTheFuture}`.execute(db);
      await expect(migrateToLatest(db)).resolves.toBeUndefined();
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  // The process opens a PGlite data folder, whatever TEST_DATABASE_URL says: the PostgreSQL run
  // would repeat this as it is.
  describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the real server process', () => {
    let dataDir = '';
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'tp-newer-db-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('exits with a clear message and a non-zero code', async () => {
      const db = await openDatabase({
        kind: 'pglite',
        dataDir: join(dataDir, 'db'),
        template: pgliteTemplate(),
      });
      try {
        await migrateToLatest(db);
        await markMigratedByNewerVersion(db);
      } finally {
        await db.destroy();
      }
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
      });
      const code = await new Promise<number | null>((done) => child.once('exit', done));
      expect(code).toBe(2);
      expect(errors).toContain(
        `This database was migrated by a newer version of the server: it has migrations this version does not know (${fromTheFuture})`,
      );
      // The message, not a stack trace.
      expect(errors).not.toMatch(/\n\s+at /);
      // A busy machine takes long to start the process and open the folder.
    }, 180_000);
  });
});
