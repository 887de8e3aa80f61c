/**
 * Observations counted into fixed buckets: what a Prometheus histogram needs, kept as plain
 * numbers so that an observation on a hot path costs a few comparisons and additions and
 * allocates nothing. `TallyHistogram` turns tallies into the exposition at scrape time.
 */
export class BucketTally {
  /** Observations at or below each bound (not cumulative; the last slot is above every bound). */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(readonly bounds: readonly number[]) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let slot = 0;
    while (slot < bounds.length && value > (bounds[slot] as number)) slot += 1;
    this.counts[slot] = (this.counts[slot] as number) + 1;
    this.sum += value;
    this.count += 1;
  }
}

/** Seconds, from a millisecond up to ten seconds: HTTP answers and batch commits alike. */
export const latencyBoundsSeconds: readonly number[] = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];
