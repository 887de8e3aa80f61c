import type { Candle, ChartPeriod, Sparkline } from '@tp/contract/entities';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { readCandles, recentCandles } from './candle-store.ts';
import type { CandleBar } from './candles.ts';
import { candleView, sparklineView } from './instrument-view.ts';
import type { MarketService } from './market-service.ts';

/** Reads for the charts: stored candles with the forming one last. */

export const klineLimitDefault = 500;
export const klineLimitMax = 1_000;
/** A sparkline is the last day of hourly closes. */
export const sparklinePoints = 24;

/**
 * Stored candles overlaid with the ones still in memory (a candle of the same start is
 * replaced by its newer state), the newest `limit`, oldest first. Readers take the candles in
 * memory both before and after reading the table: a write that commits while they read moves
 * candles from memory into the table, and without the earlier look they would be in neither.
 */
export function overlay(
  stored: readonly CandleBar[],
  live: readonly CandleBar[],
  limit: number,
): CandleBar[] {
  const byTime = new Map(stored.map((bar) => [bar.time, bar]));
  for (const bar of live) byTime.set(bar.time, bar);
  return [...byTime.values()].sort((a, b) => a.time - b.time).slice(-limit);
}

export async function readKline(
  db: Db,
  market: MarketService,
  query: {
    instrumentId: number;
    period: ChartPeriod;
    before: number | undefined;
    limit: number | undefined;
  },
): Promise<Candle[]> {
  const limit = query.limit ?? klineLimitDefault;
  if (limit < 1 || limit > klineLimitMax) throw new ApiError('invalidField', { field: 'limit' });
  if (!market.instrument(query.instrumentId)) throw new ApiError('instrumentNotFound');
  const before = query.before;
  const unwritten = () =>
    market
      .unwrittenCandles(query.instrumentId, query.period)
      .filter((bar) => before === undefined || bar.time < before);
  const earlier = unwritten();
  const stored = await readCandles(db, { ...query, limit });
  return overlay(overlay(stored, earlier, limit), unwritten(), limit).map(candleView);
}

export async function readSparklines(
  db: Db,
  market: MarketService,
  instrumentId: number | undefined,
): Promise<Sparkline[]> {
  if (instrumentId !== undefined && !market.instrument(instrumentId)) {
    throw new ApiError('instrumentNotFound');
  }
  const records =
    instrumentId === undefined
      ? market.instruments()
      : market.instruments().filter((r) => r.id === instrumentId);
  const earlier = new Map(records.map((r) => [r.id, market.unwrittenCandles(r.id, '60min')]));
  const recent = await recentCandles(db, { period: '60min', count: sparklinePoints, instrumentId });
  return records.map((record) => {
    const bars = overlay(
      overlay(recent.get(record.id) ?? [], earlier.get(record.id) ?? [], sparklinePoints),
      market.unwrittenCandles(record.id, '60min'),
      sparklinePoints,
    );
    const closes =
      bars.length > 0
        ? bars.map((bar) => bar.close)
        : [market.quote(record.id)?.mid].filter((mid) => mid !== undefined);
    return sparklineView(record, closes);
  });
}
