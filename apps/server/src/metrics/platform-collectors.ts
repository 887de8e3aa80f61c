import { FundsStatus } from '@tp/contract/entities';
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Engine } from '../engine/engine.ts';
import type { MarketService } from '../market/market-service.ts';
import type { Platform } from '../platform-types.ts';
import type { RealtimeGateway } from '../realtime/realtime-gateway.ts';
import { latestReconciliationDifferences } from '../reconciliation/reconciliation-reports.ts';
import type { PlatformMetrics } from './platform-metrics.ts';
import { TallyHistogram } from './tally-histogram.ts';

export type MetricsSources = {
  db: Db;
  clock: Clock;
  market: MarketService;
  roles: Platform['roles'];
  /** The engine in this process while it leads. */
  localEngine: () => Engine | undefined;
  realtime: RealtimeGateway | undefined;
};

/** How long the database-wide counts are kept between scrapes: one query per interval at most. */
const fundsCountTtlMs = 10_000;

/** The platform's figures (README, "Metrics"), read from what each part already keeps. */
export function observePlatform(metrics: PlatformMetrics, sources: MetricsSources): void {
  observeRoles(metrics, sources);
  // A process without the engine role has no engine figures at all, rather than zeros.
  if (Object.hasOwn(sources.roles(), 'engine')) observeEngine(metrics, sources);
  if (sources.realtime) observeRealtime(metrics, sources.realtime);
  observeFeed(metrics, sources);
  observeFunds(metrics, sources);
  // The figure the alert "ReconciliationDifference" watches; the same from every process.
  metrics.gauge(
    'tp_reconciliation_differences',
    'Differences between balances, locks and the ledger found by the latest reconciliation',
    () => latestReconciliationDifferences(sources.db),
  );
}

function observeRoles(metrics: PlatformMetrics, { roles }: MetricsSources): void {
  metrics.labelledGauge(
    'tp_role_leading',
    'Whether this process leads (engine, feed) or serves (gateway) each of its roles: 1 or 0',
    ['role'],
    () =>
      Object.entries(roles()).map(([role, state]) => [
        { role },
        state === 'leading' || state === 'serving' ? 1 : 0,
      ]),
  );
}

function observeEngine(metrics: PlatformMetrics, { localEngine }: MetricsSources): void {
  const meter = metrics.engine;
  metrics.countedElsewhere(
    'tp_engine_commands_total',
    'Engine commands by type and outcome (committed, refused by the rules, failed with their batch)',
    ['command', 'outcome'],
    function* () {
      for (const [command, counts] of meter.commands) {
        for (const [outcome, value] of Object.entries(counts)) yield [{ command, outcome }, value];
      }
    },
  );
  metrics.tallied(
    new TallyHistogram(
      'tp_engine_commit_duration_seconds',
      'Time each engine batch took to write and commit',
      () => [{ labels: {}, tally: meter.commitSeconds }],
    ),
  );
  metrics.countedElsewhere(
    'tp_engine_stop_outs_total',
    'Positions closed by a stop-out',
    [],
    () => [[{}, meter.stopOuts]],
  );
  metrics.labelledGauge(
    'tp_engine_queue_depth',
    'Engine commands not answered yet: queued, applied or being written (0 while standing by)',
    [],
    () => [[{}, localEngine()?.queueDepth() ?? 0]],
  );
}

function observeRealtime(metrics: PlatformMetrics, realtime: RealtimeGateway): void {
  metrics.gauge(
    'tp_realtime_sockets',
    'Open WebSocket connections',
    () => realtime.stats().sockets,
  );
  metrics.countedElsewhere(
    'tp_realtime_frames_total',
    'Market frames written to sockets, or held and conflated for a socket that was behind',
    ['result'],
    () => {
      const stats = realtime.stats();
      return [
        [{ result: 'sent' }, stats.marketFramesWritten],
        [{ result: 'conflated' }, stats.marketFramesConflated],
      ];
    },
  );
  metrics.countedElsewhere(
    'tp_realtime_slow_sockets_dropped_total',
    'Sockets closed for falling behind too long or buffering past the bound',
    [],
    () => [[{}, realtime.stats().slowSocketsDropped]],
  );
}

function observeFeed(metrics: PlatformMetrics, { market, clock }: MetricsSources): void {
  metrics.labelledGauge(
    'tp_feed_tick_age_seconds',
    'Seconds since the last tick of each instrument this process has a quote for',
    ['instrument'],
    () => {
      const now = clock.now().getTime();
      const ages: [Record<string, string>, number][] = [];
      for (const instrument of market.instruments()) {
        const quote = market.quote(instrument.id);
        if (quote) ages.push([{ instrument: instrument.code }, (now - quote.at.getTime()) / 1000]);
      }
      return ages;
    },
  );
  metrics.labelledGauge(
    'tp_market_open',
    'Whether each instrument is open for trading now (its sessions and the operator switch): 1 or 0',
    ['instrument'],
    () =>
      market
        .instruments()
        .map((instrument) => [
          { instrument: instrument.code },
          market.isOpen(instrument.id) ? 1 : 0,
        ]),
  );
}

/**
 * Deposits and withdrawals waiting for an operator: a count over the whole database, so it is
 * exposed by one process of a deployment, the one that runs the periodic jobs (where the feed
 * leads), and counted at most once per interval however often it is scraped.
 */
function observeFunds(metrics: PlatformMetrics, { db, roles, clock }: MetricsSources): void {
  let cached: { at: number; counts: [Record<string, string>, number][] } | undefined;
  metrics.labelledGauge(
    'tp_funds_awaiting_review',
    'Deposits and withdrawals waiting for an operator (exposed where the periodic jobs run)',
    ['kind'],
    async () => {
      if (roles().feed !== 'leading') return [];
      const now = clock.now().getTime();
      if (cached && now - cached.at < fundsCountTtlMs) return cached.counts;
      const { rows } = await sql<{ deposits: number; withdrawals: number }>`
        SELECT (SELECT count(*) FROM deposits WHERE status = ${FundsStatus.unchecked})::int AS deposits,
               (SELECT count(*) FROM withdrawals WHERE status = ${FundsStatus.unchecked})::int AS withdrawals
      `.execute(db);
      const row = rows[0];
      const counts: [Record<string, string>, number][] = [
        [{ kind: 'deposit' }, row?.deposits ?? 0],
        [{ kind: 'withdrawal' }, row?.withdrawals ?? 0],
      ];
      cached = { at: now, counts };
      return counts;
    },
  );
}
