/**
 * One hostile socket against everyone else: the server runs in its own process (embedded
 * shape, a fresh data folder), 50 sockets ping it and an HTTP client calls a cheap endpoint
 * at a steady rate, first alone and then while one more socket sends frames as fast as it can
 * (from a process of its own, so neither the server nor the measured clients share its event
 * loop). A flooder that the server closes connects again at once and goes on, as an attacker
 * would. Prints p50/p95 of the 50 sockets' ping → pong and of the HTTP calls in both phases,
 * and how many of the flooder's frames the server answered.
 *
 *   npm run bench:flood -- --seconds 10 --frame ping
 *
 * `--frame`: `ping` (a valid frame the server answers), `junk` (not JSON) or `binary`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { realtimePath } from '@tp/contract/realtime';
import { WebSocket } from 'ws';
import {
  freePort,
  killServerProcess,
  startServerProcess,
} from '../apps/server/src/test-support/server-process.ts';

const secondsMax = 60;
const socketsMax = 150;
const pingEveryMs = 200;
const httpPerSecond = 50;
/** The flooder stops queueing while this much is waiting in its socket's buffer. */
const flooderBufferedBytesMax = 1024 * 1024;
const flooderBatch = 500;
const frameKinds = ['ping', 'junk', 'binary'] as const;
type FrameKind = (typeof frameKinds)[number];

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    sockets: { type: 'string', default: '50' },
    frame: { type: 'string', default: 'ping' },
    flooder: { type: 'string' },
  },
});
const seconds = bounded(values.seconds, secondsMax);
const frameKind = frameKindOf(values.frame);

/** The measuring side: starts the server, the measured clients, then the flooder. */
async function measure(sockets: number): Promise<void> {
  // Whatever happens, the benchmark ends.
  setTimeout(
    () => {
      console.error('benchmark did not finish in time');
      process.exit(1);
    },
    (2 * seconds + 120) * 1000,
  ).unref();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const port = await freePort();
  const server = await startServerProcess(
    port,
    { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '10000000' },
    60_000,
  );
  const wsUrl = `ws://127.0.0.1:${port}${realtimePath}?lang=en`;
  try {
    const pingers = await Promise.all(Array.from({ length: sockets }, () => Pinger.open(wsUrl)));
    const http = new HttpProbe(`${server.baseUrl}/v1/api/forex/trade_list?t=0`);
    console.log(
      `${sockets} sockets ping every ${pingEveryMs} ms; HTTP GET /v1/api/forex/trade_list ${httpPerSecond}/s`,
    );

    const quiet = await phase(pingers, http, async () => undefined);
    let flooder: FlooderReport | undefined;
    const flooded = await phase(pingers, http, async (stop) => {
      flooder = await runFlooder(wsUrl, seconds, stop);
    });

    report('without flood', quiet);
    report(`with flood (${frameKind})`, flooded);
    if (flooder) {
      console.log(
        `flooder             ${flooder.sent.toLocaleString('en')} frames sent (${Math.round(flooder.sent / seconds).toLocaleString('en')}/s), ${flooder.answered.toLocaleString('en')} answered, ${flooder.connections} connection(s), closes ${JSON.stringify(flooder.closes)}`,
      );
    }
    console.log(
      `measured sockets    ${pingers.filter((p) => p.isOpen).length} of ${sockets} still open`,
    );
    for (const pinger of pingers) pinger.close();
  } finally {
    await killServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type PhaseResult = { pingMs: number[]; httpMs: number[]; pingsLost: number };

/** Runs the measured clients for `seconds` while `during` runs alongside. */
async function phase(
  pingers: readonly Pinger[],
  http: HttpProbe,
  during: (stop: Promise<void>) => Promise<void>,
): Promise<PhaseResult> {
  for (const pinger of pingers) pinger.start();
  http.start();
  const stop = new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));
  const side = during(stop);
  await stop;
  const pingMs = pingers.flatMap((pinger) => pinger.stop());
  const pingsLost = pingers.reduce((sum, pinger) => sum + pinger.unanswered, 0);
  const httpMs = await http.stop();
  await side;
  return { pingMs, httpMs, pingsLost };
}

function report(name: string, result: PhaseResult): void {
  const ping = [...result.pingMs].sort((a, b) => a - b);
  const http = [...result.httpMs].sort((a, b) => a - b);
  console.log(`— ${name}`);
  console.log(
    `  ping → pong       p50 ${percentile(ping, 50)} ms, p95 ${percentile(ping, 95)} ms (${ping.length} answered, ${result.pingsLost} unanswered)`,
  );
  console.log(
    `  HTTP              p50 ${percentile(http, 50)} ms, p95 ${percentile(http, 95)} ms (${http.length} calls)`,
  );
}

/** One measured socket: a ping every interval, each timed to its pong. */
class Pinger {
  private readonly sentAt: number[] = [];
  private times: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  unanswered = 0;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      if (!data.toString().includes('"pong"')) return;
      const sent = this.sentAt.shift();
      if (sent !== undefined && this.timer) this.times.push(performance.now() - sent);
    });
  }

  static open(url: string): Promise<Pinger> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new Pinger(socket)));
      socket.once('error', reject);
    });
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  start(): void {
    this.times = [];
    this.sentAt.length = 0;
    // Spread the sockets over the interval, as independent apps would be.
    const offsetMs = Math.random() * pingEveryMs;
    this.timer = setTimeout(() => {
      this.ping();
      this.timer = setInterval(() => this.ping(), pingEveryMs);
    }, offsetMs);
  }

  /** Stops pinging; answers the times measured. */
  stop(): number[] {
    clearTimeout(this.timer);
    clearInterval(this.timer);
    this.timer = undefined;
    this.unanswered += this.sentAt.length;
    return this.times;
  }

  close(): void {
    this.socket.terminate();
  }

  private ping(): void {
    if (!this.isOpen) return;
    this.sentAt.push(performance.now());
    this.socket.send('{"type":"ping"}');
  }
}

/** Calls one URL at a steady rate and times each answer. */
class HttpProbe {
  private times: number[] = [];
  private inFlight: Promise<void>[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  start(): void {
    this.times = [];
    this.timer = setInterval(() => this.inFlight.push(this.once()), 1000 / httpPerSecond);
  }

  async stop(): Promise<number[]> {
    clearInterval(this.timer);
    await Promise.all(this.inFlight);
    this.inFlight = [];
    return this.times;
  }

  private async once(): Promise<void> {
    const startedMs = performance.now();
    try {
      const res = await fetch(this.url, { headers: { lang: 'en' } });
      await res.arrayBuffer();
      if (res.ok) this.times.push(performance.now() - startedMs);
    } catch {
      // A failed call has no time; the count printed shows it.
    }
  }
}

type FlooderReport = {
  sent: number;
  answered: number;
  connections: number;
  closes: Record<string, number>;
};

/** Starts the flooder as a process of its own and reads its report when it ends. */
function runFlooder(url: string, forSeconds: number, stop: Promise<void>): Promise<FlooderReport> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      import.meta.filename,
      '--flooder',
      url,
      '--seconds',
      String(forSeconds),
      '--frame',
      frameKind,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  void stop.then(() => setTimeout(() => child.kill('SIGKILL'), 5_000).unref());
  return new Promise((resolve, reject) => {
    child.once('exit', () => {
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '') as FlooderReport);
      } catch {
        reject(new Error(`flooder gave no report: ${output}`));
      }
    });
  });
}

/**
 * The flooder's process: sends frames as fast as its socket takes them and, as soon as the
 * server closes it, opens another (without waiting for the closing handshake to finish).
 */
async function flood(url: string, forSeconds: number, kind: FrameKind): Promise<void> {
  const frame: string | Buffer =
    kind === 'ping'
      ? '{"type":"ping"}'
      : kind === 'junk'
        ? 'not json at all'
        : Buffer.from('{"type":"ping"}');
  const report: FlooderReport = { sent: 0, answered: 0, connections: 0, closes: {} };
  const endAt = performance.now() + forSeconds * 1000;
  while (performance.now() < endAt) await floodOnce(url, frame, endAt, report);
  console.log(JSON.stringify(report));
  process.exit(0);
}

/** One connection of the flooder; resolves when it can send no more. */
function floodOnce(
  url: string,
  frame: string | Buffer,
  endAt: number,
  report: FlooderReport,
): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.on('message', () => {
      report.answered += 1;
    });
    socket.on('close', (code) => {
      report.closes[code] = (report.closes[code] ?? 0) + 1;
      resolve();
    });
    socket.on('error', () => resolve());
    socket.on('open', () => {
      report.connections += 1;
      const pump = () => {
        if (socket.readyState !== WebSocket.OPEN) {
          resolve();
          return;
        }
        if (performance.now() >= endAt) {
          socket.terminate();
          return;
        }
        if (socket.bufferedAmount < flooderBufferedBytesMax) {
          for (let i = 0; i < flooderBatch; i += 1) socket.send(frame);
          report.sent += flooderBatch;
        }
        setImmediate(pump);
      };
      pump();
    });
  });
}

function percentile(sorted: readonly number[], pct: number): string {
  if (sorted.length === 0) return '-';
  const index = Math.min(sorted.length - 1, Math.ceil((pct / 100) * sorted.length) - 1);
  return (sorted[Math.max(0, index)] ?? 0).toFixed(1);
}

function bounded(text: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`expected a whole number from 1 to ${max}, got "${text}"`);
  }
  return value;
}

function frameKindOf(text: string): FrameKind {
  if ((frameKinds as readonly string[]).includes(text)) return text as FrameKind;
  throw new Error(`--frame takes ${frameKinds.join(', ')}, got "${text}"`);
}

// Last, so that every class above is defined before it runs.
if (values.flooder) await flood(values.flooder, seconds, frameKind);
else await measure(bounded(values.sockets, socketsMax));
