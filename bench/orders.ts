/**
 * Order path over HTTP on loopback: demo users open and close EURUSD positions as fast as
 * the platform answers. Every submit and close is a command through the engine's sequencer
 * and a committed transaction, so this measures the group commit as a trader's app meets it.
 * The client runs in a forked process so the server's process has its core to itself
 * (`--in-process` keeps both in one process). Prints orders and commands per second and
 * acknowledgement latency percentiles.
 *
 *   npm run bench:orders -- --users 20 --seconds 10            (PGlite on disk, the default shape)
 *   npm run bench:orders -- --users 50 --seconds 10 --postgres (TEST_DATABASE_URL or local PostgreSQL)
 *   npm run bench:orders -- --users 20 --seconds 10 --in-process
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { endpoints } from '@tp/contract/endpoints';
import { startTestPlatform } from '../apps/server/src/test-support/test-platform.ts';

const usersMax = 500;
const secondsMax = 120;

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    postgres: { type: 'boolean', default: false },
    'in-process': { type: 'boolean', default: false },
    // Set on the forked client only: the server's address and the instrument to trade.
    'client-of': { type: 'string' },
    'forex-id': { type: 'string' },
  },
});
const users = bounded(values.users, usersMax);
const seconds = bounded(values.seconds, secondsMax);

setTimeout(
  () => {
    console.error('benchmark did not finish in time');
    process.exit(1);
  },
  (seconds + 120) * 1000,
).unref();

type Answer = { code: number; msg: string; data: { token?: string; Id?: number } };
type Measured = { latenciesMs: number[]; elapsedS: number };

if (values['client-of']) await runClient(values['client-of'], Number(values['forex-id']));
else await runServer();

async function runServer(): Promise<void> {
  if (values.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const database = values.postgres
    ? undefined
    : ({ kind: 'pglite', dataDir: join(dataDir, 'db') } as const);
  const platform = await startTestPlatform({
    rateLimitPerMinute: 10_000_000,
    ...(database ? { database } : {}),
  });
  const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const eurusd = platform.market.instrumentByCode('EURUSD');
  if (!eurusd) throw new Error('EURUSD is not in the catalogue');

  const measured = values['in-process']
    ? await measure(address, eurusd.id)
    : await forkedClient(address, eurusd.id);
  report(measured);

  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Runs this file again as the client and waits for its measurements. */
function forkedClient(address: string, forexId: number): Promise<Measured> {
  const args = ['--users', String(users), '--seconds', String(seconds)];
  args.push('--client-of', address, '--forex-id', String(forexId));
  const child = fork(fileURLToPath(import.meta.url), args, { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as Measured));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`client exited with ${code}`)));
  });
}

async function runClient(address: string, forexId: number): Promise<void> {
  const measured = await measure(address, forexId);
  process.send?.(measured, () => process.exit(0));
}

async function measure(address: string, forexId: number): Promise<Measured> {
  async function call(path: string, method: 'GET' | 'POST', params: object, token?: string) {
    const headers: Record<string, string> = { lang: 'en', 'content-type': 'application/json' };
    if (token) headers.authorization = token;
    const url = new URL(path, address);
    if (method === 'GET') {
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
    }
    const response = await fetch(url, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(params) : undefined,
    });
    const answer = (await response.json()) as Answer;
    if (answer.code !== 1) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  const tokens: string[] = [];
  for (let i = 0; i < users; i++) {
    const session = await call(endpoints.createDemoAccount.path, 'GET', { demo_id: randomUUID() });
    tokens.push(session.token as string);
  }

  const latenciesMs: number[] = [];
  const deadline = performance.now() + seconds * 1000;

  async function trader(token: string) {
    while (performance.now() < deadline) {
      const started = performance.now();
      const order = await call(
        endpoints.submit.path,
        'POST',
        {
          type: 1,
          cont: 0.01,
          forex_id: forexId,
          status: 1,
          multiple: 100,
          client_order_id: randomUUID(),
        },
        token,
      );
      latenciesMs.push(performance.now() - started);
      const closing = performance.now();
      await call(endpoints.close.path, 'POST', { id: order.Id }, token);
      latenciesMs.push(performance.now() - closing);
    }
  }

  const began = performance.now();
  await Promise.all(tokens.map(trader));
  return { latenciesMs, elapsedS: (performance.now() - began) / 1000 };
}

function report({ latenciesMs, elapsedS }: Measured): void {
  latenciesMs.sort((a, b) => a - b);
  const at = (q: number) =>
    latenciesMs[Math.min(latenciesMs.length - 1, Math.floor(q * latenciesMs.length))] ?? 0;
  const orders = Math.ceil(latenciesMs.length / 2);
  console.log(`database           ${values.postgres ? 'PostgreSQL' : 'PGlite on disk'}`);
  console.log(`client             ${values['in-process'] ? 'same process' : 'forked process'}`);
  console.log(`users (in flight)  ${users}`);
  console.log(
    `commands           ${latenciesMs.length} (submit + close) in ${elapsedS.toFixed(1)} s`,
  );
  console.log(
    `orders             ${(orders / elapsedS).toFixed(0)} orders/s (each opened and closed)`,
  );
  console.log(`throughput         ${(latenciesMs.length / elapsedS).toFixed(0)} commands/s`);
  console.log(`ack latency p50    ${at(0.5).toFixed(1)} ms`);
  console.log(`ack latency p99    ${at(0.99).toFixed(1)} ms`);
  console.log(`ack latency max    ${at(1).toFixed(1)} ms`);
}

function bounded(text: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`expected a whole number from 1 to ${max}, got "${text}"`);
  }
  return value;
}
