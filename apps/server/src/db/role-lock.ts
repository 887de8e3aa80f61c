import pg from 'pg';

/**
 * A role that one process at a time may hold for a database (the engine, the feed): held as a
 * PostgreSQL advisory lock on a connection of its own, so it ends when the holder's process or
 * connection does. The key is the role and the connection's schema, so platforms in separate
 * schemas of one database (the tests) do not wait for each other.
 */
export interface RoleLock {
  /** Resolves once this process holds the role, waiting for an earlier holder to let go. */
  acquire(): Promise<void>;
  /** Resolves when the role is lost: the connection that held it broke, or it was released. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

/** The embedded database has one process by construction: the role is always this one's. */
export class SoleProcessLock implements RoleLock {
  private end: (() => void) | undefined;
  readonly lost = new Promise<void>((resolve) => {
    this.end = resolve;
  });

  async acquire(): Promise<void> {}

  async release(): Promise<void> {
    this.end?.();
  }
}

export class AdvisoryRoleLock implements RoleLock {
  private readonly client: pg.Client;
  private released = false;
  private end: (() => void) | undefined;
  readonly lost = new Promise<void>((resolve) => {
    this.end = resolve;
  });

  constructor(
    url: string,
    private readonly role: string,
  ) {
    this.client = new pg.Client({ connectionString: url, keepAlive: true });
    this.client.on('error', () => this.end?.());
    this.client.on('end', () => this.end?.());
  }

  async acquire(): Promise<void> {
    await this.client.connect();
    await this.client.query('SELECT pg_advisory_lock(hashtext($1), hashtext(current_schema()))', [
      `tp.role.${this.role}`,
    ]);
    if (this.released) throw new Error(`the ${this.role} role was released while waiting`);
  }

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    // Ending the connection lets go of the lock, and of a wait for it.
    await this.client.end().catch(() => undefined);
    this.end?.();
  }
}
