import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

/** The Redis of the suites that need one (the scaled shape), by default the local one. */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** True when something accepts TCP connections at the Redis address within half a second. */
export function redisReachable(url = testRedisUrl): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A channel prefix of its own, so test files sharing one Redis never hear each other. */
export const testRedisPrefix = (): string => `test.${randomBytes(4).toString('hex')}.`;
