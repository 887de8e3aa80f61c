/**
 * Counts failed logins per username in a sliding window, so guessing one operator's password
 * stays slow even from many client addresses (the per-address limit alone can be dodged).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly failuresMax: number,
    private readonly windowMs: number,
    /** Bounds memory when many names are tried: the oldest names are forgotten first. */
    private readonly namesMax = 10_000,
  ) {}

  /** True while the name has used up its failures in the current window. */
  isBlocked(name: string, now: Date): boolean {
    return this.recent(name, now).length >= this.failuresMax;
  }

  recordFailure(name: string, now: Date): void {
    const key = name.toLowerCase();
    const recent = this.recent(key, now);
    this.failures.delete(key);
    this.failures.set(key, [...recent, now.getTime()]);
    if (this.failures.size > this.namesMax) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  recordSuccess(name: string): void {
    this.failures.delete(name.toLowerCase());
  }

  private recent(name: string, now: Date): number[] {
    const since = now.getTime() - this.windowMs;
    return (this.failures.get(name.toLowerCase()) ?? []).filter(
      (at) => at > since && at <= now.getTime(),
    );
  }
}
