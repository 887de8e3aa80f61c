import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { PeriodicJob } from './periodic-job.ts';

export type JobLog = {
  error: (details: object, message: string) => void;
};

/**
 * Runs the platform's periodic jobs in this process: each when it is due by its last recorded
 * run, then again every interval, never two runs of one job at once. A failed run is logged
 * and the job tries again at its next interval; the others go on. Started by the process that
 * leads the feed role (in the embedded shape, the one process), so a job runs in one process
 * of a scaled deployment; a restart reads the last runs and runs nothing early.
 */
export class JobScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly jobs: readonly PeriodicJob[],
    private readonly deps: { db: Db; clock: Clock; log: JobLog },
  ) {
    const names = new Set(jobs.map((job) => job.name));
    if (names.size !== jobs.length) throw new Error('two periodic jobs share a name');
  }

  /** Schedules every job: those never run, or due since, at once. */
  async start(): Promise<void> {
    const last = await this.lastRuns();
    const now = this.deps.clock.now().getTime();
    for (const job of this.jobs) {
      const lastAt = last.get(job.name);
      const dueInMs = lastAt === undefined ? 0 : lastAt.getTime() + job.intervalMs - now;
      this.schedule(job, Math.max(0, Math.min(dueInMs, job.intervalMs)));
    }
  }

  /** Runs a job now, whatever its schedule (an operator's request, a test), and records it. */
  runNow(name: string): Promise<void> {
    const job = this.jobs.find((candidate) => candidate.name === name);
    if (!job) return Promise.reject(new Error(`no periodic job named ${name}`));
    return this.runOnce(job);
  }

  /** No new runs; waits for the ones under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled(this.running.values());
  }

  private schedule(job: PeriodicJob, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(job.name);
      void this.runOnce(job)
        .catch(() => undefined)
        .finally(() => this.schedule(job, job.intervalMs));
    }, delayMs);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  /** One run of the job; a run asked for while one is under way joins it. */
  private runOnce(job: PeriodicJob): Promise<void> {
    const underway = this.running.get(job.name);
    if (underway) return underway;
    const run = (async () => {
      const at = this.deps.clock.now();
      try {
        await job.run(at);
        await this.recordRun(job.name, at);
      } catch (error) {
        this.deps.log.error({ err: error, job: job.name }, 'periodic job failed');
        throw error;
      } finally {
        this.running.delete(job.name);
      }
    })();
    this.running.set(job.name, run);
    return run;
  }

  private async lastRuns(): Promise<Map<string, Date>> {
    const rows = await this.deps.db
      .selectFrom('job_runs')
      .select(['name', 'last_run_at'])
      .execute();
    return new Map(rows.map((row) => [row.name, row.last_run_at]));
  }

  private async recordRun(name: string, at: Date): Promise<void> {
    await this.deps.db
      .insertInto('job_runs')
      .values({ name, last_run_at: at })
      .onConflict((oc) => oc.column('name').doUpdateSet({ last_run_at: at }))
      .execute();
  }
}
