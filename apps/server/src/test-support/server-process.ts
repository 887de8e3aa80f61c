import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { pgliteTemplate } from './pglite-template.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** A free loopback port: the server does not take PORT=0, so one is chosen here. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/**
 * Fills the database folder of a DATA_DIR from the run's migrated template (vitest's global
 * setup), so a process's first start opens a migrated database instead of running initdb and
 * every migration: a fresh install costs a process seconds. No template (the PostgreSQL run),
 * no change.
 */
export async function fillFromTemplate(dataDir: string): Promise<void> {
  const template = pgliteTemplate();
  if (!template) return;
  const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db'), template });
  await db.destroy();
}

export type ServerProcess = { child: ChildProcess; baseUrl: string };

/**
 * Starts `main.ts` as its own process on loopback and waits until it answers HTTP at
 * `readyPath` (a route of the gateway by default; `/health` for a process without one).
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  // A guard, not a measure: a busy machine takes over a minute to start a process from source.
  timeoutMs = 120_000,
  readyPath = '/api/default/setting',
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors}`);
    try {
      const res = await fetch(`${baseUrl}${readyPath}`);
      if (res.ok) return { child, baseUrl };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start in ${timeoutMs} ms: ${errors}`);
}

/** Kills the process at once, as a crash would, and waits until it is gone. */
export async function killServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGKILL');
  await gone;
}

/** Sends the process a signal (SIGTERM by default) and waits for it to exit; answers its exit code. */
export async function signalServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((done) => server.child.once('exit', done));
  server.child.kill(signal);
  return exited;
}
