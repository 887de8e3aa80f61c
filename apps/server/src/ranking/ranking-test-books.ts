import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { rankingPeriodMs } from './ranking-limits.ts';

/**
 * For tests and benchmarks: demo traders written straight into the books, each with a deposit
 * before the period and `positions` closed gold trades in it (wins and losses in turn, with their
 * ledger entries), and a 1-minute gold candle for every minute of the period. Order and entry ids
 * start at `idsFrom`, above any the engine will hand out in the run.
 */
export async function writeRankingBooks(
  db: Db,
  options: { traders: number; positions: number; now: Date; idsFrom: number },
): Promise<{ orders: number; entries: number; candles: number }> {
  const { traders, positions, now, idsFrom } = options;
  const from = new Date(now.getTime() - rankingPeriodMs);
  const stepMs = Math.floor((rankingPeriodMs - 3_600_000) / positions);
  const prefix = `books-${idsFrom}-`;
  const gold = await db
    .selectFrom('instruments')
    .select('id')
    .where('code', '=', 'XAUUSD')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO users (uid, email, password_hash, is_demo, demo_id, invite_code, created_at)
    SELECT (80000000 + ${idsFrom % 1_000_000} + g)::text, NULL, NULL, true, ${prefix} || g,
      'B' || ${idsFrom} || '-' || g, ${from}
    FROM generate_series(1, ${traders}) g
  `.execute(db);
  await sql`
    INSERT INTO orders (id, user_id, instrument_id, side, mode, status, lots, leverage,
      requested_price, open_price, close_price, margin, fee, realised_pnl, close_reason,
      created_at, opened_at, closed_at)
    SELECT ${idsFrom} + row_number() OVER (ORDER BY u.id, g), u.id, ${gold.id}, 1, 1, 3, 0.1, 100,
      2000.15, 2000.15, 2000.15 + ((g + u.id) % 7) - 3, 200.015, 0.7, (((g + u.id) % 7) - 3) * 10, 1,
      ${from}::timestamptz + (g * ${stepMs} * interval '1 millisecond'),
      ${from}::timestamptz + (g * ${stepMs} * interval '1 millisecond'),
      ${from}::timestamptz + (g * ${stepMs} * interval '1 millisecond') + interval '20 minutes'
    FROM users u, generate_series(1, ${positions}) g
    WHERE u.demo_id LIKE ${`${prefix}%`}
  `.execute(db);
  await sql`
    INSERT INTO ledger_entries (id, user_id, amount, balance_after, type, memo, order_id, created_at)
    SELECT ${idsFrom} + row_number() OVER (ORDER BY e.user_id, e.at, e.seq), e.user_id, e.amount, 0,
      e.type, 'test books', e.order_id, e.at
    FROM (
      SELECT id AS user_id, 10000::numeric AS amount, 1 AS type, NULL::bigint AS order_id,
        ${from}::timestamptz - interval '1 day' AS at, 0 AS seq
      FROM users WHERE demo_id LIKE ${`${prefix}%`}
      UNION ALL
      SELECT o.user_id, m.amount, m.type, o.id, m.at, m.seq
      FROM orders o JOIN users u ON u.id = o.user_id AND u.demo_id LIKE ${`${prefix}%`},
        LATERAL (VALUES (-o.margin, 2, o.opened_at, 1), (-o.fee, 4, o.opened_at, 2),
          (o.margin, 3, o.closed_at, 3), (o.realised_pnl, 5, o.closed_at, 4)) AS m(amount, type, at, seq)
    ) e
  `.execute(db);
  await sql`
    INSERT INTO candles (instrument_id, period, time, open, high, low, close, volume)
    SELECT ${gold.id}, '1min', m * 60, 2000, 2002, 1997, 2000, 1
    FROM generate_series(
      (extract(epoch FROM ${from}::timestamptz) / 60)::bigint,
      (extract(epoch FROM ${now}::timestamptz) / 60)::bigint) m
    ON CONFLICT DO NOTHING
  `.execute(db);
  const count = async (table: 'orders' | 'ledger_entries' | 'candles') =>
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    orders: await count('orders'),
    entries: await count('ledger_entries'),
    candles: await count('candles'),
  };
}
