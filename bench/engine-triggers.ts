/**
 * Trigger index under a full book: open positions' stop-loss / take-profit levels and pending
 * entry levels over many instruments, then a stream of random-walk ticks. Each tick asks the
 * index which levels it reached (the tick-to-trigger time), then the fired levels leave the book
 * and as many new ones rest away from the price, so the book keeps its size as the engine's would.
 * Ticks arrive as decimal quotes, as the market feed hands them to the engine, and are read
 * into numbers the way the engine's tick path does before asking the index.
 * Prints ticks per second and tick-to-trigger percentiles.
 *
 *   npm run bench:triggers -- --positions 100000 --levels 1000000 --instruments 50 --seconds 10
 */
import { parseArgs } from 'node:util';
import { Decimal } from '@tp/domain/decimal';
import {
  Cross,
  TriggerIndex,
  type TriggerLevel,
  Watch,
} from '../apps/server/src/engine/trigger-index.ts';

const { values } = parseArgs({
  options: {
    positions: { type: 'string', default: '100000' },
    levels: { type: 'string', default: '1000000' },
    instruments: { type: 'string', default: '50' },
    ticks: { type: 'string', default: '2000000' },
    seconds: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
  },
});
const positions = bounded(values.positions, 1, 1_000_000);
const levelsTotal = bounded(values.levels, positions * 2, 5_000_000);
const instruments = bounded(values.instruments, 1, 1000);
const ticksMax = bounded(values.ticks, 1, 100_000_000);
const seconds = bounded(values.seconds, 1, 120);

/** Deterministic mulberry32, so runs are comparable. */
let seed = bounded(values.seed, 0, 2 ** 31) >>> 0;
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

type Resting = { id: number; at: TriggerLevel };

const spreadRatio = 0.0001;
const stepRatio = 0.0001;
/** Levels rest between 0.05 % and 5 % from the price, as stops and limits usually do. */
const nearRatio = 0.0005;
const farRatio = 0.05;

const mids: number[] = Array.from({ length: instruments }, (_, i) => 1 + i * 0.37);

function quoteOf(instrumentId: number): { bid: number; ask: number } {
  const mid = mids[instrumentId] as number;
  const half = (mid * spreadRatio) / 2;
  return { bid: mid - half, ask: mid + half };
}

/** A level on the side of the price where it has not fired yet. */
function levelFor(instrumentId: number, watch: Watch, cross: Cross): TriggerLevel {
  const quote = quoteOf(instrumentId);
  const distance = quote[watch] * (nearRatio + random() * (farRatio - nearRatio));
  const level = cross === Cross.atOrBelow ? quote[watch] - distance : quote[watch] + distance;
  return { instrumentId, watch, cross, level };
}

const pick = <T>(a: T, b: T): T => (random() < 0.5 ? a : b);

/** A position's stop-loss and take-profit (one side's pair), or one pending entry. */
function restingLevels(): TriggerLevel[] {
  const built: TriggerLevel[] = [];
  let id = 0;
  for (let p = 0; p < positions; p++, id++) {
    const instrumentId = id % instruments;
    const buy = random() < 0.5;
    const watch = buy ? Watch.bid : Watch.ask;
    built.push(levelFor(instrumentId, watch, buy ? Cross.atOrBelow : Cross.atOrAbove));
    built.push(levelFor(instrumentId, watch, buy ? Cross.atOrAbove : Cross.atOrBelow));
  }
  for (let n = built.length; n < levelsTotal; n++, id++) {
    const instrumentId = id % instruments;
    built.push(
      levelFor(instrumentId, pick(Watch.bid, Watch.ask), pick(Cross.atOrBelow, Cross.atOrAbove)),
    );
  }
  return built;
}

const index = new TriggerIndex<Resting>();
const loadStarted = performance.now();
// Adding in ascending order appends to each sorted list, as a restart's reload can.
const sorted = restingLevels().sort((a, b) => a.level - b.level);
sorted.forEach((at, id) => {
  index.add(at, { id, at });
});
const loadMs = performance.now() - loadStarted;
let nextId = sorted.length;
sorted.length = 0;

const tickTimesNs = new Float64Array(Math.min(ticksMax, 20_000_000));
let ticks = 0;
let firedTotal = 0;
const deadline = performance.now() + seconds * 1000;
const began = performance.now();

while (ticks < ticksMax && (ticks & 1023 || performance.now() < deadline)) {
  const instrumentId = Math.floor(random() * instruments);
  const mid = mids[instrumentId] as number;
  mids[instrumentId] = mid * (1 + (random() * 2 - 1) * stepRatio);
  const priced = quoteOf(instrumentId);
  const tick = { bid: new Decimal(priced.bid.toFixed(5)), ask: new Decimal(priced.ask.toFixed(5)) };
  const arrived = process.hrtime.bigint();
  const fired = index.fired(instrumentId, { bid: tick.bid.toNumber(), ask: tick.ask.toNumber() });
  tickTimesNs[ticks] = Number(process.hrtime.bigint() - arrived);
  ticks += 1;
  firedTotal += fired.length;
  for (const resting of fired) {
    index.remove(resting.at, resting);
    const at = levelFor(instrumentId, resting.at.watch, resting.at.cross);
    index.add(at, { id: nextId++, at });
  }
}
const elapsedS = (performance.now() - began) / 1000;

const times = tickTimesNs.subarray(0, ticks).sort();
const at = (q: number) => (times[Math.min(ticks - 1, Math.floor(q * ticks))] ?? 0) / 1000;
console.log(`instruments        ${instruments}`);
console.log(`open positions     ${positions} (stop-loss + take-profit each)`);
console.log(`resting levels     ${index.size} (positions' stops + pending entries)`);
console.log(`load               ${(loadMs / 1000).toFixed(1)} s`);
console.log(`ticks              ${ticks} in ${elapsedS.toFixed(1)} s`);
console.log(`levels fired       ${firedTotal} (each removed and replaced)`);
console.log(`throughput         ${(ticks / elapsedS).toFixed(0)} ticks/s`);
console.log(`tick-to-trigger    p50 ${at(0.5).toFixed(1)} µs`);
console.log(`tick-to-trigger    p99 ${at(0.99).toFixed(1)} µs`);
console.log(`tick-to-trigger    max ${at(1).toFixed(1)} µs`);

function bounded(text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
