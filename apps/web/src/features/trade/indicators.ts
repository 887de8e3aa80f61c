/**
 * The chart's indicators, computed from closing prices. Each answers one value per input bar,
 * null while its window is not yet full, so every series lines up with the candles. They are
 * drawn, never booked, so plain numbers serve (money stays in Decimal elsewhere).
 */

export type Series = (number | null)[];

const mean = (values: readonly number[], from: number, to: number): number => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i] as number;
  return sum / (to - from);
};

/** Simple moving average over `period` bars. */
export function sma(values: readonly number[], period: number): Series {
  return values.map((_, i) => (i + 1 < period ? null : mean(values, i + 1 - period, i + 1)));
}

/**
 * Exponential moving average, weight 2 / (period + 1), started from the simple average of the
 * first `period` values (the usual seeding, so the first value equals the SMA).
 */
export function ema(values: readonly number[], period: number): Series {
  const alpha = 2 / (period + 1);
  const out: Series = [];
  let last: number | null = null;
  for (let i = 0; i < values.length; i++) {
    if (i + 1 < period) out.push(null);
    else {
      last =
        last === null
          ? mean(values, i + 1 - period, i + 1)
          : alpha * (values[i] as number) + (1 - alpha) * last;
      out.push(last);
    }
  }
  return out;
}

export type Bands = { middle: Series; upper: Series; lower: Series };

/** Bollinger bands: the SMA, and `width` population standard deviations either side of it. */
export function bollinger(values: readonly number[], period = 20, width = 2): Bands {
  const middle = sma(values, period);
  const upper: Series = [];
  const lower: Series = [];
  middle.forEach((mid, i) => {
    if (mid === null) {
      upper.push(null);
      lower.push(null);
      return;
    }
    let squares = 0;
    for (let j = i + 1 - period; j <= i; j++) squares += ((values[j] as number) - mid) ** 2;
    const deviation = Math.sqrt(squares / period);
    upper.push(mid + width * deviation);
    lower.push(mid - width * deviation);
  });
  return { middle, upper, lower };
}

/**
 * Relative strength index with Wilder's smoothing: the first averages of gains and losses are
 * simple over `period` changes, later ones (previous × (period − 1) + change) / period. No
 * losses reads 100, no movement at all 50.
 */
export function rsi(values: readonly number[], period = 14): Series {
  const out: Series = values.map(() => null);
  if (values.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const change = (values[i] as number) - (values[i - 1] as number);
    gain += Math.max(change, 0);
    loss += Math.max(-change, 0);
  }
  gain /= period;
  loss /= period;
  const index = () => (loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss));
  out[period] = index();
  for (let i = period + 1; i < values.length; i++) {
    const change = (values[i] as number) - (values[i - 1] as number);
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    out[i] = index();
  }
  return out;
}

export type Macd = { macd: Series; signal: Series; histogram: Series };

/** MACD: fast EMA − slow EMA, its `signalPeriod` EMA as the signal, and their difference. */
export function macd(values: readonly number[], fast = 12, slow = 26, signalPeriod = 9): Macd {
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const line: Series = values.map((_, i) => {
    const f = fastLine[i];
    const s = slowLine[i];
    return f === null || f === undefined || s === null || s === undefined ? null : f - s;
  });
  const start = line.findIndex((value) => value !== null);
  const signal: Series = values.map(() => null);
  if (start >= 0) {
    const defined = line.slice(start) as number[];
    ema(defined, signalPeriod).forEach((value, i) => {
      signal[start + i] = value;
    });
  }
  const histogram = line.map((value, i) => {
    const s = signal[i];
    return value === null || s === null || s === undefined ? null : value - s;
  });
  return { macd: line, signal, histogram };
}
