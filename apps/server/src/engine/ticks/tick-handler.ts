import { OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { exitPrice, type Quote } from '@tp/domain/quote';
import { Side } from '@tp/domain/side';
import type { Logger } from 'pino';
import type { LiveQuote, MarketService } from '../../market/market-service.ts';
import type { CommandContext } from '../commands/command-context.ts';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import { EngineCommand } from '../engine-meter.ts';
import type { OrderId, UserId } from '../ids.ts';
import { type Trigger, TriggerKind } from '../order-triggers.ts';
import type { LivePublisher } from '../views/live-publisher.ts';
import { liveSummaryIntervalMs } from '../views/live-publisher.ts';
import { noticeClosed, noticeTriggered, withStopOutNotices } from './engine-notices.ts';
import { expirePending } from './expire-pending.ts';
import { fireTrigger } from './fire-trigger.ts';
import { stopOut, stopOutNeeded } from './stop-out.ts';
import { floatHeadroom, mayBeAtLevel, TickPrices } from './stop-out-screen.ts';
import { StopOutWatch } from './stop-out-watch.ts';
import { trailStop } from './trail-stop.ts';

/** Which way a price moves in a position's favour: up for a buy, down for a sell (as `cmp`). */
const favour = (side: Side): number => (side === Side.buy ? 1 : -1);

/** How often the engine looks for pending orders whose expiry has come. */
export const expiryCheckIntervalMs = 1000;

export type TickHandlerOptions = {
  ctx: CommandContext;
  market: MarketService;
  publisher: LivePublisher;
  log: Logger;
  /** Puts a command in the engine's sequence. */
  run: <R>(kind: EngineCommand, command: Command<Batch, R>) => Promise<R>;
  stopOutLevel: Decimal;
};

/**
 * What the engine does on its own as prices move and time passes: the levels a tick reached
 * fire (a pending order fills, a stop-loss or take-profit closes), accounts the tick may have
 * brought to the stop-out level are checked and closed, pending orders whose expiry came are
 * cancelled, and the holders of moved instruments get their summaries. Each of those is a
 * command in the engine's sequence, like a trader's.
 */
export class TickHandler {
  private readonly ctx: CommandContext;
  private readonly market: MarketService;
  private readonly publisher: LivePublisher;
  private readonly log: Logger;
  private readonly run: <R>(kind: EngineCommand, command: Command<Batch, R>) => Promise<R>;
  private readonly watch: StopOutWatch;
  /** Orders with a trigger command under way, so later ticks do not queue it again. */
  private readonly firing = new Set<OrderId>();
  /**
   * Trailing stops with a tightening queued, and the furthest price a tick took them to since:
   * the command takes it when it runs, so ticks that come while it waits tighten by the best of
   * them in one write. Kept apart from `firing`: a later tick that reaches the stop-loss must
   * still queue its close behind the tightening.
   */
  private readonly trailing = new Map<OrderId, Quote>();
  /** Accounts with a stop-out under way. */
  private readonly stoppingOut = new Set<number>();
  private stopOutLevel: Decimal;
  private stopOutLevelPct: number;
  /** Instruments that ticked since the last summary sweep. */
  private readonly movedInstruments = new Set<number>();
  private unsubscribeQuotes: (() => void) | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private unwatchClock: (() => void) | undefined;

  constructor(opts: TickHandlerOptions) {
    this.ctx = opts.ctx;
    this.market = opts.market;
    this.publisher = opts.publisher;
    this.log = opts.log;
    this.run = opts.run;
    this.stopOutLevel = opts.stopOutLevel;
    this.stopOutLevelPct = opts.stopOutLevel.toNumber();
    this.watch = new StopOutWatch(opts.ctx.state, opts.market);
  }

  start(): void {
    this.unsubscribeQuotes ??= this.market.onQuotes((quotes) => this.quotesMoved(quotes));
    this.sweepTimer ??= setInterval(() => this.sweepMoved(), liveSummaryIntervalMs);
    this.sweepTimer.unref();
    this.expiryTimer ??= setInterval(() => this.expireDue(), expiryCheckIntervalMs);
    this.expiryTimer.unref();
    this.unwatchClock ??= this.ctx.clock.onMoved?.(() => this.expireDue());
    // Orders whose expiry passed while no engine ran go at once.
    this.expireDue();
  }

  stop(): void {
    this.unsubscribeQuotes?.();
    this.unsubscribeQuotes = undefined;
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    clearInterval(this.expiryTimer);
    this.expiryTimer = undefined;
    this.unwatchClock?.();
    this.unwatchClock = undefined;
  }

  /** The stop-out level in force, which the live summary's stop-out prices are worked out at. */
  get stopOutLevelInForce(): Decimal {
    return this.stopOutLevel;
  }

  /** The operator's stop-out level, from the next tick on. */
  setStopOutLevel(level: Decimal): void {
    this.stopOutLevel = level;
    this.stopOutLevelPct = level.toNumber();
  }

  /**
   * After each tick: levels it reached fire, then accounts it may have brought to the stop-out
   * level are checked (see StopOutWatch) and closed if they are at it. Summaries of the holders
   * follow at the next sweep.
   */
  private quotesMoved(quotes: readonly LiveQuote[]): void {
    // An expiry that came since the last check goes into the sequence before the tick's fills.
    this.expireDue();
    const prices = new TickPrices(this.market);
    for (const quote of quotes) this.fireReached(quote, prices);
    for (const userId of this.ctx.state.takeChanged()) this.watch.changed(userId);
    for (const quote of quotes) {
      this.movedInstruments.add(quote.instrumentId);
      for (const userId of this.watch.toCheck(quote.instrumentId, prices)) {
        this.stopOutIfDue(userId, prices);
      }
    }
  }

  /** Holders of the instruments that moved since the last sweep get their (throttled) summaries. */
  private sweepMoved(): void {
    const moved = [...this.movedInstruments];
    this.movedInstruments.clear();
    for (const userId of this.ctx.state.holdersOf(moved)) this.publisher.moved(userId);
  }

  /**
   * Pending orders whose expiry has come (the index's front, so nothing is scanned while none
   * has) are cancelled, each as a command in the sequence, and their owners told by FOREX_CLOSED.
   */
  private expireDue(): void {
    for (const order of this.ctx.state.expiries.due(this.ctx.clock.now())) {
      const orderId = order.id;
      if (this.firing.has(orderId)) continue;
      this.firing.add(orderId);
      this.run(EngineCommand.expire, expirePending(this.ctx, order))
        .then(
          (expired) => {
            if (expired) this.publisher.closed(expired.userId, [expired.orderId]);
          },
          (error: unknown) => this.log.warn({ err: error, orderId }, 'expiry failed'),
        )
        .finally(() => this.firing.delete(orderId));
    }
  }

  /** A closed market fires nothing: its levels wait for the first tick after it opens. */
  private fireReached(quote: LiveQuote, prices: TickPrices): void {
    const priced = prices.quote(quote.instrumentId);
    if (!priced || !this.market.isOpen(quote.instrumentId)) return;
    const reached = this.ctx.state.triggers.fired(quote.instrumentId, priced);
    for (const trigger of reached) {
      const orderId = trigger.order.id;
      if (trigger.kind === TriggerKind.trail) {
        this.trail(trigger, quote);
        continue;
      }
      if (this.firing.has(orderId)) continue;
      this.firing.add(orderId);
      this.run(EngineCommand.trigger, this.fireAndGuard(trigger, quote))
        .then(
          (fired) => {
            if (fired) this.publisher.closed(fired.userId, fired.orderIds);
          },
          (error: unknown) => this.log.warn({ err: error, orderId }, 'trigger failed'),
        )
        .finally(() => this.firing.delete(orderId));
    }
  }

  /** A trailing stop the tick went past tightens, as a command in the sequence. */
  private trail(trigger: Trigger, quote: LiveQuote): void {
    const { order } = trigger;
    const orderId = order.id;
    const queued = this.trailing.get(orderId);
    if (queued) {
      if (exitPrice(order.side, quote).cmp(exitPrice(order.side, queued)) === favour(order.side)) {
        this.trailing.set(orderId, quote);
      }
      return;
    }
    this.trailing.set(orderId, quote);
    const take = (): Quote | undefined => {
      const best = this.trailing.get(orderId);
      this.trailing.delete(orderId);
      return best;
    };
    this.run(EngineCommand.trail, trailStop(this.ctx, order, take)).catch((error: unknown) => {
      this.trailing.delete(orderId);
      this.log.warn({ err: error, orderId }, 'trail failed');
    });
  }

  /**
   * A level's command and, when it filled a pending order, the account's stop-out check at the
   * same quotes in the same command: a fill through a gap may leave the account at the level on
   * the very tick that filled it, which the tick's own check, made before the fill, did not see.
   */
  private fireAndGuard(
    trigger: Trigger,
    quote: LiveQuote,
  ): Command<Batch, { userId: UserId; orderIds: OrderId[] } | undefined> {
    const ctx = this.ctx;
    const fire = fireTrigger(ctx, trigger, quote);
    const guard = stopOut(this.ctx, trigger.order.userId, this.stopOutLevel);
    return {
      apply(batch) {
        const wasPending = trigger.order.status === OrderStatus.pending;
        const fired = fire.apply(batch);
        if (!fired) return undefined;
        const stoppedOut = trigger.kind === TriggerKind.entry ? guard.apply(batch) : [];
        noticeTriggered(ctx, batch, trigger.order, wasPending);
        noticeClosed(ctx, batch, stoppedOut);
        return { userId: fired.userId, orderIds: [fired.orderId, ...stoppedOut] };
      },
    };
  }

  private stopOutIfDue(userId: UserId, prices: TickPrices): void {
    const account = this.ctx.state.account(userId);
    if (!account || this.stoppingOut.has(userId)) return;
    // Most accounts are far above the level: a float screen spares them the exact check.
    const figures = floatHeadroom(account, this.market, prices, this.stopOutLevelPct);
    if (!mayBeAtLevel(figures) || !stopOutNeeded(account, this.market, this.stopOutLevel)) {
      this.watch.clear(account, prices, figures);
      return;
    }
    this.stoppingOut.add(userId);
    this.run(
      EngineCommand.stopOut,
      withStopOutNotices(this.ctx, stopOut(this.ctx, userId, this.stopOutLevel)),
    )
      .then(
        (ids) => {
          if (ids.length > 0) this.publisher.closed(userId, ids);
        },
        (error: unknown) => this.log.warn({ err: error, userId }, 'stop-out failed'),
      )
      .finally(() => this.stoppingOut.delete(userId));
  }
}
