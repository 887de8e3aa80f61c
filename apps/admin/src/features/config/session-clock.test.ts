import { describe, expect, it } from 'vitest';
import { clockToMinutes, minutesToClock } from './session-clock.ts';

describe('minutesToClock', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [540, '09:00'],
    [1305, '21:45'],
    [1439, '23:59'],
    [1440, '24:00'],
  ])('%i minutes read %s', (minutes, clock) => {
    expect(minutesToClock(minutes)).toBe(clock);
  });
});

describe('clockToMinutes', () => {
  it.each([
    ['00:00', 0],
    ['9:30', 570],
    [' 21:45 ', 1305],
    ['24:00', 1440],
  ])('%s is %i minutes', (clock, minutes) => {
    expect(clockToMinutes(clock)).toBe(minutes);
  });

  it.each(['24:01', '25:00', '12:60', '12', '12:5', 'ab:cd', ''])('refuses %j', (clock) => {
    expect(clockToMinutes(clock)).toBeNull();
  });

  it('gives back every minute of the day it showed', () => {
    for (let minutes = 0; minutes <= 1440; minutes += 1) {
      expect(clockToMinutes(minutesToClock(minutes))).toBe(minutes);
    }
  });
});
