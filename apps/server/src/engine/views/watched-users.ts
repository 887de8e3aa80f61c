import { type Bus, InProcessBus, userChannel } from '../../realtime/bus.ts';
import { RedisBus } from '../../realtime/redis-bus.ts';

/** How often the engine of the scaled shape asks Redis whose account channels are listened to. */
export const watchedRefreshMs = 1_000;
/** How long a user whose summary was asked for counts as watched without Redis saying so. */
export const noticedForMs = 5_000;

/**
 * Whose account summaries are worth working out as prices move: users with a socket listening.
 * In-process the bus counts its handlers; over Redis, the gateways' sockets subscribe to
 * `user.{id}` channels in Redis, so the engine asks Redis which of those have a subscriber,
 * once a second. A gateway asks for a socket's first summary right after it subscribes, so a
 * user whose summary is asked for counts as watched at once, until Redis has caught up.
 */
export class WatchedUsers {
  private users = new Set<number>();
  /** Users whose summary was asked for, and until when that alone makes them watched. */
  private readonly noticed = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private refreshing = false;

  constructor(
    private readonly bus: Bus,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  isWatched(userId: number): boolean {
    const bus = this.bus;
    if (bus instanceof InProcessBus) return bus.handlerCount(userChannel(userId)) > 0;
    if (!(bus instanceof RedisBus)) return true;
    if (this.users.has(userId)) return true;
    const until = this.noticed.get(userId);
    return until !== undefined && until > this.nowMs();
  }

  /** Someone asked for this user's summary: a socket is about to listen, if it does not yet. */
  notice(userId: number): void {
    if (this.bus instanceof RedisBus) this.noticed.set(userId, this.nowMs() + noticedForMs);
  }

  start(): void {
    if (!(this.bus instanceof RedisBus) || this.timer) return;
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), watchedRefreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads the listened-to account channels again now (tests, and the timer). */
  async refresh(): Promise<void> {
    if (!(this.bus instanceof RedisBus) || this.refreshing) return;
    this.refreshing = true;
    try {
      const channels = await this.bus.channelsWithListeners(userChannel(0).slice(0, -1));
      const users = new Set<number>();
      for (const channel of channels) {
        const id = Number(channel.slice(channel.lastIndexOf('.') + 1));
        if (Number.isSafeInteger(id)) users.add(id);
      }
      this.users = users;
      const now = this.nowMs();
      for (const [userId, until] of this.noticed) if (until <= now) this.noticed.delete(userId);
    } catch {
      // Redis is away: keep the last set; the bus reports its own errors.
    } finally {
      this.refreshing = false;
    }
  }
}
