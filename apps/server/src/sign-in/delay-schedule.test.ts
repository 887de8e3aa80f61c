import { describe, expect, it } from 'vitest';
import {
  type DelaySchedule,
  delayAfterFailuresMs,
  failuresCounted,
  triesInPeriodMax,
  waitMs,
} from './delay-schedule.ts';
import { addressSchedule, sourceSchedule } from './sign-in-policy.ts';

const schedule: DelaySchedule = {
  freeFailures: 3,
  firstDelayMs: 1_000,
  delayMsMax: 10_000,
  forgetAfterMs: 60_000,
};
const at = (ms: number) => new Date(Date.UTC(2026, 10, 18, 12) + ms);
const hourMs = 3_600_000;

describe('delay schedule', () => {
  it('costs nothing for the free failures, then doubles up to its ceiling', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 50, 5_000].map((n) =>
      delayAfterFailuresMs(schedule, n),
    );
    expect(delays).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });

  it('counts the wait from the last failure', () => {
    const record = { failures: 4, lastFailureAt: at(0) };
    expect(waitMs(schedule, record, at(0))).toBe(2_000);
    expect(waitMs(schedule, record, at(1_500))).toBe(500);
    expect(waitMs(schedule, record, at(2_000))).toBe(0);
    expect(waitMs(schedule, undefined, at(0))).toBe(0);
    expect(waitMs(schedule, { failures: 2, lastFailureAt: at(0) }, at(0))).toBe(0);
  });

  it('forgets a count once no failure has come for a while', () => {
    const record = { failures: 9, lastFailureAt: at(0) };
    expect(failuresCounted(record, schedule.forgetAfterMs, at(59_999))).toBe(9);
    expect(failuresCounted(record, schedule.forgetAfterMs, at(60_000))).toBe(0);
    expect(waitMs(schedule, record, at(60_000))).toBe(0);
  });

  it('bounds the tries of one key in a period', () => {
    // 3 at once, then at 1, 3, 7 and 15 s, then one every 10 s: at 25, 35, 45 and 55 s.
    expect(triesInPeriodMax(schedule, 60_000)).toBe(3 + 4 + 4);
    // What the documentation quotes: one address, and one account from one source, in an hour.
    expect(triesInPeriodMax(addressSchedule, hourMs)).toBe(74);
    expect(triesInPeriodMax(sourceSchedule, hourMs)).toBe(21);
  });
});
