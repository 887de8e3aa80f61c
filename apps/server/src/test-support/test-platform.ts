import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Clock } from '../clock.ts';
import { type Config, readConfig } from '../config/config.ts';
import type { DatabaseLocation } from '../db/database.ts';
import { ManualPriceSource } from '../market/price-source.ts';
import { startPlatform } from '../platform.ts';
import type { Platform, PlatformOptions } from '../platform-types.ts';
import { pgliteTemplate } from './pglite-template.ts';

/**
 * Where integration tests keep their data: a fresh in-memory PGlite by default, or a fresh
 * schema on the PostgreSQL server named by TEST_DATABASE_URL (the PostgreSQL suite).
 */
export async function testDatabase(): Promise<{
  location: DatabaseLocation;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const location = { kind: 'pglite', dataDir: undefined, template: pgliteTemplate() } as const;
    return { location, drop: async () => {} };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = url.includes('?') ? '&' : '?';
  const scopedUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    location: { kind: 'postgres', url: scopedUrl, poolSize: 5 },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** A clock the test moves by hand; what listens (the engine's expiries) hears each move. */
export class TestClock implements Clock {
  private readonly listeners = new Set<() => void>();
  constructor(private current: Date) {}
  now = () => this.current;
  set(at: Date): void {
    this.current = at;
    for (const listener of this.listeners) listener();
  }
  advance(ms: number): void {
    this.set(new Date(this.current.getTime() + ms));
  }
  onMoved = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export type TestPlatform = Platform & {
  prices: ManualPriceSource;
  clock: TestClock;
  config: Config;
};

/** A Wednesday noon: every market of the seeded catalogue is open. */
export const marketsOpenAt = new Date('2026-11-18T12:00:00Z');

/**
 * The whole platform as `npm start` composes it, on a test database, with prices pushed by
 * the test through `prices` and time set through `clock`. Close it in `afterAll`.
 */
export async function startTestPlatform(
  options: PlatformOptions = {},
  /** Settings the environment would give (e.g. `smtpUrl` pointing at a test SMTP server). */
  configOverrides: Partial<Config> = {},
): Promise<TestPlatform> {
  const database = await testDatabase();
  const prices = new ManualPriceSource();
  const clock = new TestClock(marketsOpenAt);
  const config: Config = { ...readConfig({}), logLevel: 'silent', ...configOverrides };
  const platform = await startPlatform(config, {
    clock,
    database: database.location,
    priceSource: prices,
    backfill: false,
    serveApps: false,
    ...options,
  });
  return {
    ...platform,
    prices,
    clock,
    config,
    close: async () => {
      await platform.close();
      await database.drop();
    },
  };
}
