import type { AccountSummary } from '@tp/contract/entities';
import { Topic } from '@tp/contract/realtime';
import { type Bus, userChannel } from '../realtime/bus.ts';

/** At most one FOREX_TRADE per user in this time, unless the account itself changed. */
export const liveSummaryIntervalMs = 250;

/**
 * Sends each user's FOREX_TRADE at most once per interval (4 a second by default). Values are computed when sent, so
 * a burst of price moves is conflated into its latest state.
 */
export class LivePublisher {
  private readonly lastSentMs = new Map<number, number>();
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly bus: Bus,
    private readonly summaryOf: (userId: number) => AccountSummary,
    private readonly intervalMs = liveSummaryIntervalMs,
    private readonly nowMs: () => number = () => performance.now(),
    /** Whether anyone listens for this user's summaries; nobody is sent nothing. */
    private readonly isWatched: (userId: number) => boolean = () => true,
  ) {}

  /** A price this user's positions depend on moved. */
  moved(userId: number): void {
    if (this.timers.has(userId) || !this.isWatched(userId)) return;
    const elapsed = this.nowMs() - (this.lastSentMs.get(userId) ?? Number.NEGATIVE_INFINITY);
    if (elapsed >= this.intervalMs) {
      this.send(userId);
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      this.send(userId);
    }, this.intervalMs - elapsed);
    timer.unref();
    this.timers.set(userId, timer);
  }

  /** The account itself changed: the user sees it at once. */
  changed(userId: number): void {
    const timer = this.timers.get(userId);
    if (timer) clearTimeout(timer);
    this.timers.delete(userId);
    if (this.isWatched(userId)) this.send(userId);
  }

  closed(userId: number, ids: readonly number[]): void {
    this.bus.publish(userChannel(userId), { type: Topic.forexClosed, data: { ids: [...ids] } });
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private send(userId: number): void {
    this.lastSentMs.set(userId, this.nowMs());
    this.bus.publish(userChannel(userId), { type: Topic.forexTrade, data: this.summaryOf(userId) });
  }
}
