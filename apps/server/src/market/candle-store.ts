import type { ChartPeriod } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type CandleBar, type FormingCandles, isChartPeriod } from './candles.ts';

/** Reading and writing the `candles` table. */

export type StoredCandle = { instrumentId: number; period: ChartPeriod; candle: CandleBar };

/** Rows per statement: the rows travel as eight array parameters, one per column. */
const rowsPerWriteMax = 5_000;

type CandleRow = {
  time: number | string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
};

function toBar(row: CandleRow): CandleBar {
  return {
    time: Number(row.time),
    open: new Decimal(row.open),
    high: new Decimal(row.high),
    low: new Decimal(row.low),
    close: new Decimal(row.close),
    volume: Number(row.volume),
  };
}

/** Writes candles, replacing a stored candle of the same instrument, period and start. */
export async function upsertCandles(db: Db, candles: readonly StoredCandle[]): Promise<void> {
  await writeCandles(
    db,
    candles,
    sql`DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low,
      close = excluded.close, volume = excluded.volume`,
  );
}

/** Writes candles that are not stored yet; stored ones are kept as they are. */
export async function insertMissingCandles(
  db: Db,
  candles: readonly StoredCandle[],
): Promise<void> {
  await writeCandles(db, candles, sql`DO NOTHING`);
}

/** One INSERT … SELECT FROM unnest(arrays) per chunk: far quicker than a VALUES row per candle. */
async function writeCandles(
  db: Db,
  candles: readonly StoredCandle[],
  onConflict: RawBuilder<unknown>,
) {
  for (let from = 0; from < candles.length; from += rowsPerWriteMax) {
    const chunk = candles.slice(from, from + rowsPerWriteMax);
    const column = (pick: (stored: StoredCandle) => string | number) => chunk.map(pick);
    await sql`
      INSERT INTO candles (instrument_id, period, time, open, high, low, close, volume)
      SELECT * FROM unnest(
        ${column((c) => c.instrumentId)}::int[],
        ${column((c) => c.period)}::text[],
        ${column((c) => c.candle.time)}::bigint[],
        ${column((c) => c.candle.open.toFixed())}::numeric[],
        ${column((c) => c.candle.high.toFixed())}::numeric[],
        ${column((c) => c.candle.low.toFixed())}::numeric[],
        ${column((c) => c.candle.close.toFixed())}::numeric[],
        ${column((c) => String(c.candle.volume))}::numeric[]
      )
      ON CONFLICT (instrument_id, period, time) ${onConflict}`.execute(db);
  }
}

/** The newest stored candle of every instrument and period. */
export async function latestCandles(db: Db): Promise<Map<number, FormingCandles>> {
  const rows = await db
    .selectFrom('candles')
    .distinctOn(['instrument_id', 'period'])
    .select(['instrument_id', 'period', 'time', 'open', 'high', 'low', 'close', 'volume'])
    .orderBy('instrument_id')
    .orderBy('period')
    .orderBy('time', 'desc')
    .execute();
  const latest = new Map<number, FormingCandles>();
  for (const row of rows) {
    if (!isChartPeriod(row.period)) continue;
    const forming = latest.get(row.instrument_id) ?? {};
    forming[row.period] = toBar(row);
    latest.set(row.instrument_id, forming);
  }
  return latest;
}

export type CandleCoverage = { count: number; oldest: number; newest: number };

/** How many candles each instrument has per period, and the span they cover. */
export async function candleCoverage(db: Db): Promise<Map<string, CandleCoverage>> {
  const rows = await db
    .selectFrom('candles')
    .select([
      'instrument_id',
      'period',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`min(time)`.as('oldest'),
      sql<string>`max(time)`.as('newest'),
    ])
    .groupBy(['instrument_id', 'period'])
    .execute();
  return new Map(
    rows.map((row) => [
      coverageKey(row.instrument_id, row.period),
      { count: Number(row.count), oldest: Number(row.oldest), newest: Number(row.newest) },
    ]),
  );
}

export const coverageKey = (instrumentId: number, period: string) => `${instrumentId}:${period}`;

/** Stored candles of one instrument and period, oldest first: the newest `limit` before `before`. */
export async function readCandles(
  db: Db,
  query: { instrumentId: number; period: ChartPeriod; before?: number; limit: number },
): Promise<CandleBar[]> {
  let select = db
    .selectFrom('candles')
    .select(['time', 'open', 'high', 'low', 'close', 'volume'])
    .where('instrument_id', '=', query.instrumentId)
    .where('period', '=', query.period);
  if (query.before !== undefined) select = select.where('time', '<', query.before);
  const rows = await select.orderBy('time', 'desc').limit(query.limit).execute();
  return rows.map(toBar).reverse();
}

/** The newest `count` stored candles of one period for every instrument, oldest first. */
export async function recentCandles(
  db: Db,
  query: { period: ChartPeriod; count: number; instrumentId?: number },
): Promise<Map<number, CandleBar[]>> {
  let candles = db.selectFrom('candles').where('period', '=', query.period);
  if (query.instrumentId !== undefined)
    candles = candles.where('instrument_id', '=', query.instrumentId);
  const ranked = candles
    .select([
      'instrument_id',
      'time',
      'open',
      'high',
      'low',
      'close',
      'volume',
      sql<number>`row_number() over (partition by instrument_id order by time desc)`.as('rank'),
    ])
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .selectAll()
    .where('rank', '<=', query.count)
    .orderBy('instrument_id')
    .orderBy('time')
    .execute();
  const byInstrument = new Map<number, CandleBar[]>();
  for (const row of rows) {
    const bars = byInstrument.get(row.instrument_id) ?? [];
    bars.push(toBar(row));
    byInstrument.set(row.instrument_id, bars);
  }
  return byInstrument;
}
