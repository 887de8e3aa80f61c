/**
 * Waits the database has imposed on client addresses, remembered in this process until they
 * end: a guesser's tries within one are refused without a read, so a flood of refused sign-ins
 * costs the database (on the embedded shape, the engine's one connection) nothing. A wait is
 * kept to the end the database gave it, even should a right password in flight meanwhile give
 * the address's count a try back: at most the schedule's ceiling, a minute.
 */
export class AddressWaits {
  private readonly untilMs = new Map<string, number>();

  constructor(private readonly addressesMax = 50_000) {}

  /** Milliseconds the address must still wait, as this process knows; 0 when it knows of none. */
  remainingMs(addressKey: string, nowMs: number): number {
    const until = this.untilMs.get(addressKey);
    if (until === undefined) return 0;
    if (until > nowMs) return until - nowMs;
    this.untilMs.delete(addressKey);
    return 0;
  }

  remember(addressKey: string, waitMs: number, nowMs: number): void {
    if (waitMs <= 0) return;
    this.untilMs.delete(addressKey);
    this.untilMs.set(addressKey, nowMs + waitMs);
    // The earliest remembered go first; forgetting one costs only a read on its next try.
    if (this.untilMs.size > this.addressesMax) {
      const first = this.untilMs.keys().next().value;
      if (first !== undefined) this.untilMs.delete(first);
    }
  }
}
