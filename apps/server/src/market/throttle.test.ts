import { afterEach, describe, expect, it, vi } from 'vitest';
import { Throttle } from './throttle.ts';

describe('Throttle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, folds triggers inside the interval into one run at its end', () => {
    vi.useFakeTimers({ now: 0 });
    const runs: number[] = [];
    const throttle = new Throttle(500, () => runs.push(Date.now()));
    throttle.trigger();
    throttle.trigger();
    vi.advanceTimersByTime(100);
    throttle.trigger();
    expect(runs).toEqual([0]);
    vi.advanceTimersByTime(400);
    expect(runs).toEqual([0, 500]);
    vi.advanceTimersByTime(2_000);
    expect(runs).toEqual([0, 500]);
    throttle.trigger();
    expect(runs).toEqual([0, 500, 2_500]);
  });

  it('drops a pending run when cancelled', () => {
    vi.useFakeTimers({ now: 0 });
    const runs: number[] = [];
    const throttle = new Throttle(250, () => runs.push(Date.now()));
    throttle.trigger();
    throttle.trigger();
    throttle.cancel();
    vi.advanceTimersByTime(1_000);
    expect(runs).toEqual([0]);
  });
});
