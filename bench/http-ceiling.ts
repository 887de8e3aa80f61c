/**
 * The ceiling the HTTP layer alone puts on the order path: the same forked client as
 * bench/orders.ts (one keep-alive connection per user, one request in flight each, a small JSON
 * POST with `lang` and `authorization` headers) against a route that does no work and answers a
 * small envelope at once. Whatever orders/s the platform reaches, it cannot pass half of the
 * requests/s printed here on the same machine.
 *
 *   npx tsx bench/http-ceiling.ts --server shell   (the platform's HTTP shell: createHttpApp's plugins)
 *   npx tsx bench/http-ceiling.ts --server fastify (a bare Fastify instance)
 *   npx tsx bench/http-ceiling.ts --server node    (node:http alone)
 *   npx tsx bench/http-ceiling.ts --server node-held   (node:http alone, each answer held until the
 *                                                   next flush every --hold-ms, 5 by default: the
 *                                                   pace at which a group commit answers commands)
 *   npx tsx bench/http-ceiling.ts --server shell-held   (the platform's HTTP shell, its no-op route's
 *                                                    answers held likewise: the floor under a
 *                                                    command at a group commit's pace)
 *   npx tsx bench/http-ceiling.ts --server node --json   (the figures as one JSON line: bench:orders
 *                                                         runs it so as to print its ratio to them)
 */
import { fork } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { createHttpApp } from '../apps/server/src/http/app.ts';
import { HttpConnection } from './http-connection.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '5' },
    server: { type: 'string', default: 'shell' },
    // node-held, shell-held: how long answers wait for their flush, as commands wait for their
    // batch's commit.
    'hold-ms': { type: 'string', default: '5' },
    // Prints the figures as one line of JSON (`CeilingFigures`) instead of a table.
    json: { type: 'boolean', default: false },
    // Set on the forked client only: the server's port.
    'client-of': { type: 'string' },
  },
});
const users = bounded(values.users, 1, 1000);
const servers = ['node', 'node-held', 'fastify', 'shell', 'shell-held'];
if (!servers.includes(values.server ?? ''))
  throw new Error(`--server is one of ${servers.join(', ')}`);
const seconds = bounded(values.seconds, 1, 120);
const path = '/v1/api/bench/ping';
const envelope = { code: 1, msg: 'Success', data: { Id: 1 } };

type Measured = { latenciesMs: number[]; elapsedS: number; cpuMs: number };
/** What `--json` prints. */
export type CeilingFigures = {
  server: string;
  users: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  serverCpuUsPerRequest: number;
  clientCpuUsPerRequest: number;
};

if (values['client-of']) await runClient(Number(values['client-of']));
else await runServer();

async function runServer(): Promise<void> {
  const { port, close } = await startServer(values.server ?? 'shell');
  const child = fork(fileURLToPath(import.meta.url), [
    '--users',
    String(users),
    '--seconds',
    String(seconds),
    '--client-of',
    String(port),
  ]);
  let cpuAtStart = 0;
  const measured = await new Promise<Measured>((resolve, reject) => {
    child.on('message', (message: { kind: 'started' } | { kind: 'done'; measured: Measured }) => {
      if (message.kind === 'started') cpuAtStart = cpuMs();
      else resolve(message.measured);
    });
    child.once('exit', (code) => reject(new Error(`client exited with ${code}`)));
  });
  const serverCpuMs = cpuMs() - cpuAtStart;
  const { latenciesMs, elapsedS } = measured;
  latenciesMs.sort((a, b) => a - b);
  const at = (q: number) => latenciesMs[Math.floor(q * (latenciesMs.length - 1))] ?? 0;
  const perRequestUs = (ms: number) => (ms * 1000) / Math.max(1, latenciesMs.length);
  const figures: CeilingFigures = {
    server: values.server ?? 'shell',
    users,
    requestsPerSecond: latenciesMs.length / elapsedS,
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    serverCpuUsPerRequest: perRequestUs(serverCpuMs),
    clientCpuUsPerRequest: perRequestUs(measured.cpuMs),
  };
  if (values.json) console.log(JSON.stringify(figures));
  else {
    const line = (label: string, text: string) => console.log(`${label.padEnd(22)}${text}`);
    line('server', figures.server);
    line('users (in flight)', String(users));
    line('requests', `${figures.requestsPerSecond.toFixed(0)}/s`);
    line('latency p50', `${figures.latencyP50Ms.toFixed(2)} ms`);
    line('latency p99', `${figures.latencyP99Ms.toFixed(2)} ms`);
    line('server CPU', `${figures.serverCpuUsPerRequest.toFixed(0)} µs per request`);
    line('client CPU', `${figures.clientCpuUsPerRequest.toFixed(0)} µs per request`);
  }
  await close();
}

/** A server whose one route answers the envelope at once. */
async function startServer(kind: string): Promise<{ port: number; close: () => Promise<void> }> {
  if (kind === 'node' || kind === 'node-held') {
    const body = JSON.stringify(envelope);
    const answer = (response: ServerResponse) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    };
    // node-held: the answers of each stretch go out together when it ends, as a batch's do.
    let held: ServerResponse[] = [];
    const flush = setInterval(
      () => {
        const due = held;
        held = [];
        for (const response of due) answer(response);
      },
      bounded(values['hold-ms'], 1, 100),
    );
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        if (kind === 'node') answer(response);
        else held.push(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      port,
      close: () =>
        new Promise((resolve) => {
          clearInterval(flush);
          server.close(() => resolve());
        }),
    };
  }
  const app =
    kind === 'fastify'
      ? Fastify()
      : await createHttpApp({ logLevel: 'silent', rateLimitPerMinute: 10_000_000 });
  // shell-held: the route's answers of each stretch are released together when it ends; the
  // other kinds keep no timer, so that they answer as they did.
  let waiting: (() => void)[] = [];
  const flush =
    kind === 'shell-held'
      ? setInterval(
          () => {
            const due = waiting;
            waiting = [];
            for (const release of due) release();
          },
          bounded(values['hold-ms'], 1, 100),
        )
      : undefined;
  app.post(path, async () => {
    if (flush) await new Promise<void>((release) => waiting.push(release));
    return envelope;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    port,
    close: () => {
      clearInterval(flush);
      return app.close();
    },
  };
}

async function runClient(port: number): Promise<void> {
  const connections = Array.from({ length: users }, () => new HttpConnection('127.0.0.1', port));
  const headers = { lang: 'en', authorization: 'x'.repeat(43) };
  const body = JSON.stringify({ id: 123456 });
  const latenciesMs: number[] = [];
  const warmupEnds = performance.now() + 1000;
  const deadline = warmupEnds + seconds * 1000;
  let cpuBefore = 0;
  setTimeout(() => {
    cpuBefore = cpuMs();
    process.send?.({ kind: 'started' });
  }, 1000);
  await Promise.all(
    connections.map(async (connection) => {
      while (performance.now() < deadline) {
        const began = performance.now();
        await connection.request('POST', path, headers, body);
        if (began >= warmupEnds) latenciesMs.push(performance.now() - began);
      }
    }),
  );
  const cpu = cpuMs() - cpuBefore;
  for (const connection of connections) connection.close();
  const measured: Measured = { latenciesMs, elapsedS: seconds, cpuMs: cpu };
  process.send?.({ kind: 'done', measured }, () => process.exit(0));
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function bounded(text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
