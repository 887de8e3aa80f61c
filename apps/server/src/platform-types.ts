import type { FastifyInstance } from 'fastify';
import type { AlertWatcher } from './alerts/alert-watcher.ts';
import type { Clock } from './clock.ts';
import type { Config, processRoles } from './config/config.ts';
import type { DatabaseLocation, Db } from './db/database.ts';
import type { RoleLock } from './db/role-lock.ts';
import type { Engine } from './engine/engine.ts';
import type { EngineApi } from './engine/engine-api.ts';
import type { HttpDrain } from './http/drain.ts';
import type { MarketService } from './market/market-service.ts';
import type { PriceSource } from './market/price-source.ts';
import type { Outbox } from './messaging/outbox.ts';
import type { PlatformMetrics } from './metrics/platform-metrics.ts';
import type { ManagedBus } from './realtime/bus.ts';
import type { RealtimeGateway } from './realtime/realtime-gateway.ts';
import type { RoleState } from './roles/role-runner.ts';
import type { Uploads } from './uploads/uploads.ts';

export type Platform = {
  app: FastifyInstance;
  db: Db;
  /** The market this process quotes from: the feed's own in the embedded shape, a follower of it in the scaled one. */
  market: MarketService;
  /** The engine as this process's routes reach it: in this process, or over Redis. */
  engine: EngineApi;
  /** The engine running in this process, while it leads (always, in the embedded shape). */
  localEngine: () => Engine | undefined;
  /** The alerts' watcher, which runs beside the engine while it leads here. */
  localAlerts: () => AlertWatcher | undefined;
  /** What each role of this process is doing. */
  roles: () => Partial<Record<(typeof processRoles)[number], RoleState | 'serving'>>;
  /** In-process, or Redis with REDIS_URL (the scaled shape). */
  bus: ManagedBus;
  /** Every e-mail and SMS, written before it is handed to SMTP or the SMS provider. */
  outbox: Outbox;
  /** Uploaded images and the bounds on uploading, in a process that serves the API. */
  uploads: Uploads | undefined;
  /** The socket gateway of a process that serves one. */
  realtime: RealtimeGateway | undefined;
  /** Runs a periodic job now, whatever its schedule (tests, an operator's request). */
  runJob: (name: string) => Promise<void>;
  /** This process's metrics; a feature adds its own with `metrics.gauge(…)`. */
  metrics: PlatformMetrics;
  /**
   * Stops in order: new requests refused (503), sockets told to reconnect, requests under way
   * answered, the engine's queued commands committed, the database closed.
   */
  close: () => Promise<void>;
};

export type PlatformOptions = {
  clock?: Clock;
  /** Overrides where the data lives (tests use an in-memory PGlite or a schema of their own). */
  database?: DatabaseLocation;
  /** A price source to use instead of the configured one (tests pass a controllable source). */
  priceSource?: PriceSource;
  /** Skip history backfill (tests that do not read charts). */
  backfill?: boolean;
  /** Serve the built web and admin apps (off in API tests). */
  serveApps?: boolean;
  rateLimitPerMinute?: number;
  /** How long a gateway of the scaled shape waits for the engine's answer. */
  engineTimeoutMs?: number;
  /**
   * The folder for uploaded images on PGlite. Unset: the data folder's `uploads`, or, when
   * `database` is given (tests), a temporary folder removed when the platform closes.
   */
  uploadsDir?: string;
};

/** What every process has, whatever its roles. */
export type PlatformBase = {
  config: Config;
  options: PlatformOptions;
  clock: Clock;
  location: DatabaseLocation;
  db: Db;
  bus: ManagedBus;
  app: FastifyInstance;
  outbox: Outbox;
  /** A lock for a role one process at a time may hold, on this database. */
  roleLock: (role: string) => RoleLock;
  metrics: PlatformMetrics;
  /** Refuses new requests once the process begins to stop. */
  drain: HttpDrain;
};

/**
 * The longest a stopping process answers new requests 503 while those under way finish; then
 * it stops listening (what is still under way is answered before the connection closes).
 */
export const drainWaitMsMax = 10_000;
