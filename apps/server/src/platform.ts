import { AlertWatcher } from './alerts/alert-watcher.ts';
import { ControlSocket, controlSocketPath } from './backup/control-socket.ts';
import { snapshotEmbedded } from './backup/embedded-snapshot.ts';
import { systemClock } from './clock.ts';
import { type Config, processRoles } from './config/config.ts';
import { type DatabaseLocation, openDatabase } from './db/database.ts';
import { AdvisoryRoleLock, type RoleLock, SoleProcessLock } from './db/role-lock.ts';
import { Engine } from './engine/engine.ts';
import { createHttpApp } from './http/app.ts';
import { HttpDrain } from './http/drain.ts';
import { JobScheduler } from './jobs/job-scheduler.ts';
import { platformJobs } from './jobs/platform-jobs.ts';
import { MarketService } from './market/market-service.ts';
import { outboxFromConfig } from './messaging/outbox-from-config.ts';
import { countHttpAnswers } from './metrics/http-metrics.ts';
import { exposeMetrics } from './metrics/metrics-exposure.ts';
import { observePlatform } from './metrics/platform-collectors.ts';
import { PlatformMetrics } from './metrics/platform-metrics.ts';
import {
  drainWaitMsMax,
  type Platform,
  type PlatformBase,
  type PlatformOptions,
} from './platform-types.ts';
import { prepareDatabase } from './prepare-database.ts';
import { InProcessBus } from './realtime/bus.ts';
import { createBus } from './realtime/create-bus.ts';
import { registerGateway } from './register-gateway.ts';
import { registerHealth } from './register-health.ts';
import { startScaledRoles } from './roles/scaled-roles.ts';

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
  const metrics = new PlatformMetrics(config.roles);
  const drain = new HttpDrain();
  const app = await createHttpApp({
    logLevel: config.logLevel,
    rateLimitPerMinute: options.rateLimitPerMinute ?? config.rateLimitPerMinute,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    drain,
  });
  // Before any route, so every answer is counted.
  countHttpAnswers(app, metrics.http);
  const base: PlatformBase = {
    config,
    options,
    clock,
    location,
    db,
    bus,
    outbox: outboxFromConfig(config, { db, now: () => clock.now() }),
    app,
    roleLock,
    metrics,
    drain,
  };
  if (!(bus instanceof InProcessBus)) return startScaledRoles(base);
  try {
    return await startEmbedded(base, control);
  } catch (error) {
    await control?.close();
    throw error;
  }
}

async function startEmbedded(base: PlatformBase, control?: ControlSocket): Promise<Platform> {
  const { config, options, clock, db, bus, app, outbox, metrics, drain } = base;
  await prepareDatabase(base);
  const market = await MarketService.create({
    db,
    clock,
    config,
    bus,
    source: options.priceSource,
    backfill: options.backfill ?? true,
  });
  const engine = await Engine.create({ db, clock, market, bus, config, meter: metrics.engine });
  const { uploads, realtime } = await registerGateway(base, market, engine);
  const jobs = new JobScheduler(
    platformJobs({ db, clock, config, market, log: app.log, metrics }),
    {
      db,
      clock,
      log: app.log,
    },
  );
  control?.handle({ backup: () => snapshotEmbedded(db) });
  const roles: Platform['roles'] = () => ({
    gateway: 'serving',
    engine: 'leading',
    feed: 'leading',
  });
  registerHealth(app, roles);
  observePlatform(metrics, { db, clock, market, roles, localEngine: () => engine, realtime });
  const closeMetrics = await exposeMetrics(app, metrics, config.metrics, app.log);
  await app.ready();
  market.start();
  engine.start();
  const alerts = await AlertWatcher.start({ db, clock, market, bus, engine, log: app.log });
  await jobs.start();
  return {
    app,
    db,
    market,
    engine,
    localEngine: () => engine,
    localAlerts: () => alerts,
    roles,
    bus,
    outbox,
    uploads,
    realtime,
    runJob: (name) => jobs.runNow(name),
    metrics,
    close: async () => {
      drain.start();
      realtime.closeForRestart();
      // Requests under way are answered first (those waiting for the engine too), new ones 503.
      await drain.settled(drainWaitMsMax);
      await app.close();
      await closeMetrics();
      await jobs.stop();
      market.stop();
      await market.flush();
      await alerts.stop();
      // Commands already queued (triggers of the last ticks) are committed before it stops.
      await engine.stop();
      await uploads.close();
      await outbox.close();
      await bus.close();
      await db.destroy();
      await control?.close();
    },
  };
}
