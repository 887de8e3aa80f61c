/**
 * The engine's whole tick path, as in production: ticks pushed through the market service reach
 * the engine, which looks up the levels they reached in the trigger index, checks the holders of
 * the moved instrument for stop-out, publishes account summaries to the users who are watching,
 * and sends what fired through the sequencer and the database. Many accounts hold positions with
 * a stop-loss and a take-profit across the catalogue's instruments.
 *
 * Two phases:
 *  - no trigger: a random walk that stays clear of every level; prints ticks per second (the
 *    tick loop yields to the event loop every few ticks so timers and pushes run too) and the
 *    synchronous cost of one tick (market → engine → index → stop-out checks).
 *  - trigger: a probe position gets a stop-loss just below the price and the next tick gaps
 *    through it; tick-to-fill is the time from that tick to the FOREX_CLOSED push, which is
 *    sent once the close is committed.
 *
 *   npm run bench:ticks -- --accounts 20000 --seconds 10 --rounds 200
 *   npm run bench:ticks -- --accounts 20000 --postgres        (TEST_DATABASE_URL or local PostgreSQL)
 *   npm run bench:ticks -- --accounts 100000 --pending-per-account 8 --instruments 50 --postgres
 *        (100,000 positions and 800,000 pending orders, 1,000,000 resting levels, 50 instruments:
 *         the catalogue's open instruments and copies of them under other codes)
 *   npm run bench:ticks -- --profile /tmp/ticks.cpuprofile   (CPU profile of the no-trigger phase)
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { Topic } from '@tp/contract/realtime';
import { Decimal } from '@tp/domain/decimal';
import { MarginMode } from '@tp/domain/instrument';
import { Side } from '@tp/domain/side';
import { sql } from 'kysely';
import type { InstrumentRecord } from '../apps/server/src/market/market-service.ts';
import { userChannel } from '../apps/server/src/realtime/bus.ts';
import { startTestPlatform } from '../apps/server/src/test-support/test-platform.ts';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '20000' },
    'positions-per-account': { type: 'string', default: '1' },
    'pending-per-account': { type: 'string', default: '0' },
    instruments: { type: 'string', default: '0' },
    watching: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '200' },
    postgres: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    // Writes the CPU profile of the no-trigger phase to this file (for DevTools).
    profile: { type: 'string' },
  },
});
const accounts = bounded(values.accounts, 1, 500_000);
const positionsPerAccount = bounded(values['positions-per-account'], 1, 50);
const pendingPerAccount = bounded(values['pending-per-account'], 0, 50);
const instrumentsWanted = bounded(values.instruments, 0, 500);
const watching = bounded(values.watching, 0, accounts);
const seconds = bounded(values.seconds, 1, 120);
const rounds = bounded(values.rounds, 1, 100_000);

/** Deterministic mulberry32, so runs are comparable. */
let seed = bounded(values.seed, 0, 2 ** 31) >>> 0;
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Levels rest 1 % to 5 % from the price; the walk stays within 0.1 % of where it began. */
const levelNearRatio = 0.01;
const levelFarRatio = 0.05;
const walkStepRatio = 0.00005;
const walkBoundRatio = 0.001;
/** A probe's stop-loss sits 0.2 % below the bid, and the trigger tick gaps 0.3 % down. */
const probeStopRatio = 0.002;
const triggerGapRatio = 0.003;
const initialBalance = new Decimal(1_000_000);

if (values.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const platform = await startTestPlatform();
const { market, prices, db, bus } = platform;
const localEngine = platform.localEngine();
if (!localEngine) throw new Error('the engine runs in another process');
const engine = localEngine;
await addCopiesOfOpenInstruments(instrumentsWanted);
const instruments = market
  .instruments()
  .filter((instrument) => market.isOpen(instrument.id))
  .slice(0, instrumentsWanted || undefined);
const base = new Map(instruments.map((i) => [i.id, market.quote(i.id)?.mid ?? new Decimal(1)]));
const mids = new Map(base);

const loadStarted = performance.now();
const userIds = await newUsers(accounts + instruments.length);
const traders = userIds.slice(0, accounts);
const probes = userIds.slice(accounts);
await Promise.all(
  userIds.map((userId) => engine.openAccount({ userId, initialBalance, memo: '' })),
);
const opened = await Promise.all(
  traders.flatMap((userId, a) =>
    Array.from({ length: positionsPerAccount }, (_, p) =>
      openWithStops(userId, instruments[(a * positionsPerAccount + p) % instruments.length]),
    ),
  ),
);
// Pending orders are placed in rounds, so the queue of promises stays bounded.
let pendingPlaced = 0;
for (let round = 0; round < pendingPerAccount; round++) {
  const placed = await Promise.all(
    traders.map((userId, a) => placePending(userId, instruments[(a + round) % instruments.length])),
  );
  pendingPlaced += placed.length;
}
const loadS = (performance.now() - loadStarted) / 1000;
for (const userId of traders.slice(0, watching)) bus.subscribe(userChannel(userId), () => {});

// Every account changed while it was loaded, so the first tick of each instrument checks all of
// its holders, as after a restart; timed apart from the steady walk.
const firstTicksMs: number[] = [];
for (const instrument of instruments) {
  const pushed = performance.now();
  prices.push(instrument.code, walk(instrument));
  firstTicksMs.push(performance.now() - pushed);
}
await engine.settled();

// Phase 1: ticks that reach no level.
const profiler = values.profile ? new Session() : undefined;
profiler?.connect();
await profiler?.post('Profiler.enable');
await profiler?.post('Profiler.start');
const beforeWalk = engine.stats();
const tickCostsUs: number[] = [];
let ticks = 0;
const began = performance.now();
const deadline = began + seconds * 1000;
while (performance.now() < deadline) {
  for (let i = 0; i < 64; i++) {
    const instrument = instruments[Math.floor(random() * instruments.length)] as InstrumentRecord;
    const mid = walk(instrument);
    const pushed = performance.now();
    prices.push(instrument.code, mid);
    tickCostsUs.push((performance.now() - pushed) * 1000);
    ticks += 1;
  }
  await new Promise((resolve) => setImmediate(resolve));
}
await engine.settled();
const walkS = (performance.now() - began) / 1000;
const walkStats = engine.stats();
if (profiler && values.profile) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(values.profile, JSON.stringify(profile));
  profiler.disconnect();
}

// Phase 2: a tick gaps through a probe's stop-loss; time until its close is committed and told.
const fillsMs: number[] = [];
for (let round = 0; round < rounds; round++) {
  const index = round % instruments.length;
  const instrument = instruments[index] as InstrumentRecord;
  const probe = probes[index] as number;
  const quote = market.quote(instrument.id);
  if (!quote) throw new Error(`${instrument.code} has no quote`);
  const precision = instrument.terms.pricePrecision;
  const stopLoss = quote.bid.times(1 - probeStopRatio).toDecimalPlaces(precision);
  const order = await engine.placeOrder({
    userId: probe,
    instrumentId: instrument.id,
    side: Side.buy,
    lots: instrument.terms.minLots,
    leverage: leverageOf(instrument),
    stopLoss,
  });
  const told = new Promise<number>((resolve) => {
    const leave = bus.subscribe(userChannel(probe), (message) => {
      const frame = message as { type: string; data: { ids: number[] } };
      if (frame.type !== Topic.forexClosed || !frame.data.ids.includes(order.Id)) return;
      leave();
      resolve(performance.now());
    });
  });
  const mid = mids.get(instrument.id) as Decimal;
  const pushed = performance.now();
  prices.push(instrument.code, mid.times(1 - triggerGapRatio).toDecimalPlaces(precision));
  fillsMs.push((await told) - pushed);
  prices.push(instrument.code, mid);
}

const [stored] = (
  await sql<{ closed: number }>`SELECT count(*)::int AS closed FROM orders
    WHERE status = 3 AND close_reason = 3`.execute(db)
).rows;
report();
await platform.close();

function report(): void {
  const line = (label: string, text: string) => console.log(`${label.padEnd(24)}${text}`);
  line('database', values.postgres ? 'PostgreSQL' : 'PGlite in memory');
  line('instruments', String(instruments.length));
  line('accounts', `${accounts} with ${positionsPerAccount} position(s) each, ${watching} watched`);
  line(
    'open positions',
    `${opened.length} (stop-loss + take-profit each: ${opened.length * 2} levels)`,
  );
  line('pending orders', `${pendingPlaced} (one level each)`);
  line('resting levels', String(opened.length * 2 + pendingPlaced));
  line('load', `${loadS.toFixed(1)} s (accounts and positions through the engine)`);
  line('first tick each', percentiles(firstTicksMs, 'ms'));
  line('no trigger: ticks', `${ticks} in ${walkS.toFixed(1)} s`);
  line('no trigger: throughput', `${(ticks / walkS).toFixed(0)} ticks/s`);
  line('no trigger: tick cost', percentiles(tickCostsUs, 'µs'));
  line(
    'no trigger: commands',
    `${walkStats.commands - beforeWalk.commands} (stop-outs and fills: none expected)`,
  );
  line('trigger: fills', `${fillsMs.length} stop-losses (stored: ${stored?.closed ?? 0})`);
  line('trigger: tick-to-fill', percentiles(fillsMs, 'ms'));
}

function percentiles(samples: number[], unit: string): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(2)} ${unit}, p99 ${at(0.99).toFixed(2)} ${unit}, max ${at(1).toFixed(2)} ${unit}`;
}

/** The next mid of a walk that stays within walkBoundRatio of where it began. */
function walk(instrument: InstrumentRecord): Decimal {
  const start = base.get(instrument.id) as Decimal;
  const mid = mids.get(instrument.id) as Decimal;
  const bound = start.times(walkBoundRatio);
  let next = mid.plus(start.times((random() * 2 - 1) * walkStepRatio));
  if (next.minus(start).abs().gt(bound))
    next = mid.minus(start).gt(0) ? mid.minus(bound.div(10)) : mid.plus(bound.div(10));
  next = next.toDecimalPlaces(instrument.terms.pricePrecision);
  mids.set(instrument.id, next);
  return next;
}

function leverageOf(instrument: InstrumentRecord): number | undefined {
  if (instrument.terms.marginMode === MarginMode.fixed) return undefined;
  return instrument.terms.leverageOptions.at(-1);
}

/** A position with its stop-loss and take-profit 1 % to 5 % either side of the price. */
function openWithStops(userId: number, instrument: InstrumentRecord | undefined) {
  if (!instrument) throw new Error('no instrument');
  const quote = market.quote(instrument.id);
  if (!quote) throw new Error(`${instrument.code} has no quote`);
  const side = random() < 0.5 ? Side.buy : Side.sell;
  const watched = side === Side.buy ? quote.bid : quote.ask;
  const away = () => levelNearRatio + random() * (levelFarRatio - levelNearRatio);
  const precision = instrument.terms.pricePrecision;
  const below = watched.times(1 - away()).toDecimalPlaces(precision);
  const above = watched.times(1 + away()).toDecimalPlaces(precision);
  return engine.placeOrder({
    userId,
    instrumentId: instrument.id,
    side,
    lots: instrument.terms.minLots,
    leverage: leverageOf(instrument),
    stopLoss: side === Side.buy ? below : above,
    takeProfit: side === Side.buy ? above : below,
  });
}

/** A pending limit order 1 % to 5 % away from the price, which the walk never reaches. */
function placePending(userId: number, instrument: InstrumentRecord | undefined) {
  if (!instrument) throw new Error('no instrument');
  const quote = market.quote(instrument.id);
  if (!quote) throw new Error(`${instrument.code} has no quote`);
  const side = random() < 0.5 ? Side.buy : Side.sell;
  const away = levelNearRatio + random() * (levelFarRatio - levelNearRatio);
  const target = (
    side === Side.buy ? quote.ask.times(1 - away) : quote.bid.times(1 + away)
  ).toDecimalPlaces(instrument.terms.pricePrecision);
  return engine.placeOrder({
    userId,
    instrumentId: instrument.id,
    side,
    lots: instrument.terms.minLots,
    leverage: leverageOf(instrument),
    targetPrice: target,
  });
}

/**
 * Copies of the open instruments under other codes (same currencies, terms and sessions) until
 * `wanted` are open, then the market reads the catalogue again.
 */
async function addCopiesOfOpenInstruments(wanted: number): Promise<void> {
  const open = market.instruments().filter((instrument) => market.isOpen(instrument.id));
  if (wanted <= open.length) return;
  const copies = Math.ceil((wanted - open.length) / open.length);
  await sql`INSERT INTO instruments (code, show_code, logo, category_id, base_currency,
      quote_currency, price_precision, contract_size, min_lots, lot_step, max_lots, fee_rate,
      margin_mode, leverage_options, spread, session_kind, sessions, trading_enabled,
      initial_price, annual_volatility, sort)
    SELECT code || '.' || g, show_code || '.' || g, logo, category_id, base_currency,
      quote_currency, price_precision, contract_size, min_lots, lot_step, max_lots, fee_rate,
      margin_mode, leverage_options, spread, session_kind, sessions, trading_enabled,
      initial_price, annual_volatility, sort
    FROM instruments, generate_series(1, ${copies}::int) AS g
    WHERE id = ANY(${open.map((instrument) => instrument.id)}::int[])`.execute(db);
  await market.reloadInstruments();
}

/** Users made in one statement; each gets its account through the engine. */
async function newUsers(count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`INSERT INTO users (uid, is_demo, demo_id, invite_code)
    SELECT 'tick' || g, true, 'tick-bench-' || g, 'TB' || g FROM generate_series(1, ${count}::int) AS g
    RETURNING id`.execute(db);
  return rows.map((row) => Number(row.id));
}

function bounded(text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
