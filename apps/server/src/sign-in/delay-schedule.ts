/**
 * How long a source of failed sign-ins waits before its next try: nothing for its first few
 * failures, then a delay that doubles with each failure up to a ceiling. A count is forgotten
 * once no failure has come for `forgetAfterMs`.
 */
export type DelaySchedule = {
  /** Failures before the first wait: a person mistyping tries again at once. */
  freeFailures: number;
  /** The wait after the last free failure; each failure after it doubles the wait. */
  firstDelayMs: number;
  /** The ceiling: no wait is ever longer, so no source is ever shut out. */
  delayMsMax: number;
  forgetAfterMs: number;
};

/** What a key has counted: its failures and when the last one came. */
export type FailureRecord = { failures: number; lastFailureAt: Date };

/** The wait that `failures` earn, counted from the last of them. */
export function delayAfterFailuresMs(schedule: DelaySchedule, failures: number): number {
  const beyond = failures - schedule.freeFailures;
  if (beyond < 0) return 0;
  // 2^30 already passes every ceiling; a larger power would only overflow.
  return Math.min(schedule.delayMsMax, schedule.firstDelayMs * 2 ** Math.min(beyond, 30));
}

/** The failures still counted at `now`: none once no failure has come for `forgetAfterMs`. */
export function failuresCounted(
  record: FailureRecord | undefined,
  forgetAfterMs: number,
  now: Date,
): number {
  if (!record) return 0;
  const age = now.getTime() - record.lastFailureAt.getTime();
  return age >= forgetAfterMs ? 0 : record.failures;
}

/** Milliseconds the key must still wait at `now`; 0 when it may try. */
export function waitMs(
  schedule: DelaySchedule,
  record: FailureRecord | undefined,
  now: Date,
): number {
  const failures = failuresCounted(record, schedule.forgetAfterMs, now);
  if (!record || failures === 0) return 0;
  const readyAt = record.lastFailureAt.getTime() + delayAfterFailuresMs(schedule, failures);
  return Math.max(0, readyAt - now.getTime());
}

/**
 * The most tries one key can make in `periodMs` from a fresh count, trying whenever it may:
 * the free ones, then one per delay. Tests and the documentation quote it.
 */
export function triesInPeriodMax(schedule: DelaySchedule, periodMs: number): number {
  let tries = 0;
  for (let atMs = 0; atMs < periodMs; atMs += delayAfterFailuresMs(schedule, tries)) tries += 1;
  return tries;
}
