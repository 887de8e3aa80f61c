import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/account-routes.ts';
import { registerAdminRoutes } from './admin/admin-routes.ts';
import { ensureDefaultOperator } from './admin/default-operator.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config/config.ts';
import { type DatabaseLocation, type Db, migrateToLatest, openDatabase } from './db/database.ts';
import { seedDefaults } from './db/seed.ts';
import { Engine } from './engine/engine.ts';
import { registerFundsRoutes } from './funds/funds-routes.ts';
import { createHttpApp } from './http/app.ts';
import { registerIdentityRoutes } from './identity/kyc-routes.ts';
import { registerMarketRoutes } from './market/market-routes.ts';
import { MarketService } from './market/market-service.ts';
import type { PriceSource } from './market/price-source.ts';
import type { Outbox } from './messaging/outbox.ts';
import { outboxFromConfig } from './messaging/outbox-from-config.ts';
import type { ManagedBus } from './realtime/bus.ts';
import { createBus } from './realtime/create-bus.ts';
import { registerRealtime } from './realtime/realtime-gateway.ts';
import { registerSettingsRoutes } from './settings/settings-routes.ts';
import { registerStatic } from './static/static-routes.ts';
import { registerTradingRoutes } from './trading/trading-routes.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';
import { openUploads } from './uploads/uploads.ts';
import { registerVerificationRoutes } from './verification/code-routes.ts';

export type Platform = {
  app: FastifyInstance;
  db: Db;
  market: MarketService;
  engine: Engine;
  /** In-process, or Redis with REDIS_URL (the scaled shape). */
  bus: ManagedBus;
  /** Every e-mail and SMS, written before it is handed to SMTP or the SMS provider. */
  outbox: Outbox;
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
};

/**
 * Composes the embedded shape: one process with database, feed, engine, API and socket.
 * Order matters: migrate → seed → market (loads catalogue, backfills, starts the feed) →
 * engine (loads accounts and open positions) → HTTP and socket.
 */
export async function startPlatform(
  config: Config,
  options: PlatformOptions = {},
): Promise<Platform> {
  const clock = options.clock ?? systemClock;
  const db = await openDatabase(
    options.database ??
      (config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: `${config.dataDir}/db` }),
  );
  await migrateToLatest(db);
  await seedDefaults(db, config);
  await ensureDefaultOperator(db, config);

  const bus = createBus(config);
  const market = await MarketService.create({
    db,
    clock,
    config,
    bus,
    source: options.priceSource,
    backfill: options.backfill ?? true,
  });
  const engine = await Engine.create({ db, clock, market, bus, config });

  const app = await createHttpApp({
    logLevel: config.logLevel,
    rateLimitPerMinute: options.rateLimitPerMinute,
  });
  const now = () => clock.now();
  const outbox = outboxFromConfig(config, { db, now });
  const deps = { db, clock, config, market, engine, bus, outbox, now };
  registerSettingsRoutes(app, deps);
  registerMarketRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerVerificationRoutes(app, deps);
  registerTradingRoutes(app, deps);
  registerAdminRoutes(app, deps);
  const uploads = await openUploads(db, config);
  registerUploadRoutes(app, { ...deps, uploads });
  registerIdentityRoutes(app, { ...deps, uploads });
  registerFundsRoutes(app, { ...deps, uploads });
  registerRealtime(app, deps);
  if (options.serveApps ?? true) await registerStatic(app, config);
  await app.ready();

  market.start();
  engine.start();

  return {
    app,
    db,
    market,
    engine,
    bus,
    outbox,
    close: async () => {
      market.stop();
      await market.flush();
      await engine.stop();
      await app.close();
      await outbox.close();
      await bus.close();
      await db.destroy();
    },
  };
}
