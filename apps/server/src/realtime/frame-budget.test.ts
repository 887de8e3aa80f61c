import { describe, expect, it } from 'vitest';
import { FrameBudget, type FrameBudgetLimits, type FrameVerdict } from './frame-budget.ts';

const limits: FrameBudgetLimits = {
  framesPerSecond: 10,
  framesBurstMax: 40,
  floodMsMax: 3_000,
  floodFramesMax: 1_000,
  floodQuietMs: 1_000,
};

/** Verdicts of `count` single frames sent `everyMs` apart from `startMs`, tallied. */
function send(budget: FrameBudget, count: number, everyMs: number, startMs = 0) {
  const tally: Record<FrameVerdict, number> = { taken: 0, dropped: 0, flood: 0 };
  for (let i = 0; i < count; i += 1) tally[budget.take(1, startMs + i * everyMs)] += 1;
  return tally;
}

describe('frame budget', () => {
  it('takes a burst up to its size at once, then drops', () => {
    const budget = new FrameBudget(limits, 0);
    expect(send(budget, 45, 0)).toEqual({ taken: 40, dropped: 5, flood: 0 });
  });

  it('refills at its rate, up to its size', () => {
    const budget = new FrameBudget(limits, 0);
    send(budget, 40, 0);
    expect(budget.take(1, 50)).toBe('dropped');
    expect(budget.take(1, 150)).toBe('taken');
    expect(send(budget, 45, 0, 60_000)).toEqual({ taken: 40, dropped: 5, flood: 0 });
  });

  it('never drops an app that pings every second and re-subscribes 20 topics every 10 s', () => {
    const budget = new FrameBudget(limits, 0);
    for (let second = 0; second < 600; second += 1) {
      const nowMs = second * 1_000;
      expect(budget.take(1, nowMs)).toBe('taken');
      if (second % 10 === 0) expect(send(budget, 20, 0, nowMs).taken).toBe(20);
    }
  });

  it('takes the messages of an array frame together or not at all', () => {
    const budget = new FrameBudget(limits, 0);
    expect(budget.take(32, 0)).toBe('taken');
    expect(budget.take(32, 0)).toBe('dropped');
    expect(budget.take(8, 0)).toBe('taken');
  });

  it('calls it a flood when frames keep being dropped for floodMsMax', () => {
    const budget = new FrameBudget(limits, 0);
    // 100 frames a second: ten times the rate, so most are dropped, never 1,000 in a run.
    const verdicts = Array.from({ length: 400 }, (_, i) => budget.take(1, i * 10));
    const firstFlood = verdicts.indexOf('flood');
    expect(firstFlood).toBeGreaterThan(0);
    // The run began when the burst ran out, after about 0.44 s; a flood 3 s after that.
    expect(firstFlood * 10).toBeGreaterThanOrEqual(3_000);
    expect(firstFlood * 10).toBeLessThanOrEqual(3_500);
  });

  it('calls it a flood at once when a run drops floodFramesMax frames', () => {
    const budget = new FrameBudget(limits, 0);
    expect(send(budget, 1_039, 0)).toEqual({ taken: 40, dropped: 999, flood: 0 });
    expect(budget.take(1, 0)).toBe('flood');
  });

  it('forgets a run after a quiet spell, so bursts far apart are never a flood', () => {
    const budget = new FrameBudget(limits, 0);
    for (let burst = 0; burst < 20; burst += 1) {
      const tally = send(budget, 100, 0, burst * 5_000);
      expect(tally.flood).toBe(0);
      expect(tally.taken).toBe(40);
    }
  });

  it('counts frames dropped for another reason towards a flood', () => {
    const budget = new FrameBudget(limits, 0);
    for (const atMs of [0, 900, 1_800, 2_700]) expect(budget.overflow(atMs)).toBe('dropped');
    expect(budget.overflow(3_000)).toBe('flood');
  });
});
