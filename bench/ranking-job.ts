/**
 * The ranking job against trading, on the embedded shape (PGlite on disk, one process, one
 * connection shared by the engine's commits and everything else): a demo trader opens and closes
 * market orders one after the other, first alone, then while the ranking job computes the board
 * from the books of many traders. Prints the job's time and the orders' latency without and with
 * it: the job reads a page of traders and a chunk of entries per statement and writes the board
 * in one transaction, so an order never waits behind the whole job.
 *
 * The traders' books (a deposit, then closed gold positions with their ledger entries, and a
 * 1-minute candle for every minute of the period) are written straight into the database, with
 * ids above any the engine hands out in the run (ranking-test-books.ts).
 *
 *   npm run bench:ranking -- --traders 2000 --positions 30 --seconds 5
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { rankingJobName } from '../apps/server/src/ranking/ranking-limits.ts';
import { writeRankingBooks } from '../apps/server/src/ranking/ranking-test-books.ts';
import {
  startTestPlatform,
  type TestPlatform,
} from '../apps/server/src/test-support/test-platform.ts';

const { values } = parseArgs({
  options: {
    traders: { type: 'string', default: '2000' },
    positions: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '5' },
  },
});
const traders = bounded(values.traders, 1, 100_000);
const positions = bounded(values.positions, 1, 1_000);
const seconds = bounded(values.seconds, 1, 60);

setTimeout(() => {
  console.error('benchmark did not finish in time');
  process.exit(1);
}, 900_000).unref();

const dataDir = mkdtempSync(join(tmpdir(), 'bench-ranking-'));
const platform = await startTestPlatform({
  database: { kind: 'pglite', dataDir: join(dataDir, 'db') },
  backfill: false,
  rateLimitPerMinute: 10_000_000,
});
// The run every platform makes at start, on empty books; the next is due after the interval.
await platform.runJob(rankingJobName);
// The trader's account is opened before the books are written: the engine's batch statement is
// then prepared on small tables. Prepared after the bulk write, every commit was seen to take
// some 25 ms instead of 2 (see bench/RESULTS.md), which would hide what the job does.
const eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
platform.prices.push('EURUSD', '1.10000');
await platform.engine.settled();
const token = await demoToken(platform);
const seedStarted = performance.now();
const rows = await writeRankingBooks(platform.db, {
  traders,
  positions,
  now: platform.clock.now(),
  idsFrom: 1_000_000_000,
});
const seedS = (performance.now() - seedStarted) / 1000;

// The bulk write's aftermath (a checkpoint, the first plans) is not the job's doing.
await sql`CHECKPOINT`.execute(platform.db);
const warmUntil = performance.now() + 1000;
await trade(platform, token, () => performance.now() < warmUntil);
const aloneUntil = performance.now() + seconds * 1000;
const alone = await trade(platform, token, () => performance.now() < aloneUntil);
let jobDone = false;
const jobStarted = performance.now();
const job = platform.runJob(rankingJobName).then(() => {
  jobDone = true;
});
const during = await trade(platform, token, () => !jobDone);
await job;
const jobS = (performance.now() - jobStarted) / 1000;
const board = await platform.db
  .selectFrom('trader_rankings')
  .select(sql<number>`count(*)::int`.as('n'))
  .executeTakeFirstOrThrow();

console.log(
  `\nRanking job on PGlite (embedded shape), ${traders} traders × ${positions} closed positions`,
);
console.log(
  `books written: ${rows.orders} orders, ${rows.entries} ledger entries, ${rows.candles} candles in ${seedS.toFixed(1)} s`,
);
console.log(`job: ${jobS.toFixed(2)} s, ${board.n} traders on the board`);
console.log('\n| orders (open + close) | count | p50 | p99 | max |');
console.log('|---|---|---|---|---|');
console.log(line('alone', alone));
console.log(line('while the job runs', during));

await platform.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);

/** Round trips of 0.01 lot of EUR/USD while `going()`; each latency is the open plus the close. */
async function trade(p: TestPlatform, session: string, going: () => boolean): Promise<number[]> {
  const latenciesMs: number[] = [];
  while (going()) {
    const started = performance.now();
    const opened = await call(p, session, '/v1/api/forex/submit', {
      type: 1,
      cont: 0.01,
      forex_id: eurusd,
      status: 1,
      multiple: 100,
      client_order_id: randomUUID(),
    });
    await call(p, session, '/v1/api/forex/close', { id: opened.Id });
    latenciesMs.push(performance.now() - started);
  }
  return latenciesMs.sort((a, b) => a - b);
}

async function call(p: TestPlatform, session: string, url: string, payload: object) {
  const res = await p.app.inject({
    method: 'POST',
    url,
    headers: { lang: 'en', authorization: session },
    payload,
  });
  const answer = res.json() as { code: number; msg: string; data: { Id: number } };
  if (answer.code !== 1) throw new Error(`${url}: ${answer.msg}`);
  return answer.data;
}

async function demoToken(p: TestPlatform): Promise<string> {
  const res = await p.app.inject({
    method: 'GET',
    url: `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`,
    headers: { lang: 'en' },
  });
  return (res.json() as { data: { token: string } }).data.token;
}

function line(name: string, sorted: number[]): string {
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const ms = (v: number | undefined) => (v === undefined ? '—' : `${v.toFixed(1)} ms`);
  return `| ${name} | ${sorted.length} | ${ms(at(0.5))} | ${ms(at(0.99))} | ${ms(sorted.at(-1))} |`;
}

function bounded(text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected a whole number from ${min} to ${max}, got ${text}`);
  }
  return value;
}
