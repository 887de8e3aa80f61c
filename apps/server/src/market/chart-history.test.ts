import { Decimal } from '@tp/domain/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../db/database.ts';
import { testDatabase } from '../test-support/test-platform.ts';
import type { CandleBar } from './candles.ts';
import { readKline, readSparklines } from './chart-history.ts';
import type { MarketService } from './market-service.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await testDatabase();
  drop = database.drop;
  db = await openDatabase(database.location);
  await migrateToLatest(db);
});

afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const bar = (time: number, close: number): CandleBar => {
  const price = new Decimal(close);
  return { time, open: price, high: price, low: price, close: price, volume: 1 };
};

/**
 * A market whose candle writer commits while the table is being read: the candles it held in
 * memory before the read are gone from memory after it, and the read (begun before the commit)
 * did not see them in the table either.
 */
function flushingDuringRead(inMemory: CandleBar[]): { db: Db; market: MarketService } {
  let tableRead = false;
  const reading = db.withPlugin({
    transformQuery: (args) => {
      tableRead = true;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  const record = { id: 7, code: 'ETHUSD' };
  const market = {
    instrument: (id: number) => (id === record.id ? record : undefined),
    instruments: () => [record],
    quote: () => undefined,
    unwrittenCandles: () => (tableRead ? [] : inMemory),
  };
  return { db: reading, market: market as unknown as MarketService };
}

describe('reading candles while a write commits', () => {
  it('keeps the sparkline’s candles that moved from memory to the table meanwhile', async () => {
    const hour = 3_600;
    const bars = [bar(10 * hour, 3400), bar(11 * hour, 3401), bar(12 * hour, 3402)];
    const { db: reading, market } = flushingDuringRead(bars);
    const [line] = await readSparklines(reading, market, 7);
    expect(line?.Points).toEqual([3400, 3401, 3402]);
  });

  it('keeps the chart’s candles that moved from memory to the table meanwhile', async () => {
    const bars = [bar(60, 1.1), bar(120, 1.2)];
    const { db: reading, market } = flushingDuringRead(bars);
    const candles = await readKline(reading, market, {
      instrumentId: 7,
      period: '1min',
      before: undefined,
      limit: undefined,
    });
    expect(candles.map((c) => c.Close)).toEqual([1.1, 1.2]);
  });
});
