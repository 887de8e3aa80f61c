import type { Logger } from 'pino';
import type { RoleLock } from '../db/role-lock.ts';

/** How long a role waits before trying again after it could not take the lock or start. */
export const roleRetryMs = 1_000;

export type RoleState = 'standby' | 'leading' | 'stopped';

export type RoleRunnerOptions = {
  role: string;
  /** A new lock for each attempt (a lock whose connection broke is not used again). */
  lock: () => RoleLock;
  /**
   * Starts the role once the lock is held, and answers how to stop it. `ended` is called by the
   * role itself when it can no longer go on (an engine another one superseded).
   */
  start: (ended: () => void) => Promise<() => Promise<void>>;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
};

/**
 * A role that one process at a time may hold: this process waits as a standby until it holds
 * the lock, runs the role while it does, and goes back to waiting if the lock or the role is
 * lost. So several processes may take the engine or feed role; one leads, the others stand by.
 */
export class RoleRunner {
  private current: RoleState = 'standby';
  private stopping = false;
  private wake: (() => void) | undefined;
  private readonly stopped: Promise<void>;
  private lock: RoleLock | undefined;
  /** Resolves each time the role starts leading (tests and benchmarks wait for it). */
  private leadingWaiters: (() => void)[] = [];

  constructor(private readonly options: RoleRunnerOptions) {
    this.stopped = this.run();
  }

  get state(): RoleState {
    return this.current;
  }

  /** Resolves once this process leads the role. */
  leading(): Promise<void> {
    if (this.current === 'leading') return Promise.resolve();
    return new Promise((resolve) => this.leadingWaiters.push(resolve));
  }

  /** Stops the role first, then lets go of the lock, so a standby never overlaps it. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    // Only a wait for the lock needs ending from here; a held one is let go after the role stops.
    if (this.current !== 'leading') await this.lock?.release();
    await this.stopped;
  }

  private async run(): Promise<void> {
    const { role, log } = this.options;
    while (!this.stopping) {
      const lock = this.options.lock();
      this.lock = lock;
      try {
        await lock.acquire();
      } catch (error) {
        await lock.release();
        if (this.stopping) break;
        log.warn({ err: error, role }, 'could not wait for the role; trying again');
        await this.pause(roleRetryMs);
        continue;
      }
      if (this.stopping) {
        await lock.release();
        break;
      }
      await this.lead(lock);
      await lock.release();
    }
    this.current = 'stopped';
  }

  /** Runs the role until the lock is lost, the role ends itself, or the process stops. */
  private async lead(lock: RoleLock): Promise<void> {
    const { role, log } = this.options;
    let endRole: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      endRole = resolve;
    });
    let stopRole: () => Promise<void>;
    try {
      stopRole = await this.options.start(endRole);
    } catch (error) {
      log.error({ err: error, role }, 'the role failed to start; trying again');
      await this.pause(roleRetryMs);
      return;
    }
    this.current = 'leading';
    log.info({ role }, 'leading');
    for (const resolve of this.leadingWaiters.splice(0)) resolve();
    await Promise.race([lock.lost, ended, this.untilStopping()]);
    this.current = 'standby';
    if (!this.stopping) log.warn({ role }, 'the role was lost; standing by');
    await stopRole().catch((error: unknown) =>
      log.error({ err: error, role }, 'stopping the role failed'),
    );
  }

  private untilStopping(): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopping) resolve();
      else this.wake = resolve;
    });
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
