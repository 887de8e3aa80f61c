/**
 * Work the platform does on a schedule rather than on a request (the trader ranking, importing
 * news feeds): each job runs at most once per interval across all processes, as one process
 * at a time runs them (see JobScheduler).
 */
export type PeriodicJob = {
  /** Stable: the last run is recorded under it. */
  name: string;
  intervalMs: number;
  /** `now` is the platform clock's time of the run. */
  run: (now: Date) => Promise<void>;
};
