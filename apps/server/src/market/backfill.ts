import { type ChartPeriod, chartPeriods } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { isSessionOpen, type TradingSession } from '@tp/domain/sessions';
import type { Db } from '../db/database.ts';
import {
  candleCoverage,
  coverageKey,
  insertMissingCandles,
  type StoredCandle,
} from './candle-store.ts';
import { type CandleBar, periodSeconds, periodStart } from './candles.ts';
import { keepInBand, logReturn, secondsPerYear, toPrice } from './price-model.ts';
import { deriveSeed, SeededRandom } from './seeded-random.ts';

/**
 * Chart history for a fresh install: every period of every instrument gets at least
 * `candlesMin` candles. Each period has its own path, walked backwards from the current
 * price with the feed's volatility model and seed, so the newest candle closes at the
 * current price and the same seed always draws the same history. Periods in which the
 * instrument's market is closed (weekends for forex) are left out, as a real chart has them.
 */

export const candlesMin = 500;

export type BackfillInstrument = {
  id: number;
  code: string;
  sessions: readonly TradingSession[];
  pricePrecision: number;
  referencePrice: number;
  annualVolatility: number;
  /** The price the generated history ends at. */
  currentPrice: Decimal;
};

/** Steps of the path inside one candle: they give it a body and wicks. */
const stepsPerCandle = 4;
/** Typical traded volume per minute; a candle's volume scales with its length. */
const volumePerMinute = 500;
/** A period whose candles were all skipped as closed for this long is given up on. */
const lookbackPeriodsMax = 20_000;

export async function backfillHistory(
  db: Db,
  options: {
    instruments: readonly BackfillInstrument[];
    seed: number;
    now: Date;
    minimum?: number;
  },
): Promise<{ inserted: number }> {
  const minimum = options.minimum ?? candlesMin;
  const coverage = await candleCoverage(db);
  let inserted = 0;
  for (const instrument of options.instruments) {
    const candles: StoredCandle[] = [];
    for (const period of chartPeriods) {
      const stored = coverage.get(coverageKey(instrument.id, period));
      if (stored && stored.count >= minimum) continue;
      const anchor = stored ? await oldestCandle(db, instrument.id, period) : undefined;
      const bars = generateHistory({
        instrument,
        period,
        seed: options.seed,
        count: minimum - (stored?.count ?? 0),
        // Before the oldest stored candle, ending at its open; or up to now at the current price.
        endAt: anchor ? anchor.time : Math.floor(options.now.getTime() / 1000),
        endClose: anchor ? anchor.open : instrument.currentPrice,
      });
      for (const candle of bars) candles.push({ instrumentId: instrument.id, period, candle });
    }
    await insertMissingCandles(db, candles);
    inserted += candles.length;
  }
  return { inserted };
}

async function oldestCandle(db: Db, instrumentId: number, period: ChartPeriod) {
  const row = await db
    .selectFrom('candles')
    .select(['time', 'open'])
    .where('instrument_id', '=', instrumentId)
    .where('period', '=', period)
    .orderBy('time')
    .limit(1)
    .executeTakeFirst();
  return row ? { time: Number(row.time), open: new Decimal(row.open) } : undefined;
}

/**
 * `count` candles of one period, oldest first, in trading periods only, the newest holding
 * the time up to `endAt` (unix seconds; only the elapsed part of a period that has not ended)
 * and closing at `endClose`. Pure and deterministic for a seed.
 */
export function generateHistory({
  instrument,
  period,
  seed,
  count,
  endAt,
  endClose,
}: {
  instrument: BackfillInstrument;
  period: ChartPeriod;
  seed: number;
  count: number;
  endAt: number;
  endClose: Decimal;
}): CandleBar[] {
  const random = new SeededRandom(deriveSeed(seed, `backfill:${instrument.code}:${period}`));
  const length = periodSeconds[period];
  const bars: CandleBar[] = [];
  let close = endClose.toNumber();
  let time = periodStart(period, endAt - 1);
  for (
    let looked = 0;
    bars.length < count && looked < lookbackPeriodsMax;
    looked++, time -= length
  ) {
    const span = Math.min(length, endAt - time);
    if (!periodTrades(instrument.sessions, time, span)) continue;
    const bar = candleBackwards({ instrument, random, time, length: span, close });
    bars.push(bar.candle);
    close = bar.open;
  }
  return bars.reverse();
}

/** True when the market is open at any point of the period (sampled every 5 minutes, or hourly for days). */
function periodTrades(sessions: readonly TradingSession[], start: number, length: number): boolean {
  const step = length <= 3_600 ? Math.min(length, 300) : 3_600;
  for (let offset = 0; offset < length; offset += step) {
    if (isSessionOpen({ sessions, at: new Date((start + offset) * 1000) })) return true;
  }
  return false;
}

/** One candle that closes at `close`, its path over `length` seconds walked back to its open. */
function candleBackwards({
  instrument,
  random,
  time,
  length,
  close,
}: {
  instrument: BackfillInstrument;
  random: SeededRandom;
  time: number;
  length: number;
  close: number;
}): { candle: CandleBar; open: number } {
  const stepSeconds = length / stepsPerCandle;
  const points = [close];
  let price = close;
  for (let step = 0; step < stepsPerCandle; step++) {
    const back = logReturn({
      volatility: instrument.annualVolatility,
      seconds: stepSeconds,
      z: random.normal(),
    });
    price = keepInBand(price / Math.exp(back), instrument.referencePrice);
    points.push(price);
  }
  const wick = instrument.annualVolatility * Math.sqrt(stepSeconds / secondsPerYear) * 0.5;
  const high = Math.max(...points) * (1 + Math.abs(random.normal()) * wick);
  const low = Math.min(...points) * (1 - Math.abs(random.normal()) * wick);
  const volume = Math.round(volumePerMinute * (length / 60) * (0.6 + 0.8 * random.next()));
  const precision = instrument.pricePrecision;
  const openPrice = toPrice(price, precision);
  const closePrice = toPrice(close, precision);
  const candle: CandleBar = {
    time,
    open: openPrice,
    close: closePrice,
    high: maxOf(toPrice(high, precision), openPrice, closePrice),
    low: minOf(toPrice(low, precision), openPrice, closePrice),
    volume,
  };
  return { candle, open: price };
}

const maxOf = (...values: Decimal[]): Decimal => values.reduce((a, b) => (b.gt(a) ? b : a));
const minOf = (...values: Decimal[]): Decimal => values.reduce((a, b) => (b.lt(a) ? b : a));
