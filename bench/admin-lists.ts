/**
 * The back office's long lists: how fast an operator's search and pages answer with many
 * users. Seeds `--users` real users (e-mail, phone, uid, an account each) straight into the
 * database, then times the users list through the admin API as the admin app calls it: a
 * search by part of an e-mail, of a phone number and of a uid, the first page sorted by
 * registration and by balance, and a deep page. Prints p50, p99 and max per call.
 *
 *   npm run bench:admin -- --users 300000             (PGlite in memory)
 *   npm run bench:admin -- --users 300000 --postgres  (TEST_DATABASE_URL or local PostgreSQL)
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { AdminTestClient } from '../apps/server/src/test-support/admin-test-client.ts';
import { startTestPlatform } from '../apps/server/src/test-support/test-platform.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    postgres: { type: 'boolean', default: false },
  },
});

const userCount = Math.min(Math.max(Number(values.users) || 0, 1000), 2_000_000);
const runs = Math.min(Math.max(Number(values.runs) || 0, 5), 1000);
if (values.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main(): Promise<void> {
  const platform = await startTestPlatform({ rateLimitPerMinute: 10_000_000 });
  try {
    const seeding = performance.now();
    // One statement per 50,000 users keeps each insert's memory small.
    for (let from = 1; from <= userCount; from += 50_000) {
      const to = Math.min(userCount, from + 49_999);
      await sql`
        INSERT INTO users (uid, email, password_hash, is_demo, invite_code, mobile, area_code,
          created_at)
        SELECT (40000000 + g)::text, 'trader' || g || '@mail' || (g % 97) || '.example',
          'x', false, 'B' || g, (60000000 + g)::text, '852',
          now() - make_interval(secs => g)
        FROM generate_series(${from}::int, ${to}::int) AS g`.execute(platform.db);
      await sql`
        INSERT INTO accounts (user_id, balance, lock_balance, updated_at)
        SELECT id, (id % 10000)::numeric, 0, now() FROM users
        WHERE uid::bigint BETWEEN ${40_000_000 + from} AND ${40_000_000 + to}`.execute(platform.db);
    }
    // As autovacuum leaves a table in use: GIN pending lists merged, statistics current.
    await sql`VACUUM ANALYZE users`.execute(platform.db);
    await sql`VACUUM ANALYZE accounts`.execute(platform.db);
    const seededMs = performance.now() - seeding;

    const admin = new AdminTestClient(platform);
    const token = await admin.token();
    const target = Math.floor(userCount / 2);
    const calls: [string, string][] = [
      ['search by e-mail part', `/admin-api/users?query=trader${target}@`],
      ['search by phone part', `/admin-api/users?query=${60_000_000 + target}`],
      ['search by uid part', `/admin-api/users?query=${40_000_000 + target}`],
      ['first page, newest', '/admin-api/users?kind=1'],
      ['first page by balance', '/admin-api/users?sort=balance&order=desc'],
      ['page 200, newest', '/admin-api/users?page=200'],
    ];
    console.log(
      `${userCount.toLocaleString('en')} users on ${values.postgres ? 'PostgreSQL' : 'PGlite'}, seeded in ${(seededMs / 1000).toFixed(1)} s; ${runs} runs per call`,
    );
    console.log('| Call | p50 ms | p99 ms | max ms | rows | total |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, url] of calls) {
      const times: number[] = [];
      let shown = { rows: 0, total: 0 };
      for (let i = 0; i < runs; i += 1) {
        const began = performance.now();
        const answer = await admin.call<{ items: unknown[]; total: number }>('GET', url, {
          token,
        });
        times.push(performance.now() - began);
        if (answer.code !== 1) throw new Error(`${name}: ${answer.msg}`);
        shown = { rows: answer.data.items.length, total: answer.data.total };
      }
      times.sort((a, b) => a - b);
      const ms = (x: number) => x.toFixed(1);
      console.log(
        `| ${name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${ms(times.at(-1) ?? Number.NaN)} | ${shown.rows} | ${shown.total} |`,
      );
    }
  } finally {
    await platform.close();
  }
}

await main();
