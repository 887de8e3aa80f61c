/** How many frames one socket may send, and when sending more is a flood. */
export type FrameBudgetLimits = {
  /** Frames a socket may send each second, on average. */
  framesPerSecond: number;
  /** Frames a socket may send at once after a quiet spell (a re-subscribe after a reconnect). */
  framesBurstMax: number;
  /** A socket whose frames keep being dropped for this long is flooding. */
  floodMsMax: number;
  /** A socket that has this many frames dropped without a quiet spell is flooding. */
  floodFramesMax: number;
  /** A spell this long without a dropped frame ends a run of excess. */
  floodQuietMs: number;
};

/**
 * `taken`: the frame may be read. `dropped`: it is over the budget and is dropped unread and
 * unanswered. `flood`: the socket has kept exceeding its budget and is to be closed.
 */
export type FrameVerdict = 'taken' | 'dropped' | 'flood';

/**
 * A token bucket per socket: it holds up to `framesBurstMax` frames and refills at
 * `framesPerSecond`. Hand-written rather than taken from a rate-limiting library: it runs
 * on every frame, synchronously, with the clock given, in a few lines that allocate nothing,
 * where the libraries are asynchronous or keyed stores built for many clients at once.
 */
export class FrameBudget {
  private tokens: number;
  private refilledAtMs: number;
  /** When the current run of dropped frames started, and when its last frame was dropped. */
  private excessSinceMs = Number.NEGATIVE_INFINITY;
  private lastDroppedAtMs = Number.NEGATIVE_INFINITY;
  private droppedInRun = 0;

  constructor(
    private readonly limits: FrameBudgetLimits,
    nowMs: number,
  ) {
    this.tokens = limits.framesBurstMax;
    this.refilledAtMs = nowMs;
  }

  /** Takes `frames` from the budget if they all fit, or none of them. */
  take(frames: number, nowMs: number): FrameVerdict {
    this.refill(nowMs);
    if (this.tokens >= frames) {
      this.tokens -= frames;
      return 'taken';
    }
    return this.overflow(nowMs);
  }

  /** A frame dropped for another reason (the socket's queue is full) counts as excess too. */
  overflow(nowMs: number): FrameVerdict {
    if (nowMs - this.lastDroppedAtMs > this.limits.floodQuietMs) {
      this.excessSinceMs = nowMs;
      this.droppedInRun = 0;
    }
    this.lastDroppedAtMs = nowMs;
    this.droppedInRun += 1;
    const flooding =
      nowMs - this.excessSinceMs >= this.limits.floodMsMax ||
      this.droppedInRun >= this.limits.floodFramesMax;
    return flooding ? 'flood' : 'dropped';
  }

  private refill(nowMs: number): void {
    const elapsedMs = nowMs - this.refilledAtMs;
    if (elapsedMs <= 0) return;
    this.refilledAtMs = nowMs;
    this.tokens = Math.min(
      this.limits.framesBurstMax,
      this.tokens + (elapsedMs * this.limits.framesPerSecond) / 1000,
    );
  }
}
