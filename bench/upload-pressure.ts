/**
 * Uploads against trading, on the embedded shape (PGlite on disk, one process): one real trader
 * sends 4 image uploads at once, again and again, while a demo trader opens and closes market
 * orders over HTTP one after the other. Prints the orders' latency without the uploads, then
 * with them, and what became of the uploads. The images are noise drawn by sharp (about 3 MB of
 * JPEG each), so they neither compress to nothing nor re-encode for free.
 *
 * The server runs in this process; the two traders run in a forked process of their own, so
 * their work does not sit on the event loop being measured. The daily upload quota is raised
 * for the run, so that the uploads keep being processed rather than refused.
 *
 *   npm run bench:uploads -- --seconds 10
 *   npm run bench:uploads -- --seconds 10 --at-once 4 --width 2400 --height 1800
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { endpoints } from '@tp/contract/endpoints';
import sharp from 'sharp';
import { newRealUser } from '../apps/server/src/test-support/funds-test-kit.ts';
import { startTestPlatform } from '../apps/server/src/test-support/test-platform.ts';
import { HttpConnection } from './http-connection.ts';

const secondsMax = 120;

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    'at-once': { type: 'string', default: '4' },
    width: { type: 'string', default: '2400' },
    height: { type: 'string', default: '1800' },
    // Uploads the server works on at once in all (UPLOADS_AT_ONCE); unset: the default.
    'uploads-at-once': { type: 'string' },
    // Set on the forked client only.
    'client-of': { type: 'string' },
    'forex-id': { type: 'string' },
    'uploader-token': { type: 'string' },
  },
});
const seconds = bounded(values.seconds, 1, secondsMax);
const warmupSeconds = bounded(values.warmup, 0, secondsMax);
const atOnce = bounded(values['at-once'], 1, 16);
const width = bounded(values.width, 16, 6000);
const height = bounded(values.height, 16, 6000);
const totalAtOnce = values['uploads-at-once']
  ? bounded(values['uploads-at-once'], 1, 64)
  : undefined;

setTimeout(
  () => {
    console.error('benchmark did not finish in time');
    process.exit(1);
  },
  (2 * (warmupSeconds + seconds) + 240) * 1000,
).unref();

type Answer = { code: number; msg: string; data: { token?: string; Id?: number } | null };
type Phase = { latenciesMs: number[]; elapsedS: number };
type UploadOutcomes = { rounds: number; latenciesMs: number[]; byCode: Record<string, number> };
/** What the server was told, for the report (the run before this change has no such setting). */
let serverUploadsAtOnce: number | undefined;

type Measured = { alone: Phase; withUploads: Phase; uploads: UploadOutcomes; imageBytes: number };

if (values['client-of']) await runClient(values['client-of']);
else await runServer();

async function runServer(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const platform = await startTestPlatform(
    {
      rateLimitPerMinute: 10_000_000,
      database: { kind: 'pglite', dataDir: join(dataDir, 'db') },
      uploadsDir: join(dataDir, 'uploads'),
    },
    {
      uploadsPerDayMax: 1_000_000,
      uploadBytesPerDayMax: 1024 ** 4,
      ...(totalAtOnce ? { uploadsAtOnce: totalAtOnce } : {}),
    },
  );
  const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  serverUploadsAtOnce = platform.config.uploadsAtOnce;
  const eurusd = platform.market.instrumentByCode('EURUSD');
  if (!eurusd) throw new Error('EURUSD is not in the catalogue');
  platform.prices.push('EURUSD', '1.10000');
  const uploader = await newRealUser(platform);

  const measured = await forkedClient([
    '--client-of',
    address,
    '--forex-id',
    String(eurusd.id),
    '--uploader-token',
    uploader.token,
  ]);
  report(measured);

  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Runs this file again as the client and waits for its measurements. */
function forkedClient(extra: string[]): Promise<Measured> {
  const args = ['--seconds', String(seconds), '--warmup', String(warmupSeconds)];
  args.push('--at-once', String(atOnce), '--width', String(width), '--height', String(height));
  const child = fork(fileURLToPath(import.meta.url), [...args, ...extra], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: Measured) => resolve(message));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`client exited with ${code}`)));
  });
}

async function runClient(address: string): Promise<void> {
  const forexId = Number(values['forex-id']);
  const uploaderToken = values['uploader-token'] ?? '';
  const image = await noiseJpeg(width, height);
  const url = new URL(address);
  const connection = new HttpConnection(url.hostname, Number(url.port));
  const call = async (path: string, method: 'GET' | 'POST', params: object, token?: string) => {
    const headers: Record<string, string> = { lang: 'en' };
    if (token) headers.authorization = token;
    const query =
      method === 'GET' ? `?${new URLSearchParams(params as Record<string, string>)}` : '';
    const body = method === 'POST' ? JSON.stringify(params) : undefined;
    const answer = JSON.parse(
      await connection.request(method, `${path}${query}`, headers, body),
    ) as Answer;
    if (answer.code !== 1) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.data ?? {};
  };
  const session = await call(endpoints.createDemoAccount.path, 'GET', { demo_id: randomUUID() });
  const token = session.token as string;

  /** Opens and closes positions until the deadline; latencies of those begun after `from`. */
  async function trade(from: number, until: number): Promise<Phase> {
    const latenciesMs: number[] = [];
    while (performance.now() < until) {
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
      if (opening >= from) latenciesMs.push(closing - opening, closed - closing);
    }
    return { latenciesMs, elapsedS: (until - from) / 1000 };
  }

  const phaseMs = (warmupSeconds + seconds) * 1000;
  const aloneStart = performance.now();
  const alone = await trade(aloneStart + warmupSeconds * 1000, aloneStart + phaseMs);

  const uploads: UploadOutcomes = { rounds: 0, latenciesMs: [], byCode: {} };
  const pressureStart = performance.now();
  const pressureEnd = pressureStart + phaseMs;
  let uploading = true;
  const uploader = (async () => {
    while (uploading) {
      uploads.rounds += 1;
      await Promise.all(
        Array.from({ length: atOnce }, async () => {
          const began = performance.now();
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'id.jpg');
          const response = await fetch(new URL(endpoints.imageUpload.path, address), {
            method: 'POST',
            headers: { lang: 'en', authorization: uploaderToken },
            body: form,
          });
          const answer = (await response.json()) as Answer;
          uploads.latenciesMs.push(performance.now() - began);
          const key = `${answer.code} ${answer.msg}`;
          uploads.byCode[key] = (uploads.byCode[key] ?? 0) + 1;
        }),
      );
    }
  })();
  const withUploads = await trade(pressureStart + warmupSeconds * 1000, pressureEnd);
  uploading = false;
  await uploader;
  connection.close();

  const measured: Measured = { alone, withUploads, uploads, imageBytes: image.length };
  process.send?.(measured, () => process.exit(0));
}

/** A JPEG of random noise: it stays large, as a phone photo does. */
function noiseJpeg(w: number, h: number): Promise<Buffer> {
  return sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function report({ alone, withUploads, uploads, imageBytes }: Measured): void {
  const line = (label: string, text: string) => console.log(`${label.padEnd(26)}${text}`);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  line('database', 'PGlite on disk (embedded shape)');
  line('uploads', `${atOnce} at once, ${width}×${height} noise JPEG of ${mb(imageBytes)}`);
  line('server works on', `${serverUploadsAtOnce ?? 'any number of'} uploads at once in all`);
  for (const [label, phase] of [
    ['orders alone', alone],
    ['orders with uploads', withUploads],
  ] as const) {
    const sorted = [...phase.latenciesMs].sort((a, b) => a - b);
    line(
      label,
      `${sorted.length} commands in ${phase.elapsedS.toFixed(0)} s: p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(percentile(sorted, 1))}`,
    );
  }
  const sorted = [...uploads.latenciesMs].sort((a, b) => a - b);
  line(
    'uploads answered',
    `${sorted.length} in ${uploads.rounds} rounds: p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}`,
  );
  for (const [outcome, count] of Object.entries(uploads.byCode)) line('', `${count} × ${outcome}`);
}

function bounded(text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
