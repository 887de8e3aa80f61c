import { TickMarkType } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { createTickLabels, TickKind } from './chart-time-labels.ts';

// 2026-11-05 07:04:09 UTC
const time = Date.UTC(2026, 10, 5, 7, 4, 9) / 1000;

describe('chart time labels', () => {
  it('match the chart library’s tick mark kinds', () => {
    expect(TickKind).toEqual({
      year: TickMarkType.Year,
      month: TickMarkType.Month,
      dayOfMonth: TickMarkType.DayOfMonth,
      time: TickMarkType.Time,
      timeWithSeconds: TickMarkType.TimeWithSeconds,
    });
  });

  it('write times, days and years in UTC as the candles are cut, whatever the zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const label = createTickLabels('de');
      expect(label(time, TickKind.time)).toBe('07:04');
      expect(label(time, TickKind.timeWithSeconds)).toBe('07:04:09');
      expect(label(time, TickKind.dayOfMonth)).toBe('5');
      expect(label(time, TickKind.year)).toBe('2026');
      expect(label(Date.UTC(2026, 0, 1, 0, 0) / 1000, TickKind.time)).toBe('00:00');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('name the month in the trader’s language', () => {
    expect(createTickLabels('en')(time, TickKind.month)).toBe('Nov');
    expect(createTickLabels('ru')(time, TickKind.month)).toBe('нояб.');
    expect(createTickLabels('ja')(time, TickKind.month)).toBe('11月');
    // The first day of a month at 00:00 UTC is that month, not the one before in a western zone.
    expect(createTickLabels('en')(Date.UTC(2026, 11, 1) / 1000, TickKind.month)).toBe('Dec');
  });
});
