import { chartPeriods } from '@tp/contract/entities';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instrumentSeeds } from '../db/seed-catalogue.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { backfillHistory, candlesMin } from './backfill.ts';

/** The platform as a first start makes it: chart history generated for every instrument. */
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ backfill: true });
});

afterAll(async () => {
  await platform?.close();
});

const counts = async () => {
  const rows = await platform.db
    .selectFrom('candles')
    .select(['instrument_id', 'period', sql<number>`count(*)::int`.as('count')])
    .groupBy(['instrument_id', 'period'])
    .execute();
  return new Map(rows.map((r) => [`${r.instrument_id}:${r.period}`, r.count]));
};

const idOf = (code: string) => platform.market.instrumentByCode(code)?.id ?? -1;
type WireCandle = { Time: number; Close: number };

describe('chart history on first start', () => {
  it('gives every period of every instrument at least 500 candles', async () => {
    const stored = await counts();
    expect(platform.market.instruments()).toHaveLength(instrumentSeeds.length);
    for (const record of platform.market.instruments()) {
      for (const period of chartPeriods) {
        expect(
          stored.get(`${record.id}:${period}`),
          `${record.code} ${period}`,
        ).toBeGreaterThanOrEqual(candlesMin);
      }
    }
  });

  it('ends every chart at the current price', async () => {
    for (const code of ['EURUSD', 'BTCUSD', 'US30']) {
      const id = idOf(code);
      const mid = platform.market.quote(id)?.mid.toNumber();
      for (const period of chartPeriods) {
        const response = await platform.app.inject({
          method: 'GET',
          url: `/v1/api/forex/kline?forex_id=${id}&period=${period}`,
        });
        const candles = (response.json() as { data: WireCandle[] }).data;
        expect(candles, `${code} ${period}`).toHaveLength(500);
        expect(candles.at(-1)?.Close, `${code} ${period}`).toBe(mid);
      }
    }
  });

  it('pages back through the history', async () => {
    const id = idOf('XAUUSD');
    const url = (query: string) => `/v1/api/forex/kline?forex_id=${id}&period=5min&${query}`;
    const newest = (await platform.app
      .inject({ method: 'GET', url: url('limit=100') })
      .then((r) => r.json())) as { data: WireCandle[] };
    expect(newest.data).toHaveLength(100);
    const oldestShown = newest.data[0]?.Time ?? 0;
    const older = (await platform.app
      .inject({ method: 'GET', url: url(`before=${oldestShown}&limit=1000`) })
      .then((r) => r.json())) as {
      data: WireCandle[];
    };
    expect(older.data).toHaveLength(400);
    expect(older.data.at(-1)?.Time).toBeLessThan(oldestShown);
  });

  it('adds nothing when run again, and tops up a period that lost candles', async () => {
    const instruments = platform.market.instruments().map((record) => ({
      id: record.id,
      code: record.code,
      sessions: record.sessions,
      pricePrecision: record.terms.pricePrecision,
      referencePrice: 1,
      annualVolatility: 0.1,
      currentPrice: platform.market.quote(record.id)?.mid ?? record.terms.spread,
    }));
    const options = { instruments, seed: platform.config.feedSeed, now: platform.clock.now() };
    expect(await backfillHistory(platform.db, options)).toEqual({ inserted: 0 });

    const id = idOf('USDCHF');
    const oldest = await platform.db
      .selectFrom('candles')
      .select(sql<number>`min(time)`.as('time'))
      .where('instrument_id', '=', id)
      .where('period', '=', '30min')
      .executeTakeFirstOrThrow();
    const cut = await platform.db
      .selectFrom('candles')
      .select('time')
      .where('instrument_id', '=', id)
      .where('period', '=', '30min')
      .orderBy('time')
      .offset(99)
      .limit(1)
      .executeTakeFirstOrThrow();
    await platform.db
      .deleteFrom('candles')
      .where('instrument_id', '=', id)
      .where('period', '=', '30min')
      .where('time', '<=', cut.time)
      .execute();
    expect((await counts()).get(`${id}:30min`)).toBe(400);

    expect(await backfillHistory(platform.db, options)).toEqual({ inserted: 100 });
    expect((await counts()).get(`${id}:30min`)).toBe(500);
    const after = await platform.db
      .selectFrom('candles')
      .select(sql<number>`min(time)`.as('time'))
      .where('instrument_id', '=', id)
      .where('period', '=', '30min')
      .executeTakeFirstOrThrow();
    expect(Number(after.time)).toBeLessThanOrEqual(Number(oldest.time));
  });
});
