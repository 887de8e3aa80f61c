import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OrderStatus } from '@tp/contract/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database.ts';
import { reconcileBooks } from '../reconciliation/reconcile-books.ts';
import { expectBooksOf } from '../test-support/engine/simulation-invariants.ts';
import {
  fillFromTemplate,
  freePort,
  killServerProcess,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');

type Envelope = { code: number; msg: string; data: Record<string, unknown> | null };

/** Runs `npm run backup` / `npm run restore`'s script as its own process. */
function runCommand(
  script: 'backup-command.ts' | 'restore-command.ts',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/backup/${script}`, ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => done({ code, out, err }));
  });
}

async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  return exited;
}

/** Positions without quotes: the books are checked, P&L counts at zero. */
const noQuotes = {
  instrument: () => undefined,
  quote: () => undefined,
  quoteToUsd: () => undefined,
  isOpen: () => false,
  instruments: () => [],
};

// Real server processes on a PGlite data folder, whatever TEST_DATABASE_URL says: the
// PostgreSQL run would repeat this file as it is.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The embedded shape as real processes: a backup taken by the running server while orders
 * stream in, the server stopped, the backup restored, and the restored books hold every order
 * acknowledged before the backup began, a ledger that is exactly the old one up to a moment,
 * and balances that add up.
 */
describe.skipIf(onPostgres)('a backup taken under order load, restored', () => {
  let folder: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // Short: the control socket's path must fit a unix socket's 107 bytes.
    folder = mkdtempSync(join(tmpdir(), 'tp-bk-'));
    env = { DATA_DIR: join(folder, 'data'), FEED_SEED: '4242', RATE_LIMIT_PER_MINUTE: '100000' };
    await fillFromTemplate(env.DATA_DIR as string);
  });

  afterAll(async () => {
    await killServerProcess(server);
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every acknowledged order and every ledger entry, the books adding up', async () => {
    const port = await freePort();
    server = await startServerProcess(port, env, 90_000);
    const call = async (path: string, token: string, body?: object): Promise<Envelope> => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { lang: 'en', authorization: token, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
      return (await res.json()) as Envelope;
    };
    const demo = await call(`/api/user/createAccountDemoForU?demo_id=${randomUUID()}`, '');
    const session = demo.data as { token: string; user: { id: number } };
    const list = await call('/v1/api/forex/trade_list?searchCurrency=BTCUSD', session.token);
    const btc = (list.data as unknown as { Id: number; Code: string }[]).find(
      (i) => i.Code === 'BTCUSD',
    );
    if (!btc) throw new Error('BTCUSD is not listed');

    // Acknowledged orders and closes, each with the phase it was acknowledged in.
    type Phase = 'before' | 'during' | 'after';
    let phase: Phase = 'before';
    const orders = new Map<number, Phase>();
    const closes = new Map<number, Phase>();
    let backup: ReturnType<typeof runCommand> | undefined;
    const file = join(folder, 'snapshot.tar.gz');
    let acksAfter = 0;
    let n = 0;
    const worker = async () => {
      while (acksAfter < 20) {
        const i = n++;
        const open = [...orders.keys()].filter((id) => !closes.has(id));
        // A close every third call, and whenever many are open: the snapshot may take long on a
        // busy machine, and orders placed meanwhile must not run the account out of margin.
        const closing =
          i % 3 === 2 || open.length >= 40 ? open[i % Math.max(1, open.length)] : undefined;
        // The phase when the call was made: one acknowledged after the backup began may or
        // may not be in it, so only those asked and answered before it are sure to be.
        const askedIn = phase;
        const answeredIn = (): Phase =>
          askedIn === 'before' && phase !== 'before' ? 'during' : askedIn;
        if (closing !== undefined) {
          closes.set(closing, 'during');
          const answer = await call('/v1/api/forex/close', session.token, { id: closing });
          expect(answer.code, answer.msg).toBe(1);
          closes.set(closing, answeredIn());
        } else {
          const answer = await call('/v1/api/forex/submit', session.token, {
            type: i % 2 === 0 ? 1 : 2,
            cont: 0.01,
            forex_id: btc.Id,
            status: 1,
            multiple: 10,
            client_order_id: `backup-${i}`,
          });
          expect(answer.code, answer.msg).toBe(1);
          orders.set(Number(answer.data?.Id), answeredIn());
        }
        if (phase === 'after') acksAfter += 1;
        if (phase === 'before' && orders.size >= 30) {
          phase = 'during';
          backup = runCommand('backup-command.ts', [file], env);
          void backup.then(() => {
            phase = 'after';
          });
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const taken = await backup;
    expect(taken?.code, taken?.err).toBe(0);
    expect(taken?.out).toContain('the running server');
    const before = [...orders].filter(([, at]) => at === 'before').map(([id]) => id);
    const after = [...orders].filter(([, at]) => at === 'after').map(([id]) => id);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(after.length).toBeGreaterThan(0);
    // Orders went on being placed while the snapshot was taken.
    expect([...orders.values()].filter((at) => at === 'during').length).toBeGreaterThan(0);

    // A restore while the server runs is refused, and changes nothing.
    const refused = await runCommand('restore-command.ts', [file], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('the server is running');

    expect(await stopServer(server)).toBe(0);
    const restored = await runCommand('restore-command.ts', [file], env);
    expect(restored.code, restored.err).toBe(0);
    const aside = readdirSync(env.DATA_DIR as string).filter((name) =>
      name.startsWith('db.before-restore-'),
    );
    expect(aside).toHaveLength(1);

    const db = await openDatabase({ kind: 'pglite', dataDir: join(env.DATA_DIR as string, 'db') });
    const old = await openDatabase({
      kind: 'pglite',
      dataDir: join(env.DATA_DIR as string, aside[0] as string),
    });
    try {
      const kept = new Map(
        (await db.selectFrom('orders').select(['id', 'status']).execute()).map((o) => [
          o.id,
          o.status,
        ]),
      );
      for (const id of before) {
        expect(kept.has(id), `order ${id} acknowledged before the backup`).toBe(true);
        if (closes.get(id) === 'before') expect(kept.get(id)).toBe(OrderStatus.closed);
      }
      for (const id of after) expect(kept.has(id), `order ${id} placed after it`).toBe(false);

      // The restored ledger is the old one exactly, up to the moment of the snapshot.
      const entries = async (from: Db) =>
        from
          .selectFrom('ledger_entries')
          .select(['id', 'user_id', 'amount', 'type', 'order_id', 'balance_after'])
          .orderBy('id')
          .execute();
      const restoredLedger = await entries(db);
      const last = restoredLedger[restoredLedger.length - 1]?.id ?? 0;
      const oldLedger = (await entries(old)).filter((entry) => entry.id <= last);
      expect(restoredLedger).toEqual(oldLedger);
      expect((await entries(old)).length).toBeGreaterThan(restoredLedger.length);
      for (const id of before) {
        expect(
          restoredLedger.some((entry) => entry.order_id === id),
          `ledger of order ${id}`,
        ).toBe(true);
      }

      await expectBooksOf(db, session.user.id);
      const books = await reconcileBooks(db, noQuotes, { from: new Date(0), to: new Date() });
      expect(books.differences).toEqual([]);
      expect(books.accountsChecked).toBe(1);
    } finally {
      await db.destroy();
      await old.destroy();
    }

    // The restored folder serves again.
    server = await startServerProcess(port, env, 90_000);
    const holding = await call('/v1/api/forex/my_deal?status=1&page=1', session.token);
    expect(holding.code).toBe(1);
    expect(await stopServer(server)).toBe(0);
  }, 240_000);

  it('refuses to restore a file that is not a backup, changing nothing', async () => {
    const bogus = join(folder, 'bogus.tar.gz');
    await import('node:fs/promises').then((fs) => fs.writeFile(bogus, 'not a database'));
    const refused = await runCommand('restore-command.ts', [bogus], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('not a backup of this platform');
    expect(existsSync(join(env.DATA_DIR as string, 'db'))).toBe(true);
    const aside = readdirSync(env.DATA_DIR as string).filter((name) =>
      name.startsWith('db.before-restore-'),
    );
    expect(aside).toHaveLength(1);
  }, 60_000);
});
