/**
 * Order path over HTTP on loopback: demo users open and close EURUSD positions as fast as
 * the platform answers. Every submit and close is a command through the engine's sequencer
 * and a committed transaction, so this measures the group commit as a trader's app meets it.
 * Each user keeps one request in flight on its own keep-alive connection. The client runs in
 * a forked process (`--in-process` keeps both in one process) and, by default, speaks HTTP/1.1
 * over a plain socket so that it costs the shared cores little; `--fetch` uses `fetch` instead.
 * Prints orders and commands per second, acknowledgement latency percentiles, how the commands
 * grouped into batches, the CPU time each process spent per command, and what paused the server's
 * thread (the event loop's delay, garbage-collection pauses by kind). Then, in the same run,
 * it measures a bare `node:http` server under the same client (bench/http-ceiling.ts --server
 * node: same users, same request shape) before and after the orders, and prints the server's CPU
 * per command as a multiple of the bare request's (the mean of the two), so that the figure does
 * not depend on the day's machine; the two bare figures show how much the machine drifted. The
 * platform's HTTP shell answering a no-op route is measured next, the floor under any command,
 * then a bare server that holds each answer until a flush every batch interval of the run:
 * node:http's own cost for an answer that waits, as a command's waits for its commit; and last
 * the shell's no-op route answered at that pace, with what a command costs beyond it (the route,
 * the engine and the database).
 *
 *   npm run bench:orders -- --users 20 --seconds 10            (PGlite on disk, the default shape)
 *   npm run bench:orders -- --users 50 --seconds 10 --postgres (TEST_DATABASE_URL or local PostgreSQL)
 *   npm run bench:orders -- --users 20 --seconds 10 --in-process
 *   npm run bench:orders -- --postgres --log-level info        (the production default: logs to stdout)
 *   npm run bench:orders -- --postgres --profile /tmp/server.cpuprofile
 *                                   (the server's CPU profile of the measured window, for DevTools;
 *                                    npx tsx bench/profile-summary.ts sums it by module)
 *   npm run bench:orders -- --postgres --heap-profile /tmp/server.heapprofile
 *                                   (what the server allocated in the measured window, freed
 *                                    objects included; profile-summary.ts sums it the same way)
 *   NODE_OPTIONS=--perf-basic-prof npm run bench:orders -- --postgres --perf /tmp/server.perf
 *                                   (Linux perf's CPU samples of the server's threads in the measured
 *                                    window; perf script -i /tmp/server.perf | npx tsx
 *                                    bench/perf-layers.ts --commands N sorts them into layers)
 *   npm run bench:orders -- --postgres --bare-seconds 0         (no bare node:http comparison)
 *   npm run bench:orders -- --postgres --watch  (each user also keeps the trader app's socket:
 *                                    logged in, FOREX_TRADE and FOREX_CLOSED subscribed, so every
 *                                    command also produces the pushes a trader watching it gets)
 *   npm run bench:orders -- --postgres --lean   (submit and close answered by Node's HTTP alone in
 *                                    front of Fastify: what Fastify and its plugins add to a command)
 *   npm run bench:orders -- --gateways 2 --users 20
 *                                   (the scaled shape on PostgreSQL and Redis: this process is the
 *                                    engine and the feed, each gateway a process of its own, the
 *                                    users spread over them)
 */
import { type ChildProcess, execFile, fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  constants,
  type IntervalHistogram,
  monitorEventLoopDelay,
  type PerformanceEntry,
  PerformanceObserver,
} from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { endpoints } from '@tp/contract/endpoints';
import { WebSocket } from 'ws';
import type { SequencerStats } from '../apps/server/src/engine/commit/sequencer.ts';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import type { Platform, PlatformOptions } from '../apps/server/src/platform-types.ts';
import {
  scaledSetup,
  startTestProcess,
  untilRole,
} from '../apps/server/src/test-support/scaled-platform.ts';
import {
  freePort,
  killServerProcess,
  type ServerProcess,
  startServerProcess,
} from '../apps/server/src/test-support/server-process.ts';
import { startTestPlatform } from '../apps/server/src/test-support/test-platform.ts';
import type { CeilingFigures } from './http-ceiling.ts';
import { HttpConnection } from './http-connection.ts';
import { installLeanCommands } from './lean-commands.ts';
import { cpuMsOfPids, postgresCpuMs, redisCpuMs } from './postgres-cpu.ts';

const usersMax = 1000;
const secondsMax = 120;

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    // Seconds of each comparison: bare node:http before and after the orders, then the shell (0: none).
    'bare-seconds': { type: 'string', default: '5' },
    postgres: { type: 'boolean', default: false },
    gateways: { type: 'string', default: '0' },
    'in-process': { type: 'boolean', default: false },
    fetch: { type: 'boolean', default: false },
    // Each user also keeps a socket logged in with its account topics subscribed.
    watch: { type: 'boolean', default: false },
    // Submit and close answered by Node's HTTP alone in front of Fastify (bench/lean-commands.ts).
    lean: { type: 'boolean', default: false },
    // The server's log level (the platform's default is info; tests and benchmarks are silent).
    'log-level': { type: 'string', default: 'silent' },
    // Writes the server process's CPU profile of the measured window to this file.
    profile: { type: 'string' },
    // Writes the server's allocations of the measured window (sampled, freed ones included) to this file.
    'heap-profile': { type: 'string' },
    // Records the server process's threads with Linux perf during the measured window.
    perf: { type: 'string' },
    // Set on the forked client only: the server's address and the instrument to trade.
    'client-of': { type: 'string' },
    'forex-id': { type: 'string' },
  },
});
const users = bounded(values.users, 1, usersMax);
const seconds = bounded(values.seconds, 1, secondsMax);
const warmupSeconds = bounded(values.warmup, 0, secondsMax);
const bareSeconds = bounded(values['bare-seconds'], 0, 30);
const gateways = bounded(values.gateways, 0, 8);
if (gateways > 0) values.postgres = true;

setTimeout(
  () => {
    console.error('benchmark did not finish in time');
    process.exit(1);
  },
  (warmupSeconds + seconds + 3 * bareSeconds + 180) * 1000,
).unref();

type Answer = { code: number; msg: string; data: { token?: string; Id?: number } };
type Measured = {
  latenciesMs: number[];
  elapsedS: number;
  cpuMs: number;
  /** Account pushes (FOREX_TRADE, FOREX_CLOSED) the users' sockets received in the window. */
  pushes: number;
};
/** What the client tells the server: the measured window began, or it ended with these figures. */
type ClientMessage = { kind: 'started' } | { kind: 'done'; measured: Measured };
type Call = (
  path: string,
  method: 'GET' | 'POST',
  params: object,
  token?: string,
) => Promise<Answer['data']>;

/** Readings taken when the measured window begins, to subtract from those at its end. */
type Mark = {
  stats: SequencerStats;
  cpuMs: number;
  systemCpuMs: number;
  postgresCpuMs: number | undefined;
  /** The scaled shape: the gateway processes and Redis. */
  gatewaysCpuMs: number | undefined;
  redisCpuMs: number | undefined;
};

if (values['client-of']) await runClient(values['client-of'], Number(values['forex-id']));
else await runServer();

async function runServer(): Promise<void> {
  if (values.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const bareBefore = bareSeconds > 0 ? await ceilingOf('node') : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const database = values.postgres
    ? undefined
    : ({ kind: 'pglite', dataDir: join(dataDir, 'db') } as const);
  const { platform, addresses, gatewayPids, close } =
    gateways > 0 ? await startScaled() : await startEmbedded(database ? { database } : {});
  const address = addresses.join(',');
  const eurusd = platform.market.instrumentByCode('EURUSD');
  if (!eurusd) throw new Error('EURUSD is not in the catalogue');

  const profiler = values.profile || values['heap-profile'] ? new Session() : undefined;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  let mark: Mark | undefined;
  let recording: ChildProcess | undefined;
  const pauses = pauseWatch();
  const started = () => {
    pauses.start();
    if (values.profile) void profiler?.post('Profiler.start');
    if (values['heap-profile']) {
      void profiler?.post('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    }
    if (values.perf) recording = startPerf(values.perf);
    mark = readMark(platform, gatewayPids);
  };
  const measured = values['in-process']
    ? await measure(address, eurusd.id, started)
    : await forkedClient(address, eurusd.id, started);
  if (!mark) throw new Error('the client never began measuring');
  const end = readMark(platform, gatewayPids);
  pauses.stop();
  if (recording) await stopPerf(recording);
  if (profiler && values['heap-profile']) {
    const { profile } = await profiler.post('HeapProfiler.stopSampling');
    writeFileSync(values['heap-profile'], JSON.stringify(profile));
  }
  if (profiler && values.profile) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(values.profile, JSON.stringify(profile));
  }
  profiler?.disconnect();
  const { serverCpuUsPerCommand, batchIntervalMs } = report(measured, mark, end);
  pauses.report();

  await close();
  rmSync(dataDir, { recursive: true, force: true });
  if (bareBefore) {
    const bareAfter = await ceilingOf('node');
    // The platform's HTTP shell answering a route that does nothing: what any command costs
    // before the engine decides anything.
    const shell = await ceilingOf('shell');
    // A bare server that answers at this run's pace: each answer held until the next flush, one
    // every batch interval, as a command's answer waits for its batch's commit.
    const holdMs = Math.min(100, Math.max(1, Math.round(batchIntervalMs)));
    const held = await ceilingOf('node-held', holdMs);
    // The shell's no-op route answered at that pace too: the floor under a command, all of the
    // HTTP work and its protections, before the engine and the database do anything.
    const shellHeld = await ceilingOf('shell-held', holdMs);
    // The ratio speaks of one server process that does not run the client as well.
    reportBare(
      [bareBefore, bareAfter],
      shell,
      { figures: held, holdMs },
      shellHeld,
      gateways > 0 || values['in-process'] ? undefined : serverCpuUsPerCommand,
    );
  }
}

/**
 * Linux perf sampling this process's threads (on-CPU time, 1,999 samples a second, with call
 * stacks); run with NODE_OPTIONS=--perf-basic-prof so that JavaScript frames have names.
 */
function startPerf(file: string): ChildProcess {
  if (
    !`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`.includes('perf-basic-prof')
  ) {
    console.error('--perf: without NODE_OPTIONS=--perf-basic-prof JavaScript frames have no names');
  }
  const args = ['record', '-e', 'cpu-clock', '-F', '1999', '-g', '-p', String(process.pid)];
  return spawn('perf', [...args, '-o', file], { stdio: 'ignore' });
}

function stopPerf(recording: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (recording.exitCode !== null) resolve();
    recording.once('exit', () => resolve());
    recording.once('error', () => resolve());
    recording.kill('SIGINT');
  });
}

/**
 * A figure of bench/http-ceiling.ts in a process of its own (`node`: a bare node:http server;
 * `shell`: the platform's HTTP app with a no-op route), before the platform starts or once it is
 * closed, with this benchmark's client and number of users.
 */
async function ceilingOf(
  server: 'node' | 'node-held' | 'shell' | 'shell-held',
  holdMs?: number,
): Promise<CeilingFigures> {
  const script = fileURLToPath(new URL('./http-ceiling.ts', import.meta.url));
  const args = ['--import', 'tsx', script, '--server', server, '--json'];
  if (holdMs !== undefined) args.push('--hold-ms', String(holdMs));
  args.push('--users', String(users), '--seconds', String(bareSeconds));
  const { stdout } = await promisify(execFile)(process.execPath, args);
  const json = stdout.trim().split('\n').at(-1);
  if (!json) throw new Error('http-ceiling printed nothing');
  return JSON.parse(json) as CeilingFigures;
}

function reportBare(
  [before, after]: readonly [CeilingFigures, CeilingFigures],
  shell: CeilingFigures,
  held: { figures: CeilingFigures; holdMs: number },
  shellHeld: CeilingFigures,
  serverCpuUsPerCommand: number | undefined,
): void {
  const figures = (bare: CeilingFigures) =>
    `${bare.requestsPerSecond.toFixed(0)} requests/s, server CPU ${bare.serverCpuUsPerRequest.toFixed(1)} µs per request`;
  line('bare node:http before', `${figures(before)} (same client and users, this run)`);
  line('bare node:http after', figures(after));
  const bareUs = (before.serverCpuUsPerRequest + after.serverCpuUsPerRequest) / 2;
  line(
    'HTTP shell, no-op',
    `${figures(shell)}: ${(shell.serverCpuUsPerRequest / bareUs).toFixed(1)}× bare, before any order is decided`,
  );
  line(
    'bare, answers held',
    `${figures(held.figures)}: each answer sent at the next flush, one every ${held.holdMs} ms (this run's batch interval)`,
  );
  line(
    'HTTP shell, held',
    `${figures(shellHeld)}: ${(shellHeld.serverCpuUsPerRequest / bareUs).toFixed(1)}× bare, the no-op route answered at the same pace`,
  );
  if (serverCpuUsPerCommand === undefined) return;
  line(
    'command / bare',
    `${(serverCpuUsPerCommand / bareUs).toFixed(1)}× (server CPU per command over the bare request's mean, ${bareUs.toFixed(1)} µs)`,
  );
  line(
    'command / held bare',
    `${(serverCpuUsPerCommand / held.figures.serverCpuUsPerRequest).toFixed(1)}× (over a bare request answered at the commits' pace)`,
  );
  const beyondUs = serverCpuUsPerCommand - shellHeld.serverCpuUsPerRequest;
  line(
    'beyond the held shell',
    `${beyondUs.toFixed(0)} µs per command = ${(beyondUs / bareUs).toFixed(1)}× bare (the route, the engine, the database)`,
  );
}

type Served = {
  platform: Platform;
  addresses: string[];
  gatewayPids: number[];
  close: () => Promise<void>;
};

async function startEmbedded(options: PlatformOptions): Promise<Served> {
  const platform = await startTestPlatform(
    { rateLimitPerMinute: 10_000_000, ...options },
    { logLevel: values['log-level'] },
  );
  const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  if (values.lean) installLeanCommands(platform, () => platform.clock.now());
  return { platform, addresses: [address], gatewayPids: [], close: platform.close };
}

/** This process leads the engine and the feed; each gateway is a process of its own. */
async function startScaled(): Promise<Served> {
  const setup = await scaledSetup();
  if (setup.location.kind !== 'postgres') throw new Error('the scaled shape needs PostgreSQL');
  setup.config.logLevel = values['log-level'];
  const prices = new ManualPriceSource();
  const platform = await startTestProcess(setup, ['engine', 'feed'], { priceSource: prices });
  await untilRole(platform, 'engine');
  await untilRole(platform, 'feed');
  prices.push('EURUSD', '1.10000');
  const started: ServerProcess[] = [];
  for (let i = 0; i < gateways; i++) {
    const env = {
      DATABASE_URL: setup.location.url,
      REDIS_URL: setup.config.redisUrl ?? '',
      REDIS_PREFIX: setup.config.redisPrefix,
      ROLES: 'gateway',
      RATE_LIMIT_PER_MINUTE: '10000000',
    };
    started.push(await startServerProcess(await freePort(), env, 60_000));
  }
  return {
    platform,
    addresses: started.map((gateway) => gateway.baseUrl),
    gatewayPids: started.flatMap((gateway) => gateway.child.pid ?? []),
    close: async () => {
      for (const gateway of started) await killServerProcess(gateway);
      await platform.close();
      await setup.drop();
    },
  };
}

function readMark(platform: Platform, gatewayPids: number[]): Mark {
  return {
    stats: engineStats(platform),
    cpuMs: cpuMsOfProcess(),
    systemCpuMs: process.cpuUsage().system / 1000,
    postgresCpuMs: values.postgres ? postgresCpuMs() : undefined,
    gatewaysCpuMs: gatewayPids.length > 0 ? cpuMsOfPids(gatewayPids) : undefined,
    redisCpuMs: gatewayPids.length > 0 ? redisCpuMs() : undefined,
  };
}

/** One figure of the report: its label in a column, then the figure. */
function line(label: string, text: string): void {
  console.log(`${label.padEnd(22)}${text}`);
}

/**
 * What stopped the server's thread during the measured window: the event loop's delay (how late
 * a timer due every millisecond ran) and V8's garbage-collection pauses. A long ack beside a
 * short loop delay waited for the database, not for this process.
 */
function pauseWatch() {
  const loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 1 });
  const gcKinds = new Map<string, { count: number; ms: number; max: number }>();
  const kindName: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  const kindOf = (entry: PerformanceEntry) =>
    kindName[(entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0] ??
    'other';
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kindOf(entry);
      const figures = gcKinds.get(kind) ?? { count: 0, ms: 0, max: 0 };
      figures.count += 1;
      figures.ms += entry.duration;
      figures.max = Math.max(figures.max, entry.duration);
      gcKinds.set(kind, figures);
    }
  });
  return {
    start() {
      loop.enable();
      gc.observe({ entryTypes: ['gc'] });
    },
    stop() {
      loop.disable();
      gc.disconnect();
    },
    report() {
      const ms = (ns: number) => `${(ns / 1e6).toFixed(1)} ms`;
      line(
        'event loop delay',
        `p99 ${ms(loop.percentile(99))}, max ${ms(loop.max)} (a timer due every 1 ms, this run)`,
      );
      const kinds = [...gcKinds.values()];
      const count = kinds.reduce((sum, f) => sum + f.count, 0);
      const total = kinds.reduce((sum, f) => sum + f.ms, 0);
      const longest = Math.max(0, ...kinds.map((f) => f.max));
      line(
        'GC pauses',
        `${count}, ${total.toFixed(0)} ms in all, longest ${longest.toFixed(1)} ms`,
      );
      for (const [kind, f] of gcKinds)
        line(`  ${kind}`, `${f.count}, ${f.ms.toFixed(0)} ms, longest ${f.max.toFixed(1)} ms`);
      const heap = process.memoryUsage();
      line(
        'heap',
        `${(heap.heapUsed / 1e6).toFixed(0)} MB used of ${(heap.heapTotal / 1e6).toFixed(0)} MB`,
      );
    },
  };
}

/** Runs this file again as the client and waits for its measurements. */
function forkedClient(address: string, forexId: number, started: () => void): Promise<Measured> {
  const args = ['--users', String(users), '--seconds', String(seconds)];
  args.push(
    '--warmup',
    String(warmupSeconds),
    '--client-of',
    address,
    '--forex-id',
    String(forexId),
  );
  if (values.fetch) args.push('--fetch');
  if (values.watch) args.push('--watch');
  const child = fork(fileURLToPath(import.meta.url), args, { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.on('message', (message: ClientMessage) => {
      if (message.kind === 'started') started();
      else resolve(message.measured);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`client exited with ${code}`)));
  });
}

async function runClient(address: string, forexId: number): Promise<void> {
  const measured = await measure(address, forexId, () => {
    process.send?.({ kind: 'started' } satisfies ClientMessage);
  });
  process.send?.({ kind: 'done', measured } satisfies ClientMessage, () => process.exit(0));
}

/** One caller per user: its own keep-alive connection, or `fetch` with `--fetch`. */
function caller(address: string): { call: Call; close: () => void } {
  const url = new URL(address);
  const connection = values.fetch ? undefined : new HttpConnection(url.hostname, Number(url.port));
  const call: Call = async (path, method, params, token) => {
    const headers: Record<string, string> = { lang: 'en' };
    if (token) headers.authorization = token;
    const query =
      method === 'GET' ? `?${new URLSearchParams(params as Record<string, string>)}` : '';
    const body = method === 'POST' ? JSON.stringify(params) : undefined;
    let text: string;
    if (connection) {
      text = await connection.request(method, `${path}${query}`, headers, body);
    } else {
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(new URL(`${path}${query}`, address), { method, headers, body });
      text = await response.text();
    }
    const answer = JSON.parse(text) as Answer;
    if (answer.code !== 1) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };
  return { call, close: () => connection?.close() };
}

async function measure(address: string, forexId: number, started: () => void): Promise<Measured> {
  const traders: { call: Call; close: () => void; token: string }[] = [];
  const addresses = address.split(',');
  for (let i = 0; i < users; i++) {
    const { call, close } = caller(addresses[i % addresses.length] ?? address);
    const session = await call(endpoints.createDemoAccount.path, 'GET', { demo_id: randomUUID() });
    traders.push({ call, close, token: session.token as string });
  }

  const pushesSeen = { count: 0 };
  const sockets = values.watch
    ? await Promise.all(
        traders.map((trader, i) =>
          watchAccount(addresses[i % addresses.length] ?? address, trader.token, pushesSeen),
        ),
      )
    : [];

  const latenciesMs: number[] = [];
  let measuring = false;
  const warmupEnds = performance.now() + warmupSeconds * 1000;
  const deadline = warmupEnds + seconds * 1000;

  async function trade({ call, token }: { call: Call; token: string }) {
    while (performance.now() < deadline) {
      const opening = performance.now();
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
      const closing = performance.now();
      await call(endpoints.close.path, 'POST', { id: order.Id }, token);
      const closed = performance.now();
      // A pair counts when it began inside the measured window.
      if (measuring && opening >= warmupEnds) latenciesMs.push(closing - opening, closed - closing);
    }
  }

  const runs = traders.map(trade);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, warmupEnds - performance.now())));
  measuring = true;
  started();
  const cpuBefore = cpuMsOfProcess();
  const pushesBefore = pushesSeen.count;
  const began = performance.now();
  await Promise.all(runs);
  const elapsedS = (performance.now() - began) / 1000;
  const pushes = pushesSeen.count - pushesBefore;
  for (const trader of traders) trader.close();
  for (const socket of sockets) socket.terminate();
  return { latenciesMs, elapsedS, cpuMs: cpuMsOfProcess() - cpuBefore, pushes };
}

/**
 * The trader app's socket: logged in, account topics subscribed; resolves once the first
 * account summary arrived, then counts every account push.
 */
function watchAccount(address: string, token: string, seen: { count: number }): Promise<WebSocket> {
  const url = new URL(address);
  const socket = new WebSocket(`ws://${url.host}/v1/ws`);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(
        JSON.stringify([
          { type: 'login', params: token },
          { type: 'sub', params: 'FOREX_TRADE' },
          { type: 'sub', params: 'FOREX_CLOSED' },
        ]),
      );
    });
    socket.on('message', (data) => {
      const { type } = JSON.parse(String(data)) as { type: string };
      if (type !== 'FOREX_TRADE' && type !== 'FOREX_CLOSED') return;
      seen.count += 1;
      resolve(socket);
    });
  });
}

/** The batching figures of the engine in this process. */
function engineStats(platform: {
  localEngine: () => { stats(): SequencerStats } | undefined;
}): SequencerStats {
  const engine = platform.localEngine();
  if (!engine) throw new Error('the engine runs in another process');
  return engine.stats();
}

function cpuMsOfProcess(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Prints the figures of the run; answers the server's CPU per command (µs) and how often a batch committed. */
function report(
  { latenciesMs, elapsedS, cpuMs, pushes }: Measured,
  start: Mark,
  end: Mark,
): { serverCpuUsPerCommand: number; batchIntervalMs: number } {
  latenciesMs.sort((a, b) => a - b);
  const at = (q: number) =>
    latenciesMs[Math.min(latenciesMs.length - 1, Math.floor(q * latenciesMs.length))] ?? 0;
  const commands = latenciesMs.length;
  const batches = end.stats.batches - start.stats.batches;
  const batched = end.stats.commands - start.stats.commands;
  const commitMs = end.stats.commitMsTotal - start.stats.commitMsTotal;
  const perCommandUs = (ms: number) => ((ms * 1000) / Math.max(1, commands)).toFixed(0);
  const serverCpuMs = end.cpuMs - start.cpuMs;
  line('database', values.postgres ? 'PostgreSQL' : 'PGlite on disk');
  if (gateways > 0)
    line('shape', `scaled: ${gateways} gateway process(es), engine and feed in this one, Redis`);
  line(
    'client',
    `${values['in-process'] ? 'same process' : 'forked process'}, ${values.fetch ? 'fetch' : 'keep-alive socket'}${values.watch ? ', and a logged-in WebSocket each' : ''}`,
  );
  line('users (in flight)', String(users));
  line(
    'commands',
    `${commands} (submit + close) in ${elapsedS.toFixed(1)} s after ${warmupSeconds} s warm-up`,
  );
  line('orders', `${(commands / 2 / elapsedS).toFixed(0)} orders/s (each opened and closed)`);
  line('throughput', `${(commands / elapsedS).toFixed(0)} commands/s`);
  line('ack latency p50', `${at(0.5).toFixed(2)} ms`);
  line('ack latency p90', `${at(0.9).toFixed(2)} ms`);
  line('ack latency p99', `${at(0.99).toFixed(2)} ms`);
  line('ack latency max', `${at(1).toFixed(2)} ms`);
  if (values.watch) {
    line('account pushes', `${(pushes / elapsedS).toFixed(0)}/s received by the users' sockets`);
  }
  line(
    'batches',
    `${batches}, ${(batched / Math.max(1, batches)).toFixed(1)} commands each on average`,
  );
  line('commit per batch', `${(commitMs / Math.max(1, batches)).toFixed(2)} ms on average`);
  line(
    'server CPU',
    `${perCommandUs(serverCpuMs)} µs per command (${((serverCpuMs / (elapsedS * 1000)) * 100).toFixed(0)}% of a core; ${perCommandUs(end.systemCpuMs - start.systemCpuMs)} µs of it in the kernel)`,
  );
  if (!values['in-process']) {
    line(
      'client CPU',
      `${perCommandUs(cpuMs)} µs per command (${((cpuMs / (elapsedS * 1000)) * 100).toFixed(0)}% of a core)`,
    );
  }
  for (const [label, before, after] of [
    ['gateways CPU', start.gatewaysCpuMs, end.gatewaysCpuMs],
    ['Redis CPU', start.redisCpuMs, end.redisCpuMs],
  ] as const) {
    if (before === undefined || after === undefined) continue;
    line(
      label,
      `${perCommandUs(after - before)} µs per command (${(((after - before) / (elapsedS * 1000)) * 100).toFixed(0)}% of a core)`,
    );
  }
  if (start.postgresCpuMs !== undefined && end.postgresCpuMs !== undefined) {
    const postgresMs = end.postgresCpuMs - start.postgresCpuMs;
    line(
      'PostgreSQL CPU',
      `${perCommandUs(postgresMs)} µs per command (${((postgresMs / (elapsedS * 1000)) * 100).toFixed(0)}% of a core, all its processes)`,
    );
  }
  return {
    serverCpuUsPerCommand: (serverCpuMs * 1000) / Math.max(1, commands),
    batchIntervalMs: (elapsedS * 1000) / Math.max(1, batches),
  };
}

function bounded(text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
