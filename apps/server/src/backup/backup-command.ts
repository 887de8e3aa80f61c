import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConfig } from '../config/config.ts';
import { openPglite, pgliteDb } from '../db/database.ts';
import { backupFileName, writeFileWhole } from './backup-files.ts';
import { askControlSocket, ControlSocket, controlSocketPath } from './control-socket.ts';
import { snapshotEmbedded } from './embedded-snapshot.ts';

/**
 * `npm run backup [FILE]`: a consistent snapshot of the embedded database, taken by the running
 * server when there is one (asked on its control socket), else from the folder directly while
 * the socket is held so no server starts meanwhile. FILE defaults to a dated name in BACKUP_DIR
 * (else ./backups).
 */
async function main(): Promise<void> {
  const config = readConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_basebackup and WAL archiving, or pg_dump (README, Operations)',
    );
  }
  const databaseDir = join(config.dataDir, 'db');
  const target = process.argv[2]
    ? resolve(process.argv[2])
    : join(config.backupDir ?? resolve('backups'), backupFileName(new Date()));
  const socket = controlSocketPath(databaseDir);
  const answer = await askControlSocket(socket, 'backup');
  let snapshot: Uint8Array;
  let source: string;
  if (answer === 'absent') {
    if (!existsSync(databaseDir)) throw new Error(`no database in ${databaseDir}`);
    const control = await ControlSocket.claim(socket);
    try {
      const db = pgliteDb(await openPglite(databaseDir));
      try {
        snapshot = await snapshotEmbedded(db);
      } finally {
        await db.destroy();
      }
    } finally {
      await control.close();
    }
    source = `the folder ${databaseDir} (no server running)`;
  } else {
    snapshot = answer.body;
    source = `the running server (pid ${answer.pid})`;
  }
  await writeFileWhole(target, snapshot);
  const sha256 = createHash('sha256').update(snapshot).digest('hex');
  console.log(
    `backup of ${source} written to ${target}: ${snapshot.byteLength} bytes, sha256 ${sha256}`,
  );
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
