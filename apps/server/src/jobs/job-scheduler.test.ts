import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { startTestPlatform, TestClock, type TestPlatform } from '../test-support/test-platform.ts';
import { JobScheduler } from './job-scheduler.ts';
import type { PeriodicJob } from './periodic-job.ts';

let platform: TestPlatform;
let db: Db;

beforeAll(async () => {
  platform = await startTestPlatform();
  db = platform.db;
});

afterAll(async () => {
  await platform?.close();
});

const quietLog = { error: () => undefined };
const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that records the platform time of each run. */
function recordingJob(name: string, intervalMs: number, run?: () => Promise<void>) {
  const runs: Date[] = [];
  const job: PeriodicJob = {
    name,
    intervalMs,
    run: async (now) => {
      runs.push(now);
      await run?.();
    },
  };
  return { job, runs };
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await waitMs(10);
  }
}

describe('JobScheduler', () => {
  it('runs a job never run at once, then every interval, and records each run', async () => {
    const clock = new TestClock(new Date('2026-11-18T12:00:00Z'));
    const { job, runs } = recordingJob('every-50ms', 50);
    const scheduler = new JobScheduler([job], { db, clock, log: quietLog });
    await scheduler.start();
    await until(() => runs.length >= 3);
    await scheduler.stop();
    const row = await db
      .selectFrom('job_runs')
      .select('last_run_at')
      .where('name', '=', 'every-50ms')
      .executeTakeFirstOrThrow();
    expect(row.last_run_at).toEqual(clock.now());
  });

  it('after a restart, waits out the interval since the last recorded run', async () => {
    const clock = new TestClock(new Date('2026-11-18T12:00:00Z'));
    const first = recordingJob('hourly', 3_600_000);
    const before = new JobScheduler([first.job], { db, clock, log: quietLog });
    await before.start();
    await until(() => first.runs.length === 1);
    await before.stop();

    clock.advance(30 * 60_000);
    const second = recordingJob('hourly', 3_600_000);
    const restarted = new JobScheduler([second.job], { db, clock, log: quietLog });
    await restarted.start();
    await waitMs(200);
    expect(second.runs).toHaveLength(0);
    await restarted.stop();

    clock.advance(31 * 60_000);
    const third = recordingJob('hourly', 3_600_000);
    const due = new JobScheduler([third.job], { db, clock, log: quietLog });
    await due.start();
    await until(() => third.runs.length === 1);
    await due.stop();
  });

  it('keeps going after a failed run, and the other jobs are not held up', async () => {
    const clock = new TestClock(new Date('2026-11-18T12:00:00Z'));
    const errors: unknown[] = [];
    let attempts = 0;
    const failing = recordingJob('fails-first', 40, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the feed answered 500');
    });
    const steady = recordingJob('steady', 40);
    const scheduler = new JobScheduler([failing.job, steady.job], {
      db,
      clock,
      log: { error: (details) => errors.push(details) },
    });
    await scheduler.start();
    await until(() => attempts >= 3 && steady.runs.length >= 3);
    await scheduler.stop();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ job: 'fails-first' });
  });

  it('never runs one job twice at once, and stop waits for the run under way', async () => {
    const clock = new TestClock(new Date('2026-11-18T12:00:00Z'));
    let inFlight = 0;
    let most = 0;
    let finished = 0;
    const { job } = recordingJob('slow', 3_600_000, async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await waitMs(100);
      inFlight -= 1;
      finished += 1;
    });
    const scheduler = new JobScheduler([job], { db, clock, log: quietLog });
    await Promise.all([
      scheduler.runNow('slow'),
      scheduler.runNow('slow'),
      scheduler.runNow('slow'),
    ]);
    expect(most).toBe(1);
    expect(finished).toBe(1);
    const again = scheduler.runNow('slow');
    await scheduler.stop();
    expect(finished).toBe(2);
    await again;
    await expect(scheduler.runNow('no-such-job')).rejects.toThrow(
      'no periodic job named no-such-job',
    );
  });

  it('refuses two jobs of one name', () => {
    const { job } = recordingJob('twice', 1_000);
    expect(
      () => new JobScheduler([job, job], { db, clock: platform.clock, log: quietLog }),
    ).toThrow();
  });
});
