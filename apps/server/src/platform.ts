import { AlertWatcher } from './alerts/alert-watcher.ts';
import { ControlSocket, controlSocketPath } from './backup/control-socket.ts';
import { snapshotEmbedded } from './backup/embedded-snapshot.ts';
import { systemClock } from './clock.ts';
import { type Config, processRoles } from './config/config.ts';
import { type DatabaseLocation, openDatabase } from './db/database.ts';
import { AdvisoryRoleLock, type RoleLock, SoleProcessLock } from './db/role-lock.ts';
import { Engine } from './engine/engine.ts';
import { createHttpApp } from './http/app.ts';
import { JobScheduler } from './jobs/job-scheduler.ts';
import { platformJobs } from './jobs/platform-jobs.ts';
import { MarketService } from './market/market-service.ts';
import { outboxFromConfig } from './messaging/outbox-from-config.ts';
import type { Platform, PlatformBase, PlatformOptions } from './platform-types.ts';
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
  const alerts = await AlertWatcher.start({ db, clock, market, bus, engine, log: app.log });
  await jobs.start();
  return {
    app,
    db,
    market,
    engine,
    localEngine: () => engine,
    localAlerts: () => alerts,
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
      await alerts.stop();
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
