import { type ChartPeriod, chartPeriods } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';

/** Candle aggregation, pure: ticks in, forming and completed candles out. Periods start on UTC boundaries. */

export const periodSeconds: Record<ChartPeriod, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1_800,
  '60min': 3_600,
  '1day': 86_400,
};

/** One candle; `time` is the unix second its period starts. */
export type CandleBar = {
  time: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: number;
};

/** The candle still forming for each period (absent before the first price). */
export type FormingCandles = Partial<Record<ChartPeriod, CandleBar>>;

export type CompletedCandle = { period: ChartPeriod; candle: CandleBar };

export type CandleTick = { at: Date; mid: Decimal; volume: number };

export function isChartPeriod(value: string): value is ChartPeriod {
  return (chartPeriods as readonly string[]).includes(value);
}

/** The unix second at which the period containing `atSeconds` starts (the epoch is a UTC midnight). */
export function periodStart(period: ChartPeriod, atSeconds: number): number {
  const length = periodSeconds[period];
  return Math.floor(atSeconds / length) * length;
}

export function openCandle(time: number, price: Decimal, volume: number): CandleBar {
  return { time, open: price, high: price, low: price, close: price, volume };
}

export function addToCandle(candle: CandleBar, price: Decimal, volume: number): CandleBar {
  return {
    time: candle.time,
    open: candle.open,
    high: price.gt(candle.high) ? price : candle.high,
    low: price.lt(candle.low) ? price : candle.low,
    close: price,
    volume: candle.volume + volume,
  };
}

/**
 * Folds one tick into every period. A tick in a later period completes the forming candle
 * and opens the next; a late tick (an earlier period) still counts in the forming candle.
 */
export function applyTick(
  forming: FormingCandles,
  tick: CandleTick,
): { forming: FormingCandles; completed: CompletedCandle[] } {
  const atSeconds = Math.floor(tick.at.getTime() / 1000);
  const next: FormingCandles = {};
  const completed: CompletedCandle[] = [];
  for (const period of chartPeriods) {
    const current = forming[period];
    const start = periodStart(period, atSeconds);
    if (!current) {
      next[period] = openCandle(start, tick.mid, tick.volume);
    } else if (start > current.time) {
      completed.push({ period, candle: current });
      next[period] = openCandle(start, tick.mid, tick.volume);
    } else {
      next[period] = addToCandle(current, tick.mid, tick.volume);
    }
  }
  return { forming: next, completed };
}
