/** What the index needs of a logged-in socket: to be told that its session has ended. */
export type SessionHolder = { sessionEnded(): void };

/** How long an ended session is remembered: longer than any process caches a session. */
const endedRememberedMs = 120_000;
const endedRememberedMax = 50_000;

/**
 * The logged-in sockets of one gateway by the hash of their session's token, with the time
 * each session expires: ending a session (here or in another process) or its expiry reaches
 * exactly the sockets logged in with it. Tokens themselves are never kept here.
 */
export class SocketSessions {
  private readonly byHash = new Map<string, Map<SessionHolder, number>>();
  /** Hashes ended lately, in the order they ended, with the time. */
  private readonly ended = new Map<string, number>();

  add(tokenHash: string, holder: SessionHolder, expiresAt: Date): void {
    let holders = this.byHash.get(tokenHash);
    if (!holders) {
      holders = new Map();
      this.byHash.set(tokenHash, holders);
    }
    holders.set(holder, expiresAt.getTime());
  }

  remove(tokenHash: string, holder: SessionHolder): void {
    const holders = this.byHash.get(tokenHash);
    if (!holders?.delete(holder) || holders.size > 0) return;
    this.byHash.delete(tokenHash);
  }

  /** Tells every socket of these sessions that they ended, and remembers them for a while. */
  end(tokenHashes: readonly string[]): void {
    const nowMs = performance.now();
    for (const tokenHash of tokenHashes) {
      this.ended.delete(tokenHash);
      this.ended.set(tokenHash, nowMs);
      const holders = this.byHash.get(tokenHash);
      if (!holders) continue;
      for (const holder of [...holders.keys()]) holder.sessionEnded();
      this.byHash.delete(tokenHash);
    }
    this.forgetOldEnded(nowMs);
  }

  /**
   * Whether a session ended lately: a login that read its session just before it ended
   * (from the database, or a cache filled a moment before) must not outlive the end.
   */
  wasEnded(tokenHash: string): boolean {
    const endedAtMs = this.ended.get(tokenHash);
    return endedAtMs !== undefined && performance.now() - endedAtMs < endedRememberedMs;
  }

  /** Ends every session whose expiry is at or before `now`. */
  expire(now: Date): void {
    const nowMs = now.getTime();
    for (const [tokenHash, holders] of this.byHash) {
      for (const [holder, expiresAtMs] of [...holders]) {
        if (expiresAtMs <= nowMs) {
          holders.delete(holder);
          holder.sessionEnded();
        }
      }
      if (holders.size === 0) this.byHash.delete(tokenHash);
    }
  }

  /** Sockets logged in, for leak checks. */
  get size(): number {
    let count = 0;
    for (const holders of this.byHash.values()) count += holders.size;
    return count;
  }

  private forgetOldEnded(nowMs: number): void {
    for (const [tokenHash, endedAtMs] of this.ended) {
      if (this.ended.size <= endedRememberedMax && nowMs - endedAtMs < endedRememberedMs) return;
      this.ended.delete(tokenHash);
    }
  }
}
