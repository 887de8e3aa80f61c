import { dec } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import {
  applyTick,
  type CandleBar,
  type CandleTick,
  type FormingCandles,
  periodStart,
} from './candles.ts';

const tick = (iso: string, mid: string, volume = 1): CandleTick => ({
  at: new Date(iso),
  mid: dec(mid),
  volume,
});
const seconds = (iso: string) => Date.parse(iso) / 1000;

function play(ticks: CandleTick[], start: FormingCandles = {}) {
  let forming = start;
  const completed: ReturnType<typeof applyTick>['completed'] = [];
  for (const t of ticks) {
    const result = applyTick(forming, t);
    forming = result.forming;
    completed.push(...result.completed);
  }
  return { forming, completed };
}

const plain = (candle: CandleBar | undefined) =>
  candle && {
    time: candle.time,
    open: String(candle.open),
    high: String(candle.high),
    low: String(candle.low),
    close: String(candle.close),
    volume: candle.volume,
  };

describe('periodStart', () => {
  it('starts periods on UTC boundaries', () => {
    const at = seconds('2026-11-18T13:47:29Z');
    expect(periodStart('1min', at)).toBe(seconds('2026-11-18T13:47:00Z'));
    expect(periodStart('5min', at)).toBe(seconds('2026-11-18T13:45:00Z'));
    expect(periodStart('15min', at)).toBe(seconds('2026-11-18T13:45:00Z'));
    expect(periodStart('30min', at)).toBe(seconds('2026-11-18T13:30:00Z'));
    expect(periodStart('60min', at)).toBe(seconds('2026-11-18T13:00:00Z'));
    expect(periodStart('1day', at)).toBe(seconds('2026-11-18T00:00:00Z'));
  });

  it('puts a tick exactly on a boundary in the period it opens', () => {
    expect(periodStart('60min', seconds('2026-11-18T14:00:00Z'))).toBe(
      seconds('2026-11-18T14:00:00Z'),
    );
  });
});

describe('applyTick', () => {
  it('opens a candle for every period on the first tick', () => {
    const { forming, completed } = play([tick('2026-11-18T13:47:29Z', '1.08', 3)]);
    expect(completed).toEqual([]);
    expect(plain(forming['1min'])).toEqual({
      time: seconds('2026-11-18T13:47:00Z'),
      open: '1.08',
      high: '1.08',
      low: '1.08',
      close: '1.08',
      volume: 3,
    });
    expect(forming['1day']?.time).toBe(seconds('2026-11-18T00:00:00Z'));
  });

  it('folds ticks of one period into open, high, low, close and volume', () => {
    const { forming } = play([
      tick('2026-11-18T13:47:01Z', '1.0800', 1),
      tick('2026-11-18T13:47:10Z', '1.0812', 2),
      tick('2026-11-18T13:47:20Z', '1.0795', 3),
      tick('2026-11-18T13:47:59Z', '1.0805', 4),
    ]);
    expect(plain(forming['1min'])).toEqual({
      time: seconds('2026-11-18T13:47:00Z'),
      open: '1.08',
      high: '1.0812',
      low: '1.0795',
      close: '1.0805',
      volume: 10,
    });
  });

  it('completes a candle when a tick falls in the next period, only for the periods that ended', () => {
    const { forming, completed } = play([
      tick('2026-11-18T13:59:30Z', '1.0800', 1),
      tick('2026-11-18T13:59:50Z', '1.0810', 1),
      tick('2026-11-18T14:00:05Z', '1.0790', 2),
    ]);
    expect(completed.map((c) => c.period)).toEqual(['1min', '5min', '15min', '30min', '60min']);
    const minute = completed.find((c) => c.period === '1min')?.candle;
    expect(plain(minute)).toEqual({
      time: seconds('2026-11-18T13:59:00Z'),
      open: '1.08',
      high: '1.081',
      low: '1.08',
      close: '1.081',
      volume: 2,
    });
    expect(plain(forming['60min'])).toMatchObject({
      time: seconds('2026-11-18T14:00:00Z'),
      open: '1.079',
      volume: 2,
    });
    expect(plain(forming['1day'])).toMatchObject({
      open: '1.08',
      high: '1.081',
      low: '1.079',
      volume: 4,
    });
  });

  it('rolls the daily candle at 00:00 UTC', () => {
    const { forming, completed } = play([
      tick('2026-11-18T23:59:59Z', '100'),
      tick('2026-11-19T00:00:00Z', '101'),
    ]);
    expect(completed.map((c) => c.period)).toContain('1day');
    expect(forming['1day']?.time).toBe(seconds('2026-11-19T00:00:00Z'));
  });

  it('counts a late tick in the forming candle instead of reopening a past one', () => {
    const { forming, completed } = play([
      tick('2026-11-18T14:00:05Z', '1.08'),
      tick('2026-11-18T13:59:58Z', '1.07'),
    ]);
    expect(completed).toEqual([]);
    expect(plain(forming['1min'])).toMatchObject({
      time: seconds('2026-11-18T14:00:00Z'),
      low: '1.07',
      close: '1.07',
    });
  });

  it('continues a stored candle of the current period', () => {
    const stored = play([tick('2026-11-18T13:47:01Z', '1.09', 5)]).forming;
    const { forming } = play([tick('2026-11-18T13:47:30Z', '1.10', 1)], stored);
    expect(plain(forming['1min'])).toMatchObject({
      open: '1.09',
      high: '1.1',
      close: '1.1',
      volume: 6,
    });
  });
});
