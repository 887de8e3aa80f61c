import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commoditySessions,
  cryptoSessions,
  forexSessions,
  indexSessions,
  isSessionOpen,
  type TradingSession,
} from './sessions.ts';

// 2024-06-01 was a Saturday; the days that follow are named for readability.
const at = (day: string, time: string): Date => {
  const dates: Record<string, string> = {
    saturday: '2024-06-01',
    sunday: '2024-06-02',
    monday: '2024-06-03',
    tuesday: '2024-06-04',
    wednesday: '2024-06-05',
    thursday: '2024-06-06',
    friday: '2024-06-07',
  };
  return new Date(`${dates[day]}T${time}Z`);
};

const open = (sessions: TradingSession[], day: string, time: string) =>
  isSessionOpen({ sessions, at: at(day, time) });

describe('forex sessions', () => {
  it.each([
    ['Saturday noon', 'saturday', '12:00:00', false],
    ['Sunday 21:59', 'sunday', '21:59:59', false],
    ['Sunday 22:00', 'sunday', '22:00:00', true],
    ['Monday 00:00', 'monday', '00:00:00', true],
    ['Monday 10:00', 'monday', '10:00:00', true],
    ['Wednesday 23:59', 'wednesday', '23:59:59', true],
    ['Friday 21:59', 'friday', '21:59:59', true],
    ['Friday 22:00', 'friday', '22:00:00', false],
    ['Friday 23:30', 'friday', '23:30:00', false],
  ])('%s → %s', (_name, day, time, expected) => {
    expect(open(forexSessions(), day, time)).toBe(expected);
  });
});

describe('commodity sessions', () => {
  it.each([
    ['Monday 10:00', 'monday', '10:00:00', true],
    ['Tuesday 20:59, before the break', 'tuesday', '20:59:00', true],
    ['Tuesday 21:00, in the break', 'tuesday', '21:00:00', false],
    ['Tuesday 21:59, in the break', 'tuesday', '21:59:00', false],
    ['Tuesday 22:00, after the break', 'tuesday', '22:00:00', true],
    ['Friday 21:30, week closed at the break', 'friday', '21:30:00', false],
    ['Saturday', 'saturday', '10:00:00', false],
    ['Sunday 22:00', 'sunday', '22:00:00', true],
  ])('%s → %s', (_name, day, time, expected) => {
    expect(open(commoditySessions(), day, time)).toBe(expected);
  });
});

describe('crypto sessions', () => {
  it('are open at every minute of the week', () => {
    const week = 7 * 24 * 60 * 60 * 1000;
    const start = at('saturday', '00:00:00').getTime();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: week - 1 }), (offset) => {
        expect(isSessionOpen({ sessions: cryptoSessions(), at: new Date(start + offset) })).toBe(
          true,
        );
      }),
    );
  });
});

describe('index sessions', () => {
  // US cash session 13:30–20:00 UTC.
  const us = indexSessions({ openMinute: 13 * 60 + 30, closeMinute: 20 * 60 });
  // A session that runs past midnight, 23:00–01:00 UTC.
  const overnight = indexSessions({ openMinute: 23 * 60, closeMinute: 60 });

  it.each([
    ['US, Monday 13:29', us, 'monday', '13:29:59', false],
    ['US, Monday 13:30', us, 'monday', '13:30:00', true],
    ['US, Wednesday 19:59', us, 'wednesday', '19:59:00', true],
    ['US, Wednesday 20:00', us, 'wednesday', '20:00:00', false],
    ['US, Friday 15:00', us, 'friday', '15:00:00', true],
    ['US, Saturday 15:00', us, 'saturday', '15:00:00', false],
    ['US, Sunday 15:00', us, 'sunday', '15:00:00', false],
    ['overnight, Monday 23:30', overnight, 'monday', '23:30:00', true],
    ['overnight, Tuesday 00:30', overnight, 'tuesday', '00:30:00', true],
    ['overnight, Tuesday 01:00', overnight, 'tuesday', '01:00:00', false],
    ['overnight, Saturday 00:30 after Friday night', overnight, 'saturday', '00:30:00', true],
    ['overnight, Monday 00:30 after the weekend', overnight, 'monday', '00:30:00', false],
  ])('%s → %s', (_name, sessions, day, time, expected) => {
    expect(open(sessions, day, time)).toBe(expected);
  });
});

describe('session tables', () => {
  it.each([
    ['forex', forexSessions()],
    ['commodity', commoditySessions()],
    ['crypto', cryptoSessions()],
    ['index', indexSessions({ openMinute: 0, closeMinute: 30 })],
  ])('%s: every window is a non-empty span inside one day', (_name, sessions) => {
    for (const s of sessions) {
      expect(s.day).toBeGreaterThanOrEqual(0);
      expect(s.day).toBeLessThanOrEqual(6);
      expect(s.open).toBeGreaterThanOrEqual(0);
      expect(s.close).toBeLessThanOrEqual(1440);
      expect(s.open).toBeLessThan(s.close);
    }
  });

  it('commodities are open only when forex is', () => {
    const week = 7 * 24 * 60;
    const start = at('saturday', '00:00:00').getTime();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: week - 1 }), (minute) => {
        const when = new Date(start + minute * 60_000);
        if (isSessionOpen({ sessions: commoditySessions(), at: when })) {
          expect(isSessionOpen({ sessions: forexSessions(), at: when })).toBe(true);
        }
      }),
    );
  });
});
