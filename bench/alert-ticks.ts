/**
 * The price alerts' check on each tick under a full book: many alerts resting around the price
 * over many instruments, then a random walk of ticks. Each tick asks the alerts' book what it
 * crossed (binary search in the sorted index, each hit confirmed exactly in decimals); fired
 * one-off alerts are replaced by new ones away from the price, so the book keeps its size.
 * The database write of a crossing is not measured: it happens after the tick, off its path.
 * Prints ticks per second, tick-check percentiles and the alerts fired.
 *
 *   npm run bench:alerts -- --alerts 200000 --instruments 50 --seconds 5
 */
import { parseArgs } from 'node:util';
import { Decimal } from '@tp/domain/decimal';
import { AlertDirection } from '@tp/domain/price-alert';
import { PriceAlertBook } from '../apps/server/src/alerts/price-alert-book.ts';
import type { StoredPriceAlert } from '../apps/server/src/alerts/price-alert-store.ts';

const { values } = parseArgs({
  options: {
    alerts: { type: 'string', default: '200000' },
    instruments: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
  },
});
const alertsTotal = bounded(values.alerts, 1, 2_000_000);
const instruments = bounded(values.instruments, 1, 1000);
const seconds = bounded(values.seconds, 1, 60);

let seed = bounded(values.seed, 0, 2 ** 31) >>> 0;
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const prices = Array.from({ length: instruments }, () => 1 + random());
let nextId = 1;

/** An alert ahead of the price, within 5 % of it, waiting for a rise or a fall. */
function newAlert(instrumentId: number): StoredPriceAlert {
  const up = random() < 0.5;
  const price = prices[instrumentId] as number;
  const distance = price * 0.05 * random() + 0.00001;
  const level = new Decimal((up ? price + distance : price - distance).toFixed(5));
  return {
    id: nextId++,
    userId: nextId % 10_000,
    instrumentId,
    direction: up ? AlertDirection.above : AlertDirection.below,
    level,
    repeat: random() < 0.3,
    armed: true,
  };
}

const book = new PriceAlertBook();
const built = performance.now();
for (let n = 0; n < alertsTotal; n += 1) book.add(newAlert(n % instruments));
console.log(
  `book: ${book.size} alerts over ${instruments} instruments, built in ${Math.round(performance.now() - built)} ms`,
);

const samplesUs: number[] = [];
let ticks = 0;
let fired = 0;
let rearmed = 0;
const endMs = performance.now() + seconds * 1000;
while (performance.now() < endMs) {
  const instrumentId = Math.floor(random() * instruments);
  const price = (prices[instrumentId] as number) * (1 + (random() - 0.5) * 0.0004);
  prices[instrumentId] = price;
  // Ticks arrive as decimals from the feed.
  const quote = new Decimal(price.toFixed(5));
  const started = performance.now();
  const moved = book.moved(instrumentId, quote);
  samplesUs.push((performance.now() - started) * 1000);
  ticks += 1;
  fired += moved.fired.length;
  rearmed += moved.rearmed.length;
  for (const alert of moved.fired) if (!alert.repeat) book.add(newAlert(instrumentId));
}

samplesUs.sort((a, b) => a - b);
const at = (q: number) =>
  (samplesUs[Math.min(samplesUs.length - 1, Math.floor(q * samplesUs.length))] ?? 0).toFixed(1);
console.log(
  `${ticks} ticks in ${seconds} s: ${Math.round(ticks / seconds)} ticks/s; check per tick p50 ${at(0.5)} µs, p99 ${at(0.99)} µs, max ${at(1)} µs; ${fired} fired, ${rearmed} armed again`,
);

function bounded(text: string | undefined, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isFinite(n)) throw new Error(`not a number: ${text}`);
  return Math.min(max, Math.max(min, Math.floor(n)));
}
