import { chmodSync, lstatSync, mkdirSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { dirname } from 'node:path';

/**
 * The embedded shape's local control channel: a unix socket beside the database folder
 * (`data/db.sock`), readable and writable by the server's own user only and never reachable
 * from the network. PGlite is one process's database, so `npm run backup` asks the running
 * server for its snapshot here, and `npm run restore` (or a second server) learns here that the
 * folder is in use.
 *
 * Protocol: the client writes one line of JSON, `{"command": "status" | "backup"}`; the server
 * answers one line of JSON (`{"ok": true, …}` or `{"ok": false, "error": …}`), for a backup
 * followed by `bytes` bytes of the snapshot, and closes.
 */
export const controlSocketPath = (databaseDir: string): string => `${databaseDir}.sock`;

export type ControlHandlers = {
  backup: () => Promise<Uint8Array>;
};

type Answer = { ok: true; pid: number; bytes?: number } | { ok: false; error: string };

/** Longest request line read; anything longer is not ours. */
const requestBytesMax = 1_024;
const requestWaitMs = 10_000;

export class ControlSocket {
  private handlers: ControlHandlers | undefined;
  private backupUnderway: Promise<Uint8Array> | undefined;

  private constructor(
    private readonly server: Server,
    readonly path: string,
  ) {}

  /**
   * Takes the control socket of the database folder, refusing when another process answers
   * on it (a server, a backup or a restore at work on the same folder). A socket left by a
   * process that died is removed.
   */
  static async claim(path: string): Promise<ControlSocket> {
    const existing = lstatOrUndefined(path);
    if (existing) {
      if (!existing.isSocket()) throw new Error(`${path} exists and is not a control socket`);
      const answer = await askControlSocket(path, 'status').catch(() => undefined);
      if (answer !== 'absent') {
        throw new Error(
          `another process is using this database folder (its control socket ${path} answers): stop it first`,
        );
      }
      unlinkSync(path);
    }
    const control = new ControlSocket(
      createServer((socket) => control.serve(socket)),
      path,
    );
    await control.listen();
    return control;
  }

  /** What a backup request runs; until set, requests are answered that the server is starting. */
  handle(handlers: ControlHandlers): void {
    this.handlers = handlers;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    try {
      unlinkSync(this.path);
    } catch {
      // Already gone.
    }
  }

  private async listen(): Promise<void> {
    mkdirSync(dirname(this.path), { recursive: true });
    // Created with no access for the group or others, before anyone could connect.
    const umask = process.umask(0o177);
    try {
      await new Promise<void>((resolve, reject) => {
        this.server.once('error', reject);
        this.server.listen(this.path, () => {
          this.server.off('error', reject);
          resolve();
        });
      });
    } finally {
      process.umask(umask);
    }
    chmodSync(this.path, 0o600);
  }

  private serve(socket: Socket): void {
    socket.setTimeout(requestWaitMs, () => socket.destroy());
    let received = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end < 0) {
        if (received.length > requestBytesMax) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      socket.setTimeout(0);
      void this.answer(socket, received.slice(0, end));
    });
  }

  private async answer(socket: Socket, line: string): Promise<void> {
    const reply = (answer: Answer, body?: Uint8Array) => {
      socket.write(`${JSON.stringify(answer)}\n`);
      if (body) socket.write(body);
      socket.end();
    };
    let command: unknown;
    try {
      command = (JSON.parse(line) as { command?: unknown }).command;
    } catch {
      return reply({ ok: false, error: 'not a request' });
    }
    if (command === 'status') return reply({ ok: true, pid: process.pid });
    if (command !== 'backup') return reply({ ok: false, error: 'unknown command' });
    if (!this.handlers) return reply({ ok: false, error: 'the server is starting' });
    try {
      const snapshot = await this.backupOnce(this.handlers);
      reply({ ok: true, pid: process.pid, bytes: snapshot.byteLength }, snapshot);
    } catch (error) {
      reply({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Backups asked for together share one snapshot. */
  private backupOnce(handlers: ControlHandlers): Promise<Uint8Array> {
    this.backupUnderway ??= handlers.backup().finally(() => {
      this.backupUnderway = undefined;
    });
    return this.backupUnderway;
  }
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

export type ControlAnswer = { pid: number; body: Buffer };

/**
 * Sends one command to the control socket. Answers `'absent'` when no process listens there
 * (no socket, or one left by a process that died); throws the server's refusal.
 */
export function askControlSocket(
  path: string,
  command: 'status' | 'backup',
  timeoutMs = 600_000,
): Promise<ControlAnswer | 'absent'> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      outcome();
    };
    socket.setTimeout(timeoutMs, () =>
      settle(() => reject(new Error('the server did not answer on its control socket'))),
    );
    socket.on('connect', () => socket.write(`${JSON.stringify({ command })}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        settle(() => resolve('absent'));
      } else settle(() => reject(error));
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf(10);
      settle(() => {
        if (end < 0) return reject(new Error('the control socket closed without an answer'));
        const answer = JSON.parse(all.subarray(0, end).toString('utf8')) as Answer;
        if (!answer.ok) return reject(new Error(answer.error));
        const body = all.subarray(end + 1);
        if (answer.bytes !== undefined && body.length !== answer.bytes) {
          return reject(
            new Error(`the snapshot was cut short (${body.length} of ${answer.bytes} bytes)`),
          );
        }
        resolve({ pid: answer.pid, body });
      });
    });
  });
}
