import parsePrometheusTextFormat, {
  type ParsedFamily,
  type ParsedSample,
} from 'parse-prometheus-text-format';

/**
 * A scrape of `/metrics` read by a Prometheus text-format parser (not by the code that wrote
 * it), with lookups by name and labels. The parser folds a histogram's series into one and
 * loses their labels (parse-prometheus-text-format 1.1.1), so series are looked up in a second
 * reading where histograms are declared untyped: each `_bucket`, `_sum` and `_count` line is
 * then a sample of its own with all its labels.
 */
export class ScrapedMetrics {
  /** Every family as declared (name, help, type). */
  readonly families: ReadonlyMap<string, ParsedFamily>;
  private readonly samples: ReadonlyMap<string, ParsedFamily>;

  constructor(text: string) {
    this.families = byName(parsePrometheusTextFormat(text));
    this.samples = byName(
      parsePrometheusTextFormat(text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped')),
    );
  }

  family(name: string): ParsedFamily {
    const family = this.families.get(name);
    if (!family) throw new Error(`${name} is not in the scrape`);
    return family;
  }

  /** Every series of the metric whose labels include `labels`; a histogram's by its `_count`. */
  series(name: string, labels: Record<string, string> = {}): ParsedSample[] {
    const histogram = this.families.get(name)?.type === 'HISTOGRAM';
    const samples = this.samples.get(histogram ? `${name}_count` : name)?.metrics ?? [];
    return samples.filter((sample) =>
      Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value),
    );
  }

  /** Every series of every metric, with its name (a histogram's as `_bucket`, `_sum`, `_count`). */
  *everySeries(): Iterable<[string, ParsedSample]> {
    for (const family of this.samples.values()) {
      for (const sample of family.metrics) yield [family.name, sample];
    }
  }

  /** The value of the one series with these labels (a histogram's count); 0 when it has none yet. */
  value(name: string, labels: Record<string, string> = {}): number {
    const found = this.series(name, labels);
    if (found.length > 1) throw new Error(`${name} has ${found.length} series with these labels`);
    return Number(found[0]?.value ?? 0);
  }
}

function byName(families: ParsedFamily[]): ReadonlyMap<string, ParsedFamily> {
  return new Map(families.map((family) => [family.name, family]));
}
