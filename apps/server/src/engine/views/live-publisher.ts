import type { AccountSummary } from '@tp/contract/entities';
import { Topic } from '@tp/contract/realtime';
import { type Bus, userChannel } from '../../realtime/bus.ts';
import type { UserId } from '../ids.ts';

/** At most one FOREX_TRADE per user in this time, unless the account itself changed. */
export const liveSummaryIntervalMs = 250;

/**
 * Changes of one account closer together than this are sent as one, with the figures at the
 * end of it: a trader placing orders by program would otherwise have a summary worked out,
 * published and handed to the sockets for every command, while a socket sends at most 4 a
 * second (bench/RESULTS.md, "Orders: CPU per command"). A person's orders are further apart,
 * so each of theirs is still sent at once.
 */
export const changeIntervalMs = 100;

/**
 * Sends each user's FOREX_TRADE at most once per interval (4 a second by default). Values are computed when sent, so
 * a burst of price moves is conflated into its latest state.
 */
export class LivePublisher {
  private readonly lastSentMs = new Map<UserId, number>();
  /** When each user's last summary sent for a change of the account went out. */
  private readonly lastChangeSentMs = new Map<UserId, number>();
  private readonly timers = new Map<UserId, { timer: NodeJS.Timeout; atMs: number }>();

  constructor(
    private readonly bus: Bus,
    private readonly summaryOf: (userId: UserId) => AccountSummary,
    private readonly intervalMs = liveSummaryIntervalMs,
    private readonly nowMs: () => number = () => performance.now(),
    /** Whether anyone listens for this user's summaries; nobody is sent nothing. */
    private readonly isWatched: (userId: UserId) => boolean = () => true,
    private readonly changeMs = changeIntervalMs,
  ) {}

  /** A price this user's positions depend on moved. */
  moved(userId: UserId): void {
    if (this.timers.has(userId) || !this.isWatched(userId)) return;
    const elapsed = this.nowMs() - (this.lastSentMs.get(userId) ?? Number.NEGATIVE_INFINITY);
    if (elapsed >= this.intervalMs) {
      this.send(userId);
      return;
    }
    this.sendIn(userId, this.intervalMs - elapsed);
  }

  /**
   * The account itself changed: the user sees it at once, or, after another change sent less
   * than `changeMs` ago, at the end of that time with the figures then.
   */
  changed(userId: UserId): void {
    if (!this.isWatched(userId)) {
      this.cancel(userId);
      return;
    }
    const now = this.nowMs();
    const elapsed = now - (this.lastChangeSentMs.get(userId) ?? Number.NEGATIVE_INFINITY);
    if (elapsed >= this.changeMs) {
      this.cancel(userId);
      this.lastChangeSentMs.set(userId, now);
      this.send(userId);
      return;
    }
    const dueMs = this.changeMs - elapsed;
    const pending = this.timers.get(userId);
    if (pending && pending.atMs <= now + dueMs) return;
    this.cancel(userId);
    this.sendIn(userId, dueMs, true);
  }

  closed(userId: UserId, ids: readonly number[]): void {
    this.bus.publish(userChannel(userId), { type: Topic.forexClosed, data: { ids: [...ids] } });
  }

  stop(): void {
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private sendIn(userId: UserId, delayMs: number, forChange = false): void {
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      if (forChange) this.lastChangeSentMs.set(userId, this.nowMs());
      this.send(userId);
    }, delayMs);
    timer.unref();
    this.timers.set(userId, { timer, atMs: this.nowMs() + delayMs });
  }

  private cancel(userId: UserId): void {
    const pending = this.timers.get(userId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.timers.delete(userId);
  }

  private send(userId: UserId): void {
    this.lastSentMs.set(userId, this.nowMs());
    this.bus.publish(userChannel(userId), { type: Topic.forexTrade, data: this.summaryOf(userId) });
  }
}
