import { randomUUID } from 'node:crypto';
import { orderPageSize } from '@tp/contract/endpoints';
import { OrderStatus } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseLocation, openDatabase } from '../db/database.ts';
import { expectBooksOf } from '../test-support/engine/simulation-invariants.ts';
import { redisReachable, testRedisPrefix, testRedisUrl } from '../test-support/redis.ts';
import {
  freePort,
  killServerProcess,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.ts';
import { testDatabase } from '../test-support/test-platform.ts';

// The scaled shape's processes share PostgreSQL (advisory locks) and Redis: without both
// (`npm test` runs on the embedded database) there is nothing to run; `npm run test:pg` runs it.
const ready = Boolean(process.env.TEST_DATABASE_URL) && (await redisReachable());

type Envelope = { code: number; msg: string; data: Record<string, unknown> | null };
type WireOrder = { Id: number; Status: number };

/** Outcomes a gateway may answer while the engine changes hands. */
const unknownOutcome = ErrorCatalogue.engineUnavailable.code;

/**
 * The scaled shape as real processes: a feed, a gateway, a leading engine and a standby. The
 * leading engine is killed (SIGKILL) in the middle of a stream of orders through the gateway;
 * the standby takes over, the stream goes on, and every acknowledged order is kept.
 */
describe.skipIf(!ready)('the leading engine killed during a stream of orders', () => {
  let database: { location: DatabaseLocation; drop: () => Promise<void> };
  const processes: ServerProcess[] = [];
  let gatewayPort: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await testDatabase();
    if (database.location.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
    env = {
      DATABASE_URL: database.location.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: testRedisPrefix(),
      FEED_SEED: '4242',
    };
  });

  afterAll(async () => {
    for (const process of processes) await killServerProcess(process);
    await database?.drop();
  });

  async function start(roles: string, readyPath = '/health'): Promise<ServerProcess> {
    const port = await freePort();
    const started = await startServerProcess(port, { ...env, ROLES: roles }, 60_000, readyPath);
    processes.push(started);
    return started;
  }

  async function roleOf(server: ServerProcess, role: string): Promise<string | undefined> {
    const res = await fetch(`${server.baseUrl}/health`);
    return ((await res.json()) as { roles: Record<string, string> }).roles[role];
  }

  async function call(path: string, token: string, body?: object): Promise<Envelope> {
    const res = await fetch(`http://127.0.0.1:${gatewayPort}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { lang: 'en', authorization: token, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    return (await res.json()) as Envelope;
  }

  it('keeps every acknowledged order and books each client order id once', async () => {
    await start('feed');
    const leader = await start('engine');
    await until(async () => (await roleOf(leader, 'engine')) === 'leading');
    const standby = await start('engine');
    expect(await roleOf(standby, 'engine')).toBe('standby');
    const gateway = await start('gateway', '/api/default/setting');
    gatewayPort = Number(new URL(gateway.baseUrl).port);

    const demo = await call(`/api/user/createAccountDemoForU?demo_id=${randomUUID()}`, '');
    const session = demo.data as { token: string; user: { id: number } };
    const list = await call('/v1/api/forex/trade_list?searchCurrency=BTCUSD', session.token);
    const btc = (list.data as unknown as { Id: number; Code: string }[]).find(
      (i) => i.Code === 'BTCUSD',
    );
    if (!btc) throw new Error('BTCUSD is not listed');
    const submit = (coid: string, n: number) =>
      call('/v1/api/forex/submit', session.token, {
        type: n % 2 === 0 ? 1 : 2,
        cont: 0.01,
        forex_id: btc.Id,
        status: 1,
        multiple: 10,
        client_order_id: coid,
      });

    // Submitted ids with their order once acknowledged; closes with whether they were.
    const submitted = new Map<string, number | undefined>();
    const closes = new Map<number, boolean>();
    let next = 0;
    let acks = 0;
    let killedAt = -1;
    const deadline = Date.now() + 90_000;
    const worker = async () => {
      // Forty acknowledgements, the kill, then forty more through the new engine.
      while (killedAt < 0 || acks < killedAt + 40) {
        if (Date.now() > deadline) throw new Error('the stream never went on after the kill');
        const n = next++;
        const open = [...submitted.values()].filter(
          (id): id is number => id !== undefined && !closes.has(id),
        );
        const closing = n % 3 === 2 ? open[0] : undefined;
        let code: number;
        if (closing !== undefined) {
          closes.set(closing, false);
          const answer = await call('/v1/api/forex/close', session.token, { id: closing });
          code = answer.code;
          if (code === 1) closes.set(closing, true);
        } else {
          const coid = `scaled-kill-${n}`;
          submitted.set(coid, undefined);
          const answer = await submit(coid, n);
          code = answer.code;
          if (code === 1) submitted.set(coid, Number(answer.data?.Id));
        }
        // The only other answer: the engine is changing hands, and the outcome is not known.
        expect([1, unknownOutcome]).toContain(code);
        if (code === 1) acks += 1;
        else await new Promise((resolve) => setTimeout(resolve, 20));
        if (acks >= 40 && killedAt < 0) {
          killedAt = acks;
          await killServerProcess(leader);
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(await roleOf(standby, 'engine')).toBe('leading');

    const byId = new Map((await allOrders(session.token)).map((o) => [o.Id, o.Status]));
    for (const [coid, id] of submitted) {
      if (id === undefined) continue;
      const status = byId.get(id);
      expect(status, `acknowledged order ${coid} (${id})`).toBeDefined();
      const closed = closes.get(id);
      if (closed === true) expect(status).toBe(OrderStatus.closed);
      if (closed === undefined) expect(status).toBe(OrderStatus.holding);
    }
    // Every submit again with its id: acknowledged ones answer the same order, the rest once.
    for (const [coid, id] of submitted) {
      // The same request as the first: the side follows the id's number.
      const again = await submit(coid, Number(coid.slice('scaled-kill-'.length)));
      expect(again.code, `${coid}: ${again.msg}`).toBe(1);
      if (id !== undefined) expect(again.data?.Id).toBe(id);
    }
    expect((await allOrders(session.token)).length).toBe(submitted.size);

    const db = await openDatabase(database.location);
    try {
      await expectBooksOf(db, session.user.id);
    } finally {
      await db.destroy();
    }

    async function allOrders(token: string): Promise<WireOrder[]> {
      const found: WireOrder[] = [];
      for (const status of Object.values(OrderStatus)) {
        for (let page = 1; ; page++) {
          const listed = await call(`/v1/api/forex/my_deal?status=${status}&page=${page}`, token);
          const rows = (listed.data?.data ?? []) as WireOrder[];
          found.push(...rows);
          if (rows.length < orderPageSize) break;
        }
      }
      return found;
    }
  }, 180_000);
});

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
