import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../platform-types.ts';

export type StopOptions = {
  /** The longest the stop may take; past it the process exits with 1, whatever is unfinished. */
  graceMs: number;
  log: FastifyBaseLogger;
};

/**
 * SIGTERM and SIGINT stop the process cleanly (`platform.close()`: no new request, sockets told
 * to reconnect, requests under way answered, the engine's commands committed, the database
 * closed) and exit with 0; within `graceMs`, else with 1. A second signal while stopping is
 * noted and changes nothing: the bound already holds.
 */
export function stopOnSignals(platform: Pick<Platform, 'close'>, options: StopOptions): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      options.log.warn({ signal }, 'already stopping');
      return;
    }
    stopping = true;
    options.log.info({ signal, graceMs: options.graceMs }, 'stopping');
    const deadline = setTimeout(() => {
      options.log.error({ graceMs: options.graceMs }, 'stop took too long; exiting anyway');
      process.exit(1);
    }, options.graceMs);
    deadline.unref();
    platform.close().then(
      () => {
        options.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        options.log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
