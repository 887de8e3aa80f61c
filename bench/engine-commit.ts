/**
 * The engine and its database without HTTP: rounds of N market orders (one per account, all
 * queued in one turn so they form one batch) followed by their N closes (the next batch), each
 * round awaited before the next, so every batch is written alone. Prints, per batch size, the
 * time to write a batch and the CPU that Node and PostgreSQL spent per command: what the group
 * commit costs whatever HTTP costs on top.
 *
 *   npx tsx bench/engine-commit.ts --postgres --sizes 1,10,50,200 --seconds 3
 *   npx tsx bench/engine-commit.ts --sizes 1,10,50 --seconds 3            (PGlite on disk)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CloseReason } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { sql } from 'kysely';
import { startTestPlatform } from '../apps/server/src/test-support/test-platform.ts';
import { postgresCpuMs } from './postgres-cpu.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1,10,50,200' },
    seconds: { type: 'string', default: '3' },
    postgres: { type: 'boolean', default: false },
  },
});
const sizes = (values.sizes ?? '').split(',').map((text) => bounded(text, 1, 2000));
const seconds = bounded(values.seconds ?? '3', 1, 60);

if (values.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(join(tmpdir(), 'bench-commit-'));
const platform = await startTestPlatform(
  values.postgres ? {} : { database: { kind: 'pglite', dataDir: join(dataDir, 'db') } },
);
const { db } = platform;
const engine = platform.localEngine();
if (!engine) throw new Error('the engine runs in another process');
const eurusd = platform.market.instrumentByCode('EURUSD');
if (!eurusd) throw new Error('EURUSD is not in the catalogue');

// Accounts of their own, opened through the engine as the demo route does.
const accountsMax = Math.max(...sizes);
const firstUserId = Number(
  (await sql<{ id: string }>`SELECT coalesce(max(id), 0) + 1 AS id FROM users`.execute(db)).rows[0]
    ?.id,
);
const userIds = Array.from({ length: accountsMax }, (_, i) => firstUserId + i);
await db
  .insertInto('users')
  .values(userIds.map((id) => ({ id, uid: `bench${id}`, is_demo: true, invite_code: `B${id}` })))
  .execute();
await Promise.all(
  userIds.map((userId) =>
    engine.openAccount({ userId, initialBalance: new Decimal(1_000_000), memo: '' }),
  ),
);

const line = (label: string, text: string) => console.log(`${label.padEnd(14)}${text}`);
console.log(`database: ${values.postgres ? 'PostgreSQL' : 'PGlite on disk'}`);
for (const size of sizes) {
  const users = userIds.slice(0, size);
  const round = async () => {
    const orders = await Promise.all(
      users.map((userId) =>
        engine.placeOrder({
          userId,
          instrumentId: eurusd.id,
          side: Side.buy,
          lots: new Decimal('0.01'),
          leverage: 100,
          clientOrderId: undefined,
        }),
      ),
    );
    await Promise.all(
      orders.map((order, i) =>
        engine.closePosition({
          userId: users[i] ?? 0,
          orderId: order.Id,
          reason: CloseReason.user,
        }),
      ),
    );
  };
  await round();
  const before = { stats: engine.stats(), cpu: process.cpuUsage(), pg: postgresCpuMs() };
  const began = performance.now();
  let rounds = 0;
  while (performance.now() - began < seconds * 1000) {
    await round();
    rounds += 1;
  }
  const elapsedMs = performance.now() - began;
  const cpu = process.cpuUsage(before.cpu);
  const after = engine.stats();
  const batches = after.batches - before.stats.batches;
  const commands = after.commands - before.stats.commands;
  const pgMs = (postgresCpuMs() ?? Number.NaN) - (before.pg ?? Number.NaN);
  const perCommandUs = (ms: number) => ((ms * 1000) / commands).toFixed(0);
  line(
    `batch ${size}`,
    `${rounds * 2} batches of ${(commands / batches).toFixed(1)}; ` +
      `write ${((after.commitMsTotal - before.stats.commitMsTotal) / batches).toFixed(2)} ms a batch; ` +
      `${((commands / elapsedMs) * 1000).toFixed(0)} commands/s; ` +
      `Node CPU ${perCommandUs((cpu.user + cpu.system) / 1000)} µs/command` +
      (values.postgres ? `; PostgreSQL CPU ${perCommandUs(pgMs)} µs/command` : ''),
  );
}
await platform.close();
rmSync(dataDir, { recursive: true, force: true });

function bounded(text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
