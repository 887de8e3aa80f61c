import { randomUUID } from 'node:crypto';
/**
 * How long trading stops when the leading engine of the scaled shape dies. Real processes on
 * PostgreSQL and Redis: a feed, a gateway and two engines. A trader keeps submitting orders
 * through the gateway; the leading engine is killed (SIGKILL) and the time is taken until the
 * next order is acknowledged by the standby, which has taken over. The killed engine is started
 * again as the new standby, and the round repeats.
 *
 *   npm run bench:failover -- --rounds 5
 */
import { parseArgs } from 'node:util';
import {
  redisReachable,
  testRedisPrefix,
  testRedisUrl,
} from '../apps/server/src/test-support/redis.ts';
import {
  freePort,
  killServerProcess,
  type ServerProcess,
  startServerProcess,
} from '../apps/server/src/test-support/server-process.ts';
import { testDatabase } from '../apps/server/src/test-support/test-platform.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) throw new Error('--rounds: 1 to 50');
if (!(await redisReachable())) throw new Error(`no Redis at ${testRedisUrl}`);

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const database = await testDatabase();
if (database.location.kind !== 'postgres') throw new Error('needs PostgreSQL');
const env = {
  DATABASE_URL: database.location.url,
  REDIS_URL: testRedisUrl,
  REDIS_PREFIX: testRedisPrefix(),
  RATE_LIMIT_PER_MINUTE: '1000000',
};
const processes: ServerProcess[] = [];

async function start(roles: string, readyPath = '/health'): Promise<ServerProcess> {
  const server = await startServerProcess(
    await freePort(),
    { ...env, ROLES: roles },
    60_000,
    readyPath,
  );
  processes.push(server);
  return server;
}

async function engineRole(server: ServerProcess): Promise<string | undefined> {
  const res = await fetch(`${server.baseUrl}/health`);
  return ((await res.json()) as { roles: { engine?: string } }).roles.engine;
}

async function call(gateway: ServerProcess, path: string, token: string, body?: object) {
  const res = await fetch(`${gateway.baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { lang: 'en', authorization: token, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> | null };
}

try {
  await start('feed');
  let leader = await start('engine');
  while ((await engineRole(leader)) !== 'leading') await sleep(50);
  let standby = await start('engine');
  const gateway = await start('gateway', '/api/default/setting');
  const demo = await call(gateway, `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`, '');
  const token = (demo.data as { token: string }).token;
  const list = await call(gateway, '/v1/api/forex/trade_list?searchCurrency=BTCUSD', token);
  const btc = (list.data as unknown as { Id: number; Code: string }[]).find(
    (i) => i.Code === 'BTCUSD',
  );
  if (!btc) throw new Error('BTCUSD is not listed');
  const order = { type: 1, cont: 0.01, forex_id: btc.Id, status: 1, multiple: 10 };

  const takeoversMs: number[] = [];
  const leadingMs: number[] = [];
  let refused = 0;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < 20; i++) {
      const answer = await call(gateway, '/v1/api/forex/submit', token, order);
      if (answer.code !== 1) throw new Error(`order refused before the kill: ${answer.code}`);
      await call(gateway, '/v1/api/forex/close', token, { id: answer.data?.Id });
    }
    const killedAt = performance.now();
    await killServerProcess(leader);
    const next = standby;
    const leading = (async () => {
      while ((await engineRole(next)) !== 'leading') await sleep(5);
      leadingMs.push(performance.now() - killedAt);
    })();
    for (;;) {
      const answer = await call(gateway, '/v1/api/forex/submit', token, order);
      if (answer.code === 1) {
        await call(gateway, '/v1/api/forex/close', token, { id: answer.data?.Id });
        break;
      }
      refused += 1;
      await sleep(10);
    }
    takeoversMs.push(performance.now() - killedAt);
    await leading;
    processes.splice(processes.indexOf(leader), 1);
    leader = standby;
    standby = await start('engine');
  }
  takeoversMs.sort((a, b) => a - b);
  const at = (q: number) =>
    takeoversMs[Math.min(takeoversMs.length - 1, Math.floor(q * takeoversMs.length))] ?? 0;
  console.log(`rounds                  ${rounds}`);
  console.log(`kill to next order      p50 ${at(0.5).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`);
  console.log(`each round              ${takeoversMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(`standby leading after   ${leadingMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(`orders answered 1005    ${refused} (told to check their orders, retried)`);
} finally {
  for (const server of processes) await killServerProcess(server);
  await database.drop();
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
