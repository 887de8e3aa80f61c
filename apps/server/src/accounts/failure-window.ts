/**
 * Counts failures per key (an account, a client address) in a sliding window. A key that has
 * used up its failures is blocked until its oldest failure leaves the window.
 */
export class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly failuresMax: number,
    readonly windowMs: number,
    /** Bounds memory when many keys are tried: the least recently failed are forgotten first. */
    private readonly keysMax = 20_000,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  blockedForMs(key: string, now: Date): number {
    const recent = this.recent(key, now);
    if (recent.length < this.failuresMax) return 0;
    const oldest = recent[recent.length - this.failuresMax] ?? now.getTime();
    return Math.max(1, oldest + this.windowMs - now.getTime());
  }

  recordFailure(key: string, now: Date): void {
    const recent = this.recent(key, now);
    this.failures.delete(key);
    this.failures.set(key, [...recent.slice(-this.failuresMax), now.getTime()]);
    if (this.failures.size > this.keysMax) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: Date): number[] {
    const since = now.getTime() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since && at <= now.getTime());
  }
}
