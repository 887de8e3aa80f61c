import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConfig } from '../config/config.ts';
import { ControlSocket, controlSocketPath } from './control-socket.ts';
import { restoreEmbedded } from './restore-embedded.ts';

/**
 * `npm run restore FILE`: brings a backup back into DATA_DIR/db. Refuses while a server (or a
 * backup) uses the folder, holds the folder's control socket meanwhile so none starts, and
 * keeps the database that was there aside.
 */
async function main(): Promise<void> {
  const config = readConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: restore PostgreSQL with its own tools (README, Operations)',
    );
  }
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run restore FILE');
  const path = resolve(file);
  if (!existsSync(path)) throw new Error(`no file ${path}`);
  const databaseDir = join(config.dataDir, 'db');
  let control: ControlSocket;
  try {
    control = await ControlSocket.claim(controlSocketPath(databaseDir));
  } catch (error) {
    throw new Error(
      `the server is running on ${config.dataDir} (or a backup is): stop it, then restore (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  try {
    const restored = await restoreEmbedded(databaseDir, path, new Date());
    console.log(`restored ${path} into ${databaseDir} (migrations up to ${restored.migration})`);
    if (restored.keptAside)
      console.log(`the database that was there is kept in ${restored.keptAside}`);
  } finally {
    await control.close();
  }
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
