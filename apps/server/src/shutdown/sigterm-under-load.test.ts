import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderPageSize } from '@tp/contract/endpoints';
import { OrderStatus } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openDatabase } from '../db/database.ts';
import { restartCloseCode } from '../realtime/gateway-socket.ts';
import { expectBooksOf } from '../test-support/engine/simulation-invariants.ts';
import { ScrapedMetrics } from '../test-support/scraped-metrics.ts';
import {
  fillFromTemplate,
  freePort,
  killServerProcess,
  type ServerProcess,
  signalServerProcess,
  startServerProcess,
} from '../test-support/server-process.ts';

type Envelope = { code: number; msg: string; data: Record<string, unknown> | null };
type WireOrder = { Id: number; Status: number };

/** What a request met: the server's envelope and HTTP status, or no answer at all. */
type Outcome = { status: number; body: Envelope } | { unanswered: string };

const restarting = ErrorCatalogue.serverRestarting.code;

// Real server processes on a PGlite data folder, whatever TEST_DATABASE_URL says: the
// PostgreSQL run would repeat this file as it is.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The embedded shape as a real process on a PGlite data folder: orders stream in from four
 * clients, SIGTERM arrives in the middle of them, the process stops by itself, and a restart on
 * the same folder has every order that was acknowledged, each client order id booked once, and
 * books that add up.
 */
describe.skipIf(onPostgres)('SIGTERM during a stream of orders', () => {
  let dataDir = '';
  const token = randomBytes(24).toString('base64url');
  const running: ServerProcess[] = [];
  let baseUrl = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tp-sigterm-'));
    await fillFromTemplate(dataDir);
  });

  afterAll(async () => {
    for (const server of running) await killServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<ServerProcess> {
    const port = await freePort();
    const server = await startServerProcess(
      port,
      {
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_MINUTE: '100000',
        METRICS_TOKEN: token,
        SHUTDOWN_GRACE_SECONDS: '20',
        FEED_SEED: '1818',
      },
      // A busy machine (other server processes starting beside it) takes long to start one.
      120_000,
    );
    running.push(server);
    baseUrl = server.baseUrl;
    return server;
  }

  async function send(path: string, session: string, body?: object): Promise<Outcome> {
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { lang: 'en', authorization: session, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
      return { status: res.status, body: (await res.json()) as Envelope };
    } catch (error) {
      return { unanswered: String((error as Error).cause ?? error) };
    }
  }

  async function call(path: string, session: string, body?: object): Promise<Envelope> {
    const outcome = await send(path, session, body);
    if ('unanswered' in outcome) throw new Error(`${path}: ${outcome.unanswered}`);
    return outcome.body;
  }

  async function allOrders(session: string): Promise<WireOrder[]> {
    const found: WireOrder[] = [];
    for (const status of Object.values(OrderStatus)) {
      for (let page = 1; ; page++) {
        const listed = await call(`/v1/api/forex/my_deal?status=${status}&page=${page}`, session);
        const rows = (listed.data?.data ?? []) as WireOrder[];
        found.push(...rows);
        if (rows.length < orderPageSize) break;
      }
    }
    return found;
  }

  it('keeps every acknowledged order and books each client order id once', async () => {
    const first = await start();
    const demo = await call(`/api/user/createAccountDemoForU?demo_id=${randomUUID()}`, '');
    const session = demo.data as { token: string; user: { id: number } };
    const list = await call('/v1/api/forex/trade_list?searchCurrency=BTCUSD', session.token);
    const btc = (list.data as unknown as { Id: number; Code: string }[]).find(
      (i) => i.Code === 'BTCUSD',
    );
    if (!btc) throw new Error('BTCUSD is not listed');
    const submitBody = (n: number) => ({
      type: n % 2 === 0 ? 1 : 2,
      cont: 0.01,
      forex_id: btc.Id,
      status: 1,
      multiple: 10,
      client_order_id: `sigterm-${n}`,
    });

    // A trader's socket, told to reconnect when the process stops.
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/ws`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const socketClosed = new Promise<number>((resolve) => socket.once('close', resolve));

    const submitted = new Map<number, number | undefined>();
    const afterSignal: Outcome[] = [];
    let next = 0;
    let acks = 0;
    let signalled = false;
    let exited = false;
    let exitCode: Promise<number | null> | undefined;
    const worker = async () => {
      while (!exited) {
        const n = next++;
        submitted.set(n, undefined);
        const wasSignalled = signalled;
        const outcome = await send('/v1/api/forex/submit', session.token, submitBody(n));
        if ('body' in outcome && outcome.body.code === 1) {
          submitted.set(n, Number(outcome.body.data?.Id));
          acks += 1;
        } else if (!wasSignalled && !signalled) {
          throw new Error(`refused before the signal: ${JSON.stringify(outcome)}`);
        }
        if (signalled) afterSignal.push(outcome);
        if ('unanswered' in outcome) await new Promise((resolve) => setTimeout(resolve, 20));
        if (acks >= 60 && !signalled) {
          // The counter of committed orders has seen at least every acknowledgement so far.
          const scraped = await fetch(`${baseUrl}/metrics`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const text = await scraped.text();
          const committed = new ScrapedMetrics(text).value('tp_engine_commands_total', {
            command: 'open_order',
            outcome: 'committed',
          });
          // A scrape that is not the metrics says what it was instead.
          expect(
            committed,
            `scrape ${scraped.status}: ${text.slice(0, 300)}`,
          ).toBeGreaterThanOrEqual(60);
          if (signalled) continue;
          signalled = true;
          exitCode = signalServerProcess(first, 'SIGTERM').finally(() => {
            exited = true;
          });
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);

    // Stopped by itself, within its bound (the bound's exit code is 1).
    expect(await exitCode).toBe(0);
    expect(await socketClosed).toBe(restartCloseCode);
    // After the signal a request was answered in full, refused in the envelope, or not taken.
    for (const outcome of afterSignal) {
      if ('unanswered' in outcome) continue;
      if (outcome.status === 503) expect(outcome.body.code).toBe(restarting);
      else expect(outcome.body.code).toBe(1);
    }
    const acknowledged = [...submitted.values()].filter((id) => id !== undefined).length;
    expect(acknowledged).toBeGreaterThanOrEqual(60);

    await start();
    const byId = new Map((await allOrders(session.token)).map((o) => [o.Id, o.Status]));
    for (const [n, id] of submitted) {
      if (id === undefined) continue;
      expect(byId.get(id), `acknowledged order sigterm-${n} (${id})`).toBe(OrderStatus.holding);
    }
    // Every submit again with its id: acknowledged ones answer the same order, the rest once.
    for (const [n, id] of submitted) {
      const again = await call('/v1/api/forex/submit', session.token, submitBody(n));
      expect(again.code, `sigterm-${n}: ${again.msg}`).toBe(1);
      if (id !== undefined) expect(again.data?.Id).toBe(id);
    }
    expect((await allOrders(session.token)).length).toBe(submitted.size);

    // A second clean stop, then the books read straight from the folder.
    expect(await signalServerProcess(running[1] as ServerProcess, 'SIGTERM')).toBe(0);
    const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    try {
      await expectBooksOf(db, session.user.id);
    } finally {
      await db.destroy();
    }
  }, 360_000);
});
