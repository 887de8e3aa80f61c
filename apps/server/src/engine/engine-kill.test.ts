import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderPageSize } from '@tp/contract/endpoints';
import { OrderStatus } from '@tp/contract/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseLocation, openDatabase } from '../db/database.ts';
import { expectBooksOf } from '../test-support/engine/simulation-invariants.ts';
import {
  fillFromTemplate,
  freePort,
  killServerProcess,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.ts';
import { testDatabase } from '../test-support/test-platform.ts';

type Envelope = { code: number; msg: string; data: Record<string, unknown> | null };
type WireOrder = { Id: number; Status: number };

let server: ServerProcess | undefined;
let dataDir: string;
let database: { location: DatabaseLocation; drop: () => Promise<void> };
let env: Record<string, string>;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'engine-kill-'));
  database = await testDatabase();
  port = await freePort();
  env = { DATA_DIR: dataDir, FEED_SEED: '4242' };
  if (database.location.kind === 'postgres') env.DATABASE_URL = database.location.url;
  else await fillFromTemplate(dataDir);
});

afterAll(async () => {
  await killServerProcess(server);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(path: string, token: string, body?: object): Promise<Envelope> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { lang: 'en', authorization: token, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(5_000),
  });
  return (await res.json()) as Envelope;
}

async function allOrders(token: string): Promise<WireOrder[]> {
  const found: WireOrder[] = [];
  for (const status of Object.values(OrderStatus)) {
    for (let page = 1; ; page++) {
      const list = await call(`/v1/api/forex/my_deal?status=${status}&page=${page}`, token);
      const rows = (list.data?.data ?? []) as WireOrder[];
      found.push(...rows);
      if (rows.length < orderPageSize) break;
    }
  }
  return found;
}

/**
 * The submit of one client order id, the same every time it is sent: buys and sells in turn by
 * the id's number, so a retry asks for exactly what the first request did.
 */
const order = (coid: string, forexId: number) => ({
  type: Number(coid.slice(coid.lastIndexOf('-') + 1)) % 2 === 0 ? 1 : 2,
  cont: 0.01,
  forex_id: forexId,
  status: 1,
  multiple: 10,
  client_order_id: coid,
});

/** What the stream sent and which answers came back before the crash. */
type Stream = {
  submitted: Map<string, number | undefined>;
  closes: Map<number, boolean>;
};

async function streamUntilKilled(token: string, forexId: number, killAfter: number) {
  const stream: Stream = { submitted: new Map(), closes: new Map() };
  let next = 0;
  let acks = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const n = next++;
      const open = [...stream.submitted.values()].filter(
        (id): id is number => id !== undefined && !stream.closes.has(id),
      );
      const closing = n % 3 === 2 ? open[0] : undefined;
      try {
        if (closing !== undefined) {
          stream.closes.set(closing, false);
          const answer = await call('/v1/api/forex/close', token, { id: closing });
          if (answer.code === 1) stream.closes.set(closing, true);
        } else {
          const coid = `kill-${n}`;
          stream.submitted.set(coid, undefined);
          const answer = await call('/v1/api/forex/submit', token, order(coid, forexId));
          expect(answer.code, answer.msg).toBe(1);
          stream.submitted.set(coid, Number(answer.data?.Id));
        }
        acks++;
      } catch (error) {
        if (!killed) throw error;
      }
      if (acks >= killAfter && !killed) {
        killed = true;
        await killServerProcess(server);
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return stream;
}

describe('a server killed during a stream of orders', () => {
  it('keeps every acknowledged order, books each client order id once, and balances after restart', async () => {
    server = await startServerProcess(port, env);
    const demo = await fetch(
      `http://127.0.0.1:${port}/api/user/createAccountDemoForU?demo_id=${randomUUID()}`,
    );
    const session = ((await demo.json()) as Envelope).data as {
      token: string;
      user: { id: number };
    };
    const token = session.token;
    const list = await call('/v1/api/forex/trade_list?searchCurrency=BTCUSD', token);
    const btc = (list.data as unknown as { Id: number; Code: string }[]).find(
      (i) => i.Code === 'BTCUSD',
    );
    if (!btc) throw new Error('BTCUSD is not listed');

    const stream = await streamUntilKilled(token, btc.Id, 40);
    const acked = [...stream.submitted].filter(([, id]) => id !== undefined);
    expect(acked.length).toBeGreaterThanOrEqual(20);

    server = await startServerProcess(port, env);
    const byId = new Map((await allOrders(token)).map((o) => [o.Id, o.Status]));
    for (const [, id] of acked) {
      const status = byId.get(id as number);
      expect(status, `acknowledged order ${id}`).toBeDefined();
      const closeAcked = stream.closes.get(id as number);
      if (closeAcked === true) expect(status).toBe(OrderStatus.closed);
      if (closeAcked === undefined) expect(status).toBe(OrderStatus.holding);
      if (closeAcked === false) expect([OrderStatus.holding, OrderStatus.closed]).toContain(status);
    }

    // Every submit again with its id: acknowledged ones answer the same order, the rest once.
    for (const [coid, id] of stream.submitted) {
      const again = await call('/v1/api/forex/submit', token, order(coid, btc.Id));
      expect(again.code, `${coid}: ${again.msg}`).toBe(1);
      if (id !== undefined) expect(again.data?.Id).toBe(id);
    }
    for (const [id, answered] of stream.closes) {
      if (answered) continue;
      const again = await call('/v1/api/forex/close', token, { id });
      expect([1, 2202], again.msg).toContain(again.code);
    }
    const after = await allOrders(token);
    expect(after.length).toBe(stream.submitted.size);
    for (const [id] of stream.closes) {
      expect(after.find((o) => o.Id === id)?.Status).toBe(OrderStatus.closed);
    }

    await killServerProcess(server);
    const location: DatabaseLocation =
      database.location.kind === 'postgres'
        ? database.location
        : { kind: 'pglite', dataDir: join(dataDir, 'db') };
    const db = await openDatabase(location);
    try {
      await expectBooksOf(db, session.user.id);
    } finally {
      await db.destroy();
    }
  }, 300_000);
});
