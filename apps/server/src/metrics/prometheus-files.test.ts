import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ScrapedMetrics } from '../test-support/scraped-metrics.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const opsDir = resolve(import.meta.dirname, '../../../../ops/prometheus');
const readYaml = (name: string): unknown =>
  parse(readFileSync(resolve(opsDir, name), 'utf8'), { strict: true, uniqueKeys: true });

type Rule = {
  alert?: string;
  expr?: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};

const rules = (): Rule[] =>
  (readYaml('alerts.yml') as { groups: { name: string; rules: Rule[] }[] }).groups.flatMap(
    (group) => group.rules,
  );

/** Metric names an expression reads, from Prometheus's own PromQL grammar; fails on a syntax error. */
function metricNamesOf(expr: string): string[] {
  const tree = parser.parse(expr);
  const names: string[] = [];
  const errors: number[] = [];
  tree.iterate({
    enter: (node) => {
      if (node.type.isError) errors.push(node.from);
      // A selector's metric name is the identifier right under it.
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') {
        names.push(expr.slice(node.from, node.to));
      }
    },
  });
  expect(errors, `syntax errors in ${expr}`).toEqual([]);
  return names;
}

describe('ops/prometheus', () => {
  let platform: TestPlatform;
  let scraped: ScrapedMetrics;

  beforeAll(async () => {
    platform = await startTestPlatform(
      {},
      { metrics: { token: 'a'.repeat(32), listen: undefined } },
    );
    platform.prices.push('EURUSD', '1.10000');
    await platform.app.inject({ method: 'GET', url: '/health' });
    scraped = new ScrapedMetrics((await platform.metrics.exposition()).text);
  });

  afterAll(async () => {
    await platform?.close();
  });

  it('has a scrape configuration that reads the alert rules', () => {
    const config = readYaml('prometheus.yml') as {
      rule_files: string[];
      scrape_configs: { job_name: string; metrics_path: string; static_configs: unknown[] }[];
    };
    expect(config.rule_files).toEqual(['alerts.yml']);
    expect(config.scrape_configs.map((job) => job.metrics_path)).toEqual(['/metrics']);
    expect(config.scrape_configs[0]?.static_configs.length).toBeGreaterThan(0);
  });

  it('alerts on the engine not leading, slow commits, a growing queue, a stale feed and reconciliation differences', () => {
    const names = rules().map((rule) => rule.alert);
    for (const name of [
      'EngineNotLeading',
      'EngineCommitSlow',
      'EngineQueueGrowing',
      'FeedStale',
      'ReconciliationDifference',
    ]) {
      expect(names).toContain(name);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every rule valid PromQL over metrics the platform exposes, a severity and a summary', () => {
    for (const rule of rules()) {
      expect(rule.alert).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(['critical', 'warning']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
      const names = metricNamesOf(rule.expr ?? '');
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) {
        const family = name.replace(/_(bucket|count|sum)$/, '');
        expect(
          scraped.families.has(family) || scraped.families.has(name),
          `${rule.alert}: ${name}`,
        ).toBe(true);
      }
    }
  });

  it('is refused by the checks when broken', () => {
    expect(() => metricNamesOf('sum(tp_engine_queue_depth')).toThrow();
    expect(() =>
      parse('groups:\n  - name: a\n  - name: a\n    rules: [', { strict: true }),
    ).toThrow();
  });
});
