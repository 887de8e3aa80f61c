import type { Decimal } from '@tp/domain/decimal';
import { marginBelowLevel } from '@tp/domain/margin-alert';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { liveSummaryIntervalMs } from '../engine/views/live-publisher.ts';
import type { LiveQuote, MarketService } from '../market/market-service.ts';
import type { NoticeDraft } from '../notifications/notice-draft.ts';
import { publishNotices } from '../notifications/notice-publisher.ts';
import { insertNotices } from '../notifications/notice-store.ts';
import type { Bus } from '../realtime/bus.ts';
import { marginAlertNotice, priceAlertNotice } from './alert-notices.ts';
import { alertsChangedChannel } from './alerts-changed.ts';
import {
  marginAlerts,
  markMarginAlertArmed,
  markMarginAlertFired,
  type StoredMarginAlert,
} from './margin-alert-store.ts';
import { PriceAlertBook } from './price-alert-book.ts';
import {
  activePriceAlerts,
  markPriceAlertArmed,
  markPriceAlertFired,
} from './price-alert-store.ts';

/** What the watcher reads of the engine: the live risk rates, by the engine's own figures. */
export type RiskRates = {
  holdersOf(instrumentIds: Iterable<number>): Set<number>;
  /** The account's risk rate at the current quotes; undefined while it holds no position. */
  riskRatePct(userId: number): Decimal | undefined;
};

export type AlertWatcherOptions = {
  db: Db;
  clock: Clock;
  market: MarketService;
  bus: Bus;
  engine: RiskRates;
  log: Pick<Logger, 'error'>;
};

import type { StoredPriceAlert } from './price-alert-store.ts';

type Changes = {
  fired: { alert: StoredPriceAlert; price: Decimal }[];
  rearmed: StoredPriceAlert[];
  marginFired: { alert: StoredMarginAlert; riskRatePct: Decimal }[];
  marginRearmed: StoredMarginAlert[];
};

const noChanges = (): Changes => ({ fired: [], rearmed: [], marginFired: [], marginRearmed: [] });

/**
 * Watches the traders' alerts where the engine leads (one process of a deployment): price alerts
 * on every tick through their sorted book, margin alerts on the accounts that hold a moved
 * instrument, swept as often as the live summaries. A crossing changes memory at once and is
 * then written, with its notification, in one transaction per tick; the row's state is the
 * guard (only an armed alert fires), so each crossing is told exactly once, also across a
 * restart or a failover. Gateways announce a trader's changed alerts on the bus.
 */
export class AlertWatcher {
  private readonly book = new PriceAlertBook();
  private readonly margins = new Map<number, StoredMarginAlert>();
  private readonly movedInstruments = new Set<number>();
  private writes: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void)[] = [];
  private sweepTimer: NodeJS.Timeout | undefined;

  private constructor(private readonly opts: AlertWatcherOptions) {}

  /** Loads every active alert, then follows the ticks and the gateways' announcements. */
  static async start(opts: AlertWatcherOptions): Promise<AlertWatcher> {
    const watcher = new AlertWatcher(opts);
    watcher.unsubscribe.push(
      opts.bus.subscribe(alertsChangedChannel, (message) => watcher.reload(message.userId)),
    );
    watcher.book.replaceAll(await activePriceAlerts(opts.db));
    for (const alert of await marginAlerts(opts.db)) watcher.margins.set(alert.userId, alert);
    watcher.unsubscribe.push(opts.market.onQuotes((quotes) => watcher.quotesMoved(quotes)));
    watcher.sweepTimer = setInterval(() => watcher.sweepMargins(), liveSummaryIntervalMs);
    watcher.sweepTimer.unref();
    return watcher;
  }

  /** Active price alerts held, for benchmarks and tests. */
  get priceAlertCount(): number {
    return this.book.size;
  }

  async stop(): Promise<void> {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.unsubscribe = [];
    clearInterval(this.sweepTimer);
    await this.writes;
  }

  /** Sweeps the margin alerts now and resolves when every change seen so far is written (tests). */
  async settled(): Promise<void> {
    this.sweepMargins();
    let seen: Promise<void> | undefined;
    while (seen !== this.writes) {
      seen = this.writes;
      await seen;
    }
  }

  private quotesMoved(quotes: readonly LiveQuote[]): void {
    const changes = noChanges();
    for (const quote of quotes) {
      this.movedInstruments.add(quote.instrumentId);
      const { fired, rearmed } = this.book.moved(quote.instrumentId, quote.mid);
      for (const alert of fired) changes.fired.push({ alert, price: quote.mid });
      changes.rearmed.push(...rearmed);
    }
    this.write(changes);
  }

  /** Accounts with a margin alert holding an instrument that moved, and those waiting to be armed again. */
  private sweepMargins(): void {
    if (this.margins.size === 0) {
      this.movedInstruments.clear();
      return;
    }
    const holders = this.opts.engine.holdersOf(this.movedInstruments);
    this.movedInstruments.clear();
    const changes = noChanges();
    for (const alert of this.margins.values()) {
      if (!holders.has(alert.userId) && alert.armed) continue;
      const riskRatePct = this.opts.engine.riskRatePct(alert.userId);
      const below = marginBelowLevel({ levelPct: alert.levelPct, riskRatePct });
      if (alert.armed && below && riskRatePct) {
        alert.armed = false;
        changes.marginFired.push({ alert, riskRatePct });
      } else if (!alert.armed && (riskRatePct === undefined || riskRatePct.gt(alert.levelPct))) {
        alert.armed = true;
        changes.marginRearmed.push(alert);
      }
    }
    this.write(changes);
  }

  /** Reads a trader's alerts again after a gateway changed them (after the writes queued before). */
  private reload(userId: number): void {
    this.queue(async () => {
      this.book.replaceUser(userId, await activePriceAlerts(this.opts.db, userId));
      const [margin] = await marginAlerts(this.opts.db, userId);
      if (margin) this.margins.set(userId, margin);
      else this.margins.delete(userId);
    });
  }

  private write(changes: Changes): void {
    const count =
      changes.fired.length +
      changes.rearmed.length +
      changes.marginFired.length +
      changes.marginRearmed.length;
    if (count === 0) return;
    this.queue(async () => {
      const drafts = await this.commit(changes);
      publishNotices(this.opts.bus, drafts);
    });
  }

  private async commit(changes: Changes): Promise<NoticeDraft[]> {
    const { db, market, clock } = this.opts;
    const at = clock.now();
    return db.transaction().execute(async (tx) => {
      const drafts: NoticeDraft[] = [];
      for (const { alert, price } of changes.fired) {
        if (await markPriceAlertFired(tx, alert.id, at)) {
          drafts.push(priceAlertNotice(alert, price, market.instrument(alert.instrumentId), at));
        }
      }
      for (const alert of changes.rearmed) await markPriceAlertArmed(tx, alert.id);
      for (const { alert, riskRatePct } of changes.marginFired) {
        if (await markMarginAlertFired(tx, alert, at)) {
          drafts.push(marginAlertNotice(alert, riskRatePct, at));
        }
      }
      for (const alert of changes.marginRearmed) await markMarginAlertArmed(tx, alert);
      await insertNotices(tx, drafts);
      return drafts;
    });
  }

  /**
   * Runs one write after the others. A failed one is logged and its traders' alerts are read
   * again, so memory follows the rows (which keep every crossing's state).
   */
  private queue(work: () => Promise<void>): void {
    this.writes = this.writes.then(work).catch((error: unknown) => {
      this.opts.log.error({ err: error }, 'alert write failed; reading alerts again');
      return this.reloadAll();
    });
  }

  private async reloadAll(): Promise<void> {
    try {
      this.book.replaceAll(await activePriceAlerts(this.opts.db));
      this.margins.clear();
      for (const alert of await marginAlerts(this.opts.db)) this.margins.set(alert.userId, alert);
    } catch (error) {
      this.opts.log.error({ err: error }, 'alerts could not be read again');
    }
  }
}
