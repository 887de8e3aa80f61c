import { type Config, type ProcessRole, readConfig } from '../config/config.ts';
import type { DatabaseLocation } from '../db/database.ts';
import { startPlatform } from '../platform.ts';
import type { Platform, PlatformOptions } from '../platform-types.ts';
import type { RoleState } from '../roles/role-runner.ts';
import { testRedisPrefix, testRedisUrl } from './redis.ts';
import { marketsOpenAt, TestClock, testDatabase } from './test-platform.ts';

/** What the processes of one scaled deployment share: the database, the Redis channels, the time. */
export type ScaledSetup = {
  location: DatabaseLocation;
  config: Config;
  clock: TestClock;
  drop: () => Promise<void>;
};

/** A schema of its own on TEST_DATABASE_URL and a Redis prefix of its own. */
export async function scaledSetup(): Promise<ScaledSetup> {
  const database = await testDatabase();
  return {
    location: database.location,
    config: {
      ...readConfig({}),
      redisUrl: testRedisUrl,
      redisPrefix: testRedisPrefix(),
      logLevel: process.env.TEST_LOG_LEVEL || 'silent',
    },
    clock: new TestClock(marketsOpenAt),
    drop: database.drop,
  };
}

/**
 * One process of the deployment, started in this one: its own database pool, Redis connections,
 * HTTP app and roles, as `ROLES=… npm start` would give it.
 */
export function startTestProcess(
  setup: ScaledSetup,
  roles: readonly ProcessRole[],
  options: PlatformOptions = {},
): Promise<Platform> {
  return startPlatform(
    { ...setup.config, roles: new Set(roles) },
    {
      clock: setup.clock,
      database: setup.location,
      backfill: false,
      serveApps: false,
      rateLimitPerMinute: 1_000_000,
      ...options,
    },
  );
}

/** Waits until the process's role is in `state` (leading, by default). */
export async function untilRole(
  platform: Platform,
  role: ProcessRole,
  state: RoleState = 'leading',
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (platform.roles()[role] !== state) {
    if (Date.now() > deadline) throw new Error(`${role} never became ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
