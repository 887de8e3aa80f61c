import type { Config } from '../config/config.ts';
import { InProcessBus, type ManagedBus } from './bus.ts';
import { RedisBus } from './redis-bus.ts';

/** The embedded shape talks in-process; with REDIS_URL set, the processes of the scaled shape share Redis. */
export function createBus(
  config: Pick<Config, 'redisUrl'> & Partial<Pick<Config, 'redisPrefix'>>,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): ManagedBus {
  if (!config.redisUrl) return new InProcessBus(options.onError);
  return new RedisBus({
    url: config.redisUrl,
    ...options,
    prefix: options.prefix ?? config.redisPrefix,
  });
}
