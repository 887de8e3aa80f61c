import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/account-routes.ts';
import { registerAdminRoutes } from './admin/admin-routes.ts';
import { ensureDefaultOperator } from './admin/default-operator.ts';
import { ControlSocket, controlSocketPath } from './backup/control-socket.ts';
import { snapshotEmbedded } from './backup/embedded-snapshot.ts';
import { type Clock, systemClock } from './clock.ts';
import { registerCompanyAdminRoutes } from './companies/company-admin-routes.ts';
import { registerCompanyRoutes } from './companies/company-routes.ts';
import { type Config, processRoles } from './config/config.ts';
import { type DatabaseLocation, type Db, migrateToLatest, openDatabase } from './db/database.ts';
import { AdvisoryRoleLock, type RoleLock, SoleProcessLock } from './db/role-lock.ts';
import { seedDefaults } from './db/seed.ts';
import { seedAnnouncements } from './db/seed-news.ts';
import { Engine } from './engine/engine.ts';
import type { EngineApi } from './engine/engine-api.ts';
import { registerFavouriteRoutes } from './favourites/favourite-routes.ts';
import { registerFundsRoutes } from './funds/funds-routes.ts';
import { createHttpApp } from './http/app.ts';
import { registerIdentityRoutes } from './identity/kyc-routes.ts';
import { JobScheduler } from './jobs/job-scheduler.ts';
import { platformJobs } from './jobs/platform-jobs.ts';
import { registerMarketRoutes } from './market/market-routes.ts';
import { MarketService } from './market/market-service.ts';
import type { PriceSource } from './market/price-source.ts';
import type { Outbox } from './messaging/outbox.ts';
import { outboxFromConfig } from './messaging/outbox-from-config.ts';
import { registerNews } from './news/news-feature.ts';
import { registerNoticeRoutes } from './notifications/notice-routes.ts';
import { registerRankingAdminRoutes } from './ranking/ranking-admin-routes.ts';
import { registerRankingRoutes } from './ranking/ranking-routes.ts';
import { InProcessBus, type ManagedBus } from './realtime/bus.ts';
import { createBus } from './realtime/create-bus.ts';
import { type RealtimeGateway, registerRealtime } from './realtime/realtime-gateway.ts';
import { registerReconciliationRoutes } from './reconciliation/reconciliation-routes.ts';
import { registerRiskWarningRoutes } from './risk/risk-warning-routes.ts';
import type { RoleState } from './roles/role-runner.ts';
import { startScaledRoles } from './roles/scaled-roles.ts';
import { registerSettingsRoutes } from './settings/settings-routes.ts';
import { registerApiNotFound, registerStatic } from './static/static-routes.ts';
import { registerTradingRoutes } from './trading/trading-routes.ts';
import { registerPublicImageRoutes } from './uploads/public-image-routes.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';
import { openUploads, type Uploads } from './uploads/uploads.ts';
import { registerVerificationRoutes } from './verification/code-routes.ts';

export type Platform = {
  app: FastifyInstance;
  db: Db;
  /** The market this process quotes from: the feed's own in the embedded shape, a follower of it in the scaled one. */
  market: MarketService;
  /** The engine as this process's routes reach it: in this process, or over Redis. */
  engine: EngineApi;
  /** The engine running in this process, while it leads (always, in the embedded shape). */
  localEngine: () => Engine | undefined;
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
};

/**
 * Composes one process. Without Redis it is the embedded shape: database, feed, engine, API
 * and socket in this process, in that order (migrate → seed → market → engine → HTTP). With
 * REDIS_URL it is a process of the scaled shape, taking the roles of ROLES (see
 * roles/scaled-roles.ts).
 */
export async function startPlatform(
  config: Config,
  options: PlatformOptions = {},
): Promise<Platform> {
  const location: DatabaseLocation =
    options.database ??
    (config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/db` });
  const bus = createBus(config);
  if (bus instanceof InProcessBus && config.roles.size < processRoles.length) {
    await bus.close();
    throw new Error(
      'ROLES takes fewer than all roles only with REDIS_URL: the roles talk through Redis',
    );
  }
  // The embedded database's folder is this process's alone: its control socket says so to a
  // second server, a backup or a restore, and takes `npm run backup`'s requests.
  const control =
    location.kind === 'pglite' && location.dataDir && bus instanceof InProcessBus
      ? await ControlSocket.claim(controlSocketPath(location.dataDir)).catch(async (error) => {
          await bus.close();
          throw error;
        })
      : undefined;
  const db = await openDatabase(location);
  const roleLock = (role: string): RoleLock =>
    location.kind === 'postgres' ? new AdvisoryRoleLock(location.url, role) : new SoleProcessLock();
  const clock = options.clock ?? systemClock;
  const base: PlatformBase = {
    config,
    options,
    clock,
    location,
    db,
    bus,
    outbox: outboxFromConfig(config, { db, now: () => clock.now() }),
    app: await createHttpApp({
      logLevel: config.logLevel,
      rateLimitPerMinute: options.rateLimitPerMinute ?? config.rateLimitPerMinute,
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      allowedOrigins: config.allowedOrigins,
    }),
    roleLock,
  };
  if (!(bus instanceof InProcessBus)) return startScaledRoles(base);
  try {
    return await startEmbedded(base, control);
  } catch (error) {
    await control?.close();
    throw error;
  }
}

/** Migrations, settings and the first operator: idempotent, and one process at a time. */
export async function prepareDatabase(base: PlatformBase): Promise<void> {
  await migrateToLatest(base.db);
  await seedDefaults(base.db, base.config);
  await seedAnnouncements(base.db, base.clock.now());
  await ensureDefaultOperator(base.db, base.config);
}

async function startEmbedded(base: PlatformBase, control?: ControlSocket): Promise<Platform> {
  const { config, options, clock, db, bus, app, outbox } = base;
  await prepareDatabase(base);
  const market = await MarketService.create({
    db,
    clock,
    config,
    bus,
    source: options.priceSource,
    backfill: options.backfill ?? true,
  });
  const engine = await Engine.create({ db, clock, market, bus, config });
  const { uploads, realtime } = await registerGateway(base, market, engine);
  const jobs = new JobScheduler(platformJobs({ db, clock, config, market, log: app.log }), {
    db,
    clock,
    log: app.log,
  });
  control?.handle({ backup: () => snapshotEmbedded(db) });
  registerHealth(app, () => ({ gateway: 'serving', engine: 'leading', feed: 'leading' }));
  await app.ready();
  market.start();
  engine.start();
  await jobs.start();
  return {
    app,
    db,
    market,
    engine,
    localEngine: () => engine,
    roles: () => ({ gateway: 'serving', engine: 'leading', feed: 'leading' }),
    bus,
    outbox,
    uploads,
    realtime,
    runJob: (name) => jobs.runNow(name),
    close: async () => {
      await jobs.stop();
      market.stop();
      await market.flush();
      await engine.stop();
      await app.close();
      await uploads.close();
      await outbox.close();
      await bus.close();
      await db.destroy();
      await control?.close();
    },
  };
}

/**
 * Every route of the trader and the operator, and the socket: what a gateway serves. Answers
 * the uploads it opened, for the caller to close, and the socket gateway.
 */
export async function registerGateway(
  base: PlatformBase,
  market: MarketService,
  engine: EngineApi,
): Promise<{ uploads: Uploads; realtime: RealtimeGateway }> {
  const { app, db, clock, config, bus, options, outbox } = base;
  const now = () => clock.now();
  const deps = { db, clock, config, market, engine, bus, outbox, now };
  registerSettingsRoutes(app, deps);
  registerRiskWarningRoutes(app, deps);
  registerMarketRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerVerificationRoutes(app, deps);
  registerTradingRoutes(app, deps);
  registerAdminRoutes(app, deps);
  const uploads = await openUploads(db, config, {
    database: base.location,
    folder: options.uploadsDir ?? (options.database ? undefined : join(config.dataDir, 'uploads')),
  });
  registerUploadRoutes(app, { ...deps, uploads });
  registerPublicImageRoutes(app, { ...deps, uploads });
  // The provider directory answers its logos as published images.
  registerCompanyRoutes(app, { ...deps, publicLink: uploads.publicLink });
  registerCompanyAdminRoutes(app, { ...deps, publicLink: uploads.publicLink });
  registerIdentityRoutes(app, { ...deps, uploads });
  registerFundsRoutes(app, { ...deps, uploads });
  registerNews(app, { ...deps, uploads });
  registerNoticeRoutes(app, deps);
  const realtime = registerRealtime(app, deps);
  // The trader ranking.
  registerRankingRoutes(app, deps);
  registerRankingAdminRoutes(app, deps);
  registerFavouriteRoutes(app, deps);
  // The reconciliation of the books.
  registerReconciliationRoutes(app, deps);
  if (options.serveApps ?? true) await registerStatic(app, config);
  else registerApiNotFound(app);
  return { uploads, realtime };
}

/**
 * `GET /health`: what this process does, for a load balancer or an operator. Not rate limited:
 * a load balancer polling through one address must never see a healthy process as failing.
 */
export function registerHealth(app: FastifyInstance, roles: Platform['roles']): void {
  app.get('/health', { config: { rateLimit: false } }, async () => ({
    status: 'ok',
    roles: roles(),
  }));
}
