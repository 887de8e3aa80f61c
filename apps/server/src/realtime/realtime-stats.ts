/**
 * A market push as the gateway wrote it: its frame's size, to how many sockets, how long it
 * waited from when it was due (its lane's slot, or its interval's end) until its first socket
 * was written, how long from the first to the last, and the process's CPU time in the turns that wrote it (user and kernel; the process's,
 * so a helper thread's work in those moments counts too), which is what a socket's write costs.
 */
export type PushWritten = {
  topic: string;
  bytes: number;
  sockets: number;
  /** When it was due (wall clock, ms). */
  dueMs: number;
  waitMs: number;
  writeMs: number;
  cpuUserUs: number;
  cpuSystemUs: number;
};

/** What a gateway has done since it started, read by benchmarks (and open to an operator's metrics). */
export type RealtimeStatsView = {
  sockets: number;
  /** Market pushes written to their subscribers. */
  marketPushes: number;
  /** Market frames written to a socket as they were pushed. */
  marketFramesWritten: number;
  /** Market frames a socket that was behind held in its outbox, conflated, instead of sending. */
  marketFramesConflated: number;
  /** Sockets dropped for falling behind too long or for buffering past the hard bound. */
  slowSocketsDropped: number;
  /** The latest market pushes (up to 1,024), oldest first. */
  recentPushes: PushWritten[];
};

/** How many recent pushes are kept: half a minute of DAY_MARKET's lanes and a few KLINE topics. */
const recentPushesMax = 1_024;

/** The gateway's counters; each part of it adds to its own. */
export class RealtimeStats {
  marketPushes = 0;
  marketFramesWritten = 0;
  marketFramesConflated = 0;
  slowSocketsDropped = 0;
  private readonly recent: PushWritten[] = [];

  pushWritten(push: PushWritten): void {
    this.marketPushes += 1;
    if (this.recent.length >= recentPushesMax) this.recent.shift();
    this.recent.push(push);
  }

  view(sockets: number): RealtimeStatsView {
    return {
      sockets,
      marketPushes: this.marketPushes,
      marketFramesWritten: this.marketFramesWritten,
      marketFramesConflated: this.marketFramesConflated,
      slowSocketsDropped: this.slowSocketsDropped,
      recentPushes: [...this.recent],
    };
  }
}
