/**
 * DAY_MARKET fan-out over `/v1/ws` on loopback: many sockets subscribe, a steady stream of
 * EURUSD ticks is pushed, and each socket times when each price reaches it.
 * Prints frames delivered per second and the lag from push to receipt (which includes the
 * intended conflation intervals of market data and gateway).
 *
 *   npm run bench:realtime -- --sockets 200 --seconds 10 --rate 20
 */
import { parseArgs } from 'node:util';
import { Decimal } from '@tp/domain/decimal';
import { WebSocket } from 'ws';
import { startTestPlatform } from '../apps/server/src/test-support/test-platform.ts';
import { realtimeUrl } from '../apps/server/src/test-support/ws-client.ts';

const socketsMax = 2_000;
const secondsMax = 60;
const rateMax = 200;
const connectBatch = 50;

type Receipt = { close: string; atMs: number };

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '20' },
  },
});
const sockets = bounded(values.sockets, socketsMax);
const seconds = bounded(values.seconds, secondsMax);
const ratePerSecond = bounded(values.rate, rateMax);

// Whatever happens, the benchmark ends.
setTimeout(
  () => {
    console.error('benchmark did not finish in time');
    process.exit(1);
  },
  (seconds + 120) * 1000,
).unref();

const platform = await startTestPlatform({ rateLimitPerMinute: 1_000_000 });
await platform.app.listen({ port: 0, host: '127.0.0.1' });
const url = realtimeUrl(platform.app);

const receipts: Receipt[] = [];
let bytes = 0;
let dropped = 0;
let measuring = false;

const clients: WebSocket[] = [];
for (let start = 0; start < sockets; start += connectBatch) {
  const count = Math.min(connectBatch, sockets - start);
  clients.push(...(await Promise.all(Array.from({ length: count }, () => connectSubscribed()))));
}
console.log(`${clients.length} sockets subscribed to DAY_MARKET`);

const record = platform.market.instrumentByCode('EURUSD');
if (!record) throw new Error('EURUSD is not in the catalogue');
const step = new Decimal(10).pow(-record.terms.pricePrecision);
let price = platform.market.quote(record.id)?.mid ?? new Decimal(1);
const pushedAt = new Map<string, number>();

measuring = true;
const startedMs = performance.now();
let ticks = 0;
const ticker = setInterval(() => {
  price = price.plus(step).toDecimalPlaces(record.terms.pricePrecision);
  pushedAt.set(String(price.toNumber()), performance.now());
  platform.prices.push('EURUSD', price);
  ticks += 1;
}, 1000 / ratePerSecond);
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
clearInterval(ticker);
// Let the last conflated frames arrive.
await new Promise((resolve) => setTimeout(resolve, 1_000));
measuring = false;
const elapsedS = (performance.now() - startedMs) / 1000;

const lags = receipts
  .map(({ close, atMs }) => {
    const pushed = pushedAt.get(close);
    return pushed === undefined ? undefined : atMs - pushed;
  })
  .filter((lag): lag is number => lag !== undefined)
  .sort((a, b) => a - b);

console.log(`ticks pushed        ${ticks} (${ratePerSecond}/s for ${seconds} s)`);
console.log(
  `frames delivered    ${receipts.length} (${(receipts.length / elapsedS).toFixed(0)}/s)`,
);
console.log(`bytes delivered     ${(bytes / 1e6 / elapsedS).toFixed(2)} MB/s`);
console.log(`frames per socket   ${(receipts.length / clients.length / elapsedS).toFixed(2)}/s`);
console.log(
  `lag push → socket   p50 ${percentile(lags, 50)} ms, p99 ${percentile(lags, 99)} ms, max ${percentile(lags, 100)} ms`,
);
console.log(`sockets dropped     ${dropped}`);

for (const client of clients) client.terminate();
await platform.close();

function connectSubscribed(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let subscribed = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'sub', params: 'DAY_MARKET' })));
    socket.on('message', (data: Buffer) => {
      const atMs = performance.now();
      if (!subscribed) {
        subscribed = true;
        resolve(socket);
        return;
      }
      if (!measuring) return;
      bytes += data.length;
      const message = JSON.parse(data.toString()) as {
        type: string;
        data: { symbol: string; quotation: { close: number } }[];
      };
      const eurusd = message.data.find((quote) => quote.symbol === 'EURUSD');
      if (eurusd) receipts.push({ close: String(eurusd.quotation.close), atMs });
    });
    socket.on('close', () => {
      if (measuring) dropped += 1;
    });
    socket.on('error', reject);
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
