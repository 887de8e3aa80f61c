import type { Metric, Registry } from 'prom-client';
import type { BucketTally } from './bucket-tally.ts';

type LabelSet = Record<string, string | number>;
type Sample = { value: number; labels: LabelSet; metricName: string };

/**
 * A histogram in the registry whose figures live in `BucketTally`s counted elsewhere: read at
 * scrape time, so the code that observes never touches prom-client's label hashing. The
 * registry formats it like its own histograms (it reads `get()` and `type`).
 */
export class TallyHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly tallies: () => Iterable<{ labels: LabelSet; tally: BucketTally }>,
  ) {}

  register(registry: Registry): void {
    registry.registerMetric(this as unknown as Metric);
  }

  async get(): Promise<{
    name: string;
    help: string;
    type: string;
    aggregator: string;
    values: Sample[];
  }> {
    const values: Sample[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const { labels, tally } of this.tallies()) {
      let cumulative = 0;
      tally.bounds.forEach((bound, index) => {
        cumulative += tally.counts[index] as number;
        values.push({
          value: cumulative,
          labels: { ...labels, le: bound },
          metricName: bucketName,
        });
      });
      values.push({
        value: tally.count,
        labels: { ...labels, le: '+Inf' },
        metricName: bucketName,
      });
      values.push({ value: tally.sum, labels, metricName: `${this.name}_sum` });
      values.push({ value: tally.count, labels, metricName: `${this.name}_count` });
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    };
  }

  /** The registry's `resetMetrics()` calls this; the tallies belong to their owners. */
  reset(): void {}
}
