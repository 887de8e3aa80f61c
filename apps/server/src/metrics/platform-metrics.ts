import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { type ProcessRole, processRoles } from '../config/config.ts';
import { EngineMeter } from '../engine/engine-meter.ts';
import { HttpTallies } from './http-metrics.ts';
import { TallyHistogram } from './tally-histogram.ts';

type Labels = Record<string, string>;

/**
 * Process-wide figures (memory, CPU, event-loop delay, garbage collection): prom-client's
 * default metrics, made once per process, since they describe the process whoever asks.
 */
let processRegistry: Registry | undefined;
function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The registry of one process's metrics, labelled with the roles the process took. Features
 * count on plain objects (`http`, `engine`) on their hot paths and the registry reads them when
 * scraped; a feature with a figure of its own adds it in one line:
 *
 *   metrics.gauge('tp_reconciliation_differences', 'Accounts whose books disagree', () => n);
 */
export class PlatformMetrics {
  readonly registry = new Registry();
  /** Every answer of the HTTP app, by route pattern, method and code, with its latency. */
  readonly http = new HttpTallies();
  /** The engine's commands, commits and stop-outs; kept across engines this process leads. */
  readonly engine = new EngineMeter();

  constructor(roles: ReadonlySet<ProcessRole>) {
    processFigures();
    new TallyHistogram(
      'tp_http_request_duration_seconds',
      'HTTP answers by route pattern, method and status code, with the time to answer',
      () => this.http.series(),
    ).register(this.registry);
    this.rolesLabel = processRoles.filter((role) => roles.has(role)).join(',');
  }

  private readonly rolesLabel: string;

  /**
   * A gauge read when scraped (`read` may query; it is called once per scrape). Registering a
   * name again replaces the earlier reader, so a feature set up twice never throws.
   */
  gauge(name: string, help: string, read: () => number | Promise<number>): void {
    this.registry.removeSingleMetric(name);
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  /** A gauge with labels, each series read when scraped; series not answered are not exposed. */
  labelledGauge(
    name: string,
    help: string,
    labelNames: readonly string[],
    read: () => Iterable<[Labels, number]> | Promise<Iterable<[Labels, number]>>,
  ): void {
    this.registry.removeSingleMetric(name);
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        const series = await read();
        this.reset();
        for (const [labels, value] of series) this.set(labels, value);
      },
    });
  }

  /** A counter whose totals are kept elsewhere (a count since start), read when scraped. */
  countedElsewhere(
    name: string,
    help: string,
    labelNames: readonly string[],
    read: () => Iterable<[Labels, number]>,
  ): void {
    this.registry.removeSingleMetric(name);
    new Counter({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [labels, value] of read()) this.inc(labels, value);
      },
    });
  }

  /** A histogram whose observations another part of the server tallies. */
  tallied(histogram: TallyHistogram): void {
    this.registry.removeSingleMetric(histogram.name);
    histogram.register(this.registry);
  }

  /** The exposition: this platform's metrics and the process's, each line labelled with the roles. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    const merged = Registry.merge([processFigures(), this.registry]);
    merged.setDefaultLabels({ roles: this.rolesLabel });
    return { contentType: merged.contentType, text: await merged.metrics() };
  }
}
