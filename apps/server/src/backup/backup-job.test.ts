import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteDb } from '../db/database.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { backupJobName } from './backup-job.ts';
import { askControlSocket, ControlSocket } from './control-socket.ts';

let platform: TestPlatform;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tp-bj-'));
  platform = await startTestPlatform(
    {},
    { backupDir: join(folder, 'backups'), backupEveryHours: 6, backupKeep: 2 },
  );
});

afterAll(async () => {
  await platform?.close();
  rmSync(folder, { recursive: true, force: true });
});

// Scheduled backups are the embedded shape's: on PostgreSQL its own backups apply (README) and
// the platform registers no backup job.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)('scheduled backups', () => {
  it('writes a dated snapshot each run and keeps the newest BACKUP_KEEP', async () => {
    await platform.db
      .insertInto('job_runs')
      .values({ name: 'backup-marker', last_run_at: platform.clock.now() })
      .execute();
    for (let run = 0; run < 3; run++) {
      platform.clock.advance(6 * 3_600_000);
      await platform.runJob(backupJobName);
    }
    const files = readdirSync(join(folder, 'backups')).sort();
    expect(files).toHaveLength(2);
    for (const name of files) expect(name).toMatch(/^tp-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    // The newest loads as a database holding what was written before it.
    const newest = join(folder, 'backups', files[1] as string);
    const db = pgliteDb(await openPglite(undefined, new Blob([readFileSync(newest)])));
    try {
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM job_runs WHERE name = 'backup-marker'
      `.execute(db);
      expect(rows).toEqual([{ name: 'backup-marker' }]);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});

describe('the control socket', () => {
  it('answers status, refuses a second claim, and takes over a socket left by a dead process', async () => {
    const path = join(folder, 'db.sock');
    const control = await ControlSocket.claim(path);
    const status = await askControlSocket(path, 'status');
    expect(status).toMatchObject({ pid: process.pid });
    await expect(askControlSocket(path, 'backup')).rejects.toThrow('the server is starting');
    await expect(ControlSocket.claim(path)).rejects.toThrow('another process is using');
    await control.close();
    expect(await askControlSocket(path, 'status')).toBe('absent');

    // A socket left by a process that died listening on it: removed and claimed.
    const child = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(path)}, () => console.log('up'))`,
    ]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    expect(existsSync(path)).toBe(true);
    expect(await askControlSocket(path, 'status')).toBe('absent');
    const again = await ControlSocket.claim(path);
    expect(await askControlSocket(path, 'status')).toMatchObject({ pid: process.pid });
    await again.close();

    const notSocket = join(folder, 'file.sock');
    writeFileSync(notSocket, 'x');
    await expect(ControlSocket.claim(notSocket)).rejects.toThrow('is not a control socket');
  });
});
