/**
 * Live pushes at scale over `/v1/ws`: the server runs in a process of its own (the embedded
 * shape: gateway, engine and feed), the sockets in several client processes connecting from
 * 127.0.0.1, on the same cores: each socket is a minimal client that costs a read per frame
 * (`raw-websocket.ts`), or with `--client ws` the `ws` library's client. Every socket subscribes to DAY_MARKET as the trader's app does; `--logged-in` of
 * them also log in (a demo trader holding one EURUSD buy) and subscribe to FOREX_TRADE and
 * KLINE.EURUSD. Every socket pings every 5 s. Then EURUSD moves `--rate` times a second: for
 * `--warmup` seconds unmeasured (a gateway in service has run its code before; the warm-up's
 * own pushes are printed), then for `--seconds`, and each client notes when each price reaches it.
 *
 * Prints, per topic, the lag from push to socket split into what the publishers' conflation
 * holds back by design and what is beyond it (see `realtime-lag.ts`), the publications that did
 * not reach a subscribed socket, the server process's CPU and event-loop delay over the run,
 * and its memory per socket; and the gateway's own account: how long it took to write a push
 * to all its sockets and the CPU time that took per socket, the frames it wrote and those it
 * conflated for sockets that were behind. After the last price the server waits until the
 * gateway has written its last push, so that a price late to go out counts with its lag rather
 * than as not delivered.
 *
 *   npm run bench:realtime -- --sockets 10000 --logged-in 1000 --seconds 20
 *
 * The per-address socket cap (SOCKETS_PER_ADDRESS_MAX) and the HTTP rate limit
 * (RATE_LIMIT_PER_MINUTE) stay in force: the server reads them from its environment, which
 * this script sets, and prints, to fit the sockets it opens from one address. The frame budget
 * and the other socket limits keep their defaults.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { realtimePath } from '@tp/contract/realtime';
import { readConfig } from '../apps/server/src/config/config.ts';
import type {
  ClientKind,
  ClientsCommand,
  ClientsDone,
  ClientsMessage,
  ClientsReady,
  MemoryFigures,
  ServerCommand,
  ServerMessage,
  ServerRan,
  ServerReady,
  ServerWarmed,
} from './realtime-fanout-wire.ts';
import { combined, lanedTopicLag, percentile, type TopicLag, topicLag } from './realtime-lag.ts';

const socketsMax = 15_000;
const secondsMax = 60;
const rateMax = 200;
const workersMax = 8;
const pingEveryMs = 5_000;
const drainMs = 1_500;

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    'logged-in': { type: 'string' },
    seconds: { type: 'string', default: '15' },
    // Prices moved before measuring, so that the run measures a gateway in service rather
    // than one running its code for the first time (the first pushes' figures are printed).
    warmup: { type: 'string', default: '3' },
    rate: { type: 'string', default: '20' },
    workers: { type: 'string', default: '4' },
    // The client sockets: 'raw' (a minimal client, cheap to read) or 'ws' (the library's).
    client: { type: 'string', default: 'raw' },
    // Writes the server process's CPU profile of the measured run to this file.
    profile: { type: 'string' },
    // Every socket also on KLINE.EURUSD, as traders on EUR/USD's trade screen are (its chart).
    'chart-all': { type: 'boolean', default: false },
  },
});
const sockets = bounded(values.sockets, 1, socketsMax);
const loggedIn = bounded(values['logged-in'] ?? String(Math.floor(sockets / 10)), 0, sockets);
const seconds = bounded(values.seconds, 1, secondsMax);
const warmupSeconds = bounded(values.warmup, 0, secondsMax);
const ratePerSecond = bounded(values.rate, 1, rateMax);
const workers = bounded(values.workers, 1, workersMax);
if (values.client !== 'raw' && values.client !== 'ws') {
  throw new Error(`expected --client raw or ws, got "${values.client}"`);
}
const clientKind: ClientKind = values.client;
const chartAll = values['chart-all'] ?? false;
const klineSockets = chartAll ? sockets : 0;

// Whatever happens, the benchmark ends.
setTimeout(
  () => {
    console.error('benchmark did not finish in time');
    process.exit(1);
  },
  (warmupSeconds + seconds + 150) * 1000,
).unref();

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const children: ChildProcess[] = [];
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

const defaults = readConfig({});
const serverEnv = {
  SOCKETS_PER_ADDRESS_MAX: String(sockets),
  // Each socket's handshake is an HTTP request, and so are the two calls that open a trader.
  RATE_LIMIT_PER_MINUTE: String(
    Math.max(defaults.rateLimitPerMinute, 2 * (sockets + 2 * loggedIn)),
  ),
};
const setupStartedMs = performance.now();
const serverArgs = [String(loggedIn), ...(values.profile ? [values.profile] : [])];
const server = fork(here('./realtime-fanout-server.ts'), serverArgs, {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, ...serverEnv },
  serialization: 'advanced',
});
children.push(server);
const fromServer = inbox<ServerMessage>(server);
const ready = (await fromServer.next('ready')) as ServerReady;
console.log(
  `server              pid ${server.pid}, its own process (embedded shape: gateway, engine, feed), in-memory database; started with ${loggedIn} traders in ${((performance.now() - setupStartedMs) / 1000).toFixed(1)} s`,
);
console.log(
  `server settings     SOCKETS_PER_ADDRESS_MAX=${serverEnv.SOCKETS_PER_ADDRESS_MAX} (default ${defaults.socketsPerAddressMax}), RATE_LIMIT_PER_MINUTE=${serverEnv.RATE_LIMIT_PER_MINUTE} (default ${defaults.rateLimitPerMinute}); every other limit at its default`,
);

const url = `ws://127.0.0.1:${ready.port}${realtimePath}?lang=en`;
const clients = Array.from({ length: workers }, () => {
  const child = fork(here('./realtime-fanout-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
  });
  children.push(child);
  return { child, inbox: inbox<ClientsMessage>(child) };
});
const shares = split(sockets - loggedIn, workers);
const tokenShares = split(loggedIn, workers);
let firstToken = 0;
for (const [i, { child }] of clients.entries()) {
  const tokens = ready.tokens.slice(firstToken, firstToken + (tokenShares[i] ?? 0));
  command(child, {
    kind: 'plan',
    plan: {
      client: clientKind,
      url,
      plain: shares[i] ?? 0,
      tokens,
      firstToken,
      pingEveryMs,
      dayMarketLanes: ready.dayMarketLanes.lanes,
      klineLanes: ready.klineLanes.lanes,
      klineForAll: chartAll,
    },
  });
  firstToken += tokens.length;
}
const opened = (await Promise.all(
  clients.map(({ inbox }) => inbox.next('ready')),
)) as ClientsReady[];
const openedCount = opened.reduce((sum, worker) => sum + worker.opened, 0);
console.log(
  `sockets             ${openedCount} open from ${workers} client processes in ${(Math.max(...opened.map((w) => w.connectMs)) / 1000).toFixed(1)} s (${sockets - loggedIn} on DAY_MARKET; ${loggedIn} logged in on DAY_MARKET, FOREX_TRADE, KLINE.EURUSD), ${sum(opened, 'refused')} refused ${JSON.stringify(mergeCounts(opened.map((w) => w.refusedBy)))}, ${sum(opened, 'loginsFailed')} logins failed`,
);

command(server, { kind: 'memory' });
const withSockets = (await fromServer.next('memory')) as {
  memory: MemoryFigures;
  sockets: number;
};
let warmed: ServerWarmed | undefined;
if (warmupSeconds > 0) {
  command(server, { kind: 'warm', seconds: warmupSeconds, ratePerSecond });
  warmed = (await fromServer.next('warmed')) as ServerWarmed;
}
// Every client measures before the server's first recorded price can reach it.
for (const { child } of clients) command(child, { kind: 'start' });
await Promise.all(clients.map(({ inbox }) => inbox.next('measuring')));
command(server, { kind: 'run', seconds, ratePerSecond, drainMs });
const ran = (await fromServer.next('ran')) as ServerRan;
for (const { child } of clients) command(child, { kind: 'stop' });
const done = (await Promise.all(clients.map(({ inbox }) => inbox.next('done')))) as ClientsDone[];
server.kill('SIGKILL');

report(ready, withSockets, warmed, ran, done, opened);
process.exit(0);

function report(
  start: ServerReady,
  connected: { memory: MemoryFigures; sockets: number },
  warm: ServerWarmed | undefined,
  run: ServerRan,
  results: ClientsDone[],
  workersReady: ClientsReady[],
): void {
  const byMid = new Map(run.pushes.map((push) => [push.mid, push.atMs]));
  const byBid = new Map(run.pushes.map((push) => [push.bid, push.atMs]));
  const receipts = (key: keyof ClientsDone['receipts']) =>
    results.flatMap((result) => result.receipts[key]);
  const socketsByLane = (group: 'plain' | 'loggedIn') =>
    Array.from({ length: start.dayMarketLanes.lanes }, (_, lane) =>
      workersReady.reduce((total, w) => total + (w.dayMarketSocketsByLane[group][lane] ?? 0), 0),
    );
  const dayMarketLag = (key: 'dayMarketPlain' | 'dayMarketLoggedIn', group: 'plain' | 'loggedIn') =>
    lanedTopicLag({
      receipts: receipts(key),
      publications: run.dayMarket,
      pushedAtMs: byMid,
      publishIntervalMs: start.intervalsMs.dayMarket,
      lanes: start.dayMarketLanes,
      socketsByLane: socketsByLane(group),
    });
  const plain = dayMarketLag('dayMarketPlain', 'plain');
  const loggedInDay = dayMarketLag('dayMarketLoggedIn', 'loggedIn');
  const kline = lanedTopicLag({
    receipts: receipts('kline'),
    publications: run.kline,
    pushedAtMs: byMid,
    publishIntervalMs: start.intervalsMs.kline,
    lanes: start.klineLanes,
    socketsByLane: Array.from({ length: start.klineLanes.lanes }, (_, lane) =>
      workersReady.reduce((total, w) => total + (w.klineSocketsByLane[lane] ?? 0), 0),
    ),
  });
  const trades = receipts('forexTrade');
  const byTrader = run.forexTrade.map(() => [] as number[]);
  for (let i = 0; i + 2 < trades.length; i += 3) {
    byTrader[trades[i] as number]?.push(trades[i + 1] as number, trades[i + 2] as number);
  }
  const forexTrade = combined(
    run.forexTrade.map((publications, index) =>
      topicLag({
        receipts: byTrader[index] ?? [],
        publications,
        pushedAtMs: byBid,
        intervalMs: start.intervalsMs.forexTrade,
        subscribers: 1,
        oneSocket: true,
      }),
    ),
  );

  const elapsedS = run.elapsedMs / 1000;
  const line = (label: string, text: string) => console.log(`${label.padEnd(20)}${text}`);
  if (warm) {
    const writes = warm.dayMarketWriteMs.map((ms) => `${ms.toFixed(0)}`).join(', ');
    line(
      'warm-up',
      `${warmupSeconds} s of prices before measuring, not counted: its DAY_MARKET pushes took ${writes} ms to write`,
    );
  }
  line(
    'prices',
    `EURUSD ${run.pushes.length} pushes (${ratePerSecond}/s for ${seconds} s), then ${(run.drainedMs / 1000).toFixed(1)} s for the last to go out`,
  );
  const frames =
    plain.samples.length +
    loggedInDay.samples.length +
    kline.samples.length +
    forexTrade.samples.length;
  line(
    'frames received',
    `${frames.toLocaleString('en')} priced (${Math.round(frames / elapsedS).toLocaleString('en')}/s), ${sum(results, 'pongs').toLocaleString('en')} pongs of ${sum(results, 'pingsSent').toLocaleString('en')} pings`,
  );
  const { intervalMs: laneIntervalMs, lanes: laneCount } = start.dayMarketLanes;
  const lanedDesign = (publishMs: number, intervalMs: number, lanes: number) =>
    `published at most every ${publishMs} ms; each socket pushed at most every ${intervalMs} ms, on its lane's slot: ${lanes} lanes, ${intervalMs / lanes} ms apart`;
  const dayMarketDesign = lanedDesign(start.intervalsMs.dayMarket, laneIntervalMs, laneCount);
  const klineDesign = lanedDesign(
    start.intervalsMs.kline,
    start.klineLanes.intervalMs,
    start.klineLanes.lanes,
  );
  printLag(`DAY_MARKET ×${sockets - loggedIn}`, plain, dayMarketDesign);
  if (loggedIn > 0 || chartAll) {
    if (loggedIn > 0) printLag(`DAY_MARKET ×${loggedIn} in`, loggedInDay, dayMarketDesign);
    printLag(`KLINE ×${klineSockets || loggedIn}`, kline, klineDesign);
  }
  if (loggedIn > 0) {
    printLag(
      `FOREX_TRADE ×${loggedIn}`,
      forexTrade,
      `published at most every ${start.intervalsMs.forexTrade} ms`,
    );
  }
  const all = combined([plain, loggedInDay, kline, forexTrade]);
  const beyond = all.samples.map((s) => s.beyondMs).sort((a, b) => a - b);
  line(
    'all topics',
    `beyond the design p50 ${percentile(beyond, 50)} ms, p99 ${percentile(beyond, 99)} ms, max ${percentile(beyond, 100)} ms; ${all.notDelivered.toLocaleString('en')} of ${all.expected.toLocaleString('en')} publications not delivered (${((100 * all.notDelivered) / Math.max(1, all.expected)).toFixed(2)}%)`,
  );
  line(
    'sockets closed',
    `${JSON.stringify(mergeCounts(results.map((result) => result.closes)))} while measuring; protocol errors ${JSON.stringify(mergeCounts(results.map((result) => result.protocolErrors)))}`,
  );
  line(
    'frames checked',
    `${sum(results, 'framesChecked').toLocaleString('en')} priced frames also parsed whole, ${sum(results, 'checksFailed')} disagreed with the price read from their bytes`,
  );
  if (run.gateway) {
    const { gateway } = run;
    const writes = Object.entries(gateway.pushWriteMs)
      .map(([topic, pushes]) => {
        const ms = pushes.map((push) => push.writeMs).sort((a, b) => a - b);
        const waits = pushes.map((push) => push.waitMs ?? 0).sort((a, b) => a - b);
        const sockets = pushes.map((push) => push.sockets).sort((a, b) => a - b);
        const bytes = Math.max(...pushes.map((push) => push.bytes ?? 0));
        return `${topic} (${bytes.toLocaleString('en')} bytes, ${pushes.length} pushes to ${percentile(sockets, 50)} sockets each at the median, ${percentile(sockets, 100)} at most): waited p50 ${percentile(waits, 50)} / p99 ${percentile(waits, 99)} ms, wrote p50 ${percentile(ms, 50)} / max ${percentile(ms, 100)} ms`;
      })
      .join('; ');
    line(
      'gateway writes',
      `from when a push was due to its first socket, and from its first socket to its last: ${writes}`,
    );
    if (process.env.RT_DEBUG) {
      for (const [name, lag] of Object.entries({ plain, loggedInDay, kline, forexTrade })) {
        const buckets = new Map<number, number>();
        for (const sample of lag.samples) {
          const bucket = Math.floor(sample.beyondMs / 10) * 10;
          buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
        }
        console.log(
          name,
          [...buckets]
            .sort((a, b) => a[0] - b[0])
            .map(([b, n]) => `${b}:${n}`)
            .join(' '),
        );
      }
      for (const [topic, pushes] of Object.entries(gateway.pushWriteMs)) {
        console.log(topic, pushes.map((push) => push.writeMs.toFixed(0)).join(' '));
      }
    }
    // A gateway that does not measure its writes' CPU (an older one, compared with) gives none.
    const writeCpu = Object.entries(gateway.pushWriteMs)
      .filter(([, pushes]) => pushes.every((push) => Number.isFinite(push.cpuUserUs)))
      .map(([topic, pushes]) => {
        const writes = pushes.reduce((total, push) => total + push.sockets, 0);
        const userUs = pushes.reduce((total, push) => total + push.cpuUserUs, 0) / writes;
        const systemUs = pushes.reduce((total, push) => total + push.cpuSystemUs, 0) / writes;
        return `${topic} ${(userUs + systemUs).toFixed(1)} µs (${userUs.toFixed(1)} user, ${systemUs.toFixed(1)} kernel)`;
      })
      .join('; ');
    if (writeCpu !== '') {
      line(
        'gateway write CPU',
        `per socket written, in the turns that wrote the pushes: ${writeCpu}`,
      );
    }
    line(
      'gateway frames',
      `${gateway.marketFramesWritten.toLocaleString('en')} market frames written, ${gateway.marketFramesConflated.toLocaleString('en')} conflated for sockets behind, ${gateway.slowSocketsDropped} sockets dropped as too slow`,
    );
  }
  const cpuMs = run.cpuUserMs + run.cpuSystemMs;
  line(
    'server CPU',
    `${((cpuMs / run.elapsedMs) * 100).toFixed(0)}% of a core (${((run.cpuSystemMs / run.elapsedMs) * 100).toFixed(0)}% in the kernel), ${((cpuMs * 1000) / Math.max(1, frames)).toFixed(1)} µs per priced frame`,
  );
  line(
    'server event loop',
    `delay p50 ${run.eventLoopDelayMs.p50.toFixed(1)} ms, p99 ${run.eventLoopDelayMs.p99.toFixed(1)} ms, max ${run.eventLoopDelayMs.max.toFixed(1)} ms`,
  );
  const perSocket = (after: number, before: number) =>
    `${((after - before) / Math.max(1, connected.sockets) / 1024).toFixed(1)} KiB`;
  line(
    'server memory',
    `RSS ${mib(start.idle.rssBytes)} idle, ${mib(connected.memory.rssBytes)} with ${connected.sockets} sockets: ${perSocket(connected.memory.rssBytes, start.idle.rssBytes)} per socket (heap ${perSocket(connected.memory.heapUsedBytes, start.idle.heapUsedBytes)}); peak ${mib(run.peakRssBytes)} while measuring, ${mib(run.after.rssBytes)} after`,
  );
  const clientCpu = results.map((r) => `${((r.cpuMs / r.elapsedMs) * 100).toFixed(0)}%`);
  line('client CPU', `${clientCpu.join(', ')} of a core (each ${clientKind} client process)`);
}

function printLag(label: string, lag: TopicLag, design: string): void {
  const sorted = (pick: (s: TopicLag['samples'][number]) => number) =>
    lag.samples.map(pick).sort((a, b) => a - b);
  const total = sorted((s) => s.totalMs);
  const held = sorted((s) => s.heldMs);
  const beyond = sorted((s) => s.beyondMs);
  console.log(`${label} (${design})`);
  console.log(
    `  push → socket     p50 ${percentile(total, 50)} ms, p99 ${percentile(total, 99)} ms, max ${percentile(total, 100)} ms`,
  );
  console.log(`  held by design    p50 ${percentile(held, 50)} ms, p99 ${percentile(held, 99)} ms`);
  console.log(
    `  beyond the design p50 ${percentile(beyond, 50)} ms, p99 ${percentile(beyond, 99)} ms, max ${percentile(beyond, 100)} ms`,
  );
  const spreads = [...lag.spreadsMs].sort((a, b) => a - b);
  console.log(
    `  first → last      p50 ${percentile(spreads, 50)} ms, max ${percentile(spreads, 100)} ms from a publication's first socket to its last`,
  );
  console.log(
    `  not delivered     ${lag.notDelivered.toLocaleString('en')} of ${lag.expected.toLocaleString('en')} (${((100 * lag.notDelivered) / Math.max(1, lag.expected)).toFixed(2)}%)`,
  );
}

/** Messages of one child process, awaited by kind. */
function inbox<T extends { kind: string }>(child: ChildProcess) {
  const waiting = new Map<string, (message: T) => void>();
  const arrived = new Map<string, T>();
  child.on('message', (message: T) => {
    const wake = waiting.get(message.kind);
    if (wake) {
      waiting.delete(message.kind);
      wake(message);
    } else {
      arrived.set(message.kind, message);
    }
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`process ${child.pid} exited (${code ?? signal})`)),
    );
  });
  exited.catch(() => undefined);
  return {
    next(kind: string): Promise<T> {
      const early = arrived.get(kind);
      if (early) {
        arrived.delete(kind);
        return Promise.resolve(early);
      }
      return Promise.race([new Promise<T>((resolve) => waiting.set(kind, resolve)), exited]);
    },
  };
}

function command(child: ChildProcess, message: ServerCommand | ClientsCommand): void {
  child.send(message);
}

/** Counts by key, added up. */
function mergeCounts(counts: readonly Record<string, number>[]): Record<string, number> {
  const all: Record<string, number> = {};
  for (const one of counts) {
    for (const [key, count] of Object.entries(one)) all[key] = (all[key] ?? 0) + count;
  }
  return all;
}

/** `total` split into `parts` shares that differ by at most one. */
function split(total: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0),
  );
}

function sum<T, K extends keyof T>(items: readonly T[], key: K): number {
  return items.reduce((total, item) => total + Number(item[key]), 0);
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}

function bounded(text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
