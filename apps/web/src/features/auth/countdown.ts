import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `untilMs`, rounded up so the last second still shows 1; never below 0. */
export function secondsLeft(untilMs: number | undefined, nowMs: number): number {
  if (untilMs === undefined) return 0;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/**
 * When each code button may be used again, by its key ('register', 'forgot'), so leaving the
 * page and coming back does not enable the button early.
 */
const resumesAt = new Map<string, number>();

/** Forgets every running countdown (tests start from nothing). */
export function resetCountdowns(): void {
  resumesAt.clear();
}

/**
 * Spec §4: after a code is sent its button counts down (60 s) and is then enabled again.
 * `start(seconds)` begins the count; `seconds` is 0 when the button may be used.
 */
export function useCountdown(key: string): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(() => secondsLeft(resumesAt.get(key), Date.now()));

  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const left = secondsLeft(resumesAt.get(key), Date.now());
      setSeconds(left);
      if (left === 0) resumesAt.delete(key);
    }, 1000);
    return () => clearInterval(timer);
  }, [key, running]);

  const start = useCallback(
    (count: number) => {
      resumesAt.set(key, Date.now() + count * 1000);
      setSeconds(Math.max(0, count));
    },
    [key],
  );

  return { seconds, start };
}
