import { pino } from 'pino';
import { AlertWatcher } from '../alerts/alert-watcher.ts';
import { Engine } from '../engine/engine.ts';
import { EngineHost } from '../engine/remote/engine-host.ts';
import { RemoteEngine } from '../engine/remote/remote-engine.ts';
import { JobScheduler } from '../jobs/job-scheduler.ts';
import { platformJobs } from '../jobs/platform-jobs.ts';
import { MarketService } from '../market/market-service.ts';
import { exposeMetrics } from '../metrics/metrics-exposure.ts';
import { observePlatform } from '../metrics/platform-collectors.ts';
import { drainWaitMsMax, type Platform, type PlatformBase } from '../platform-types.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { registerGateway } from '../register-gateway.ts';
import { registerHealth } from '../register-health.ts';
import { RoleRunner } from './role-runner.ts';

/**
 * A process of the scaled shape (DESIGN §2), with the roles of ROLES:
 * - every process follows the feed: its market takes the ticks the feed shares on Redis;
 * - `feed`: the one process that leads it makes prices, writes candles and publishes market data;
 * - `engine`: the one process that leads it is the single writer of money and positions, and
 *   answers the gateways' requests over Redis;
 * - `gateway`: HTTP and sockets; every engine call goes over Redis to the engine that leads.
 * A process with the engine or feed role that does not lead it stands by and takes over when
 * the leader's lock ends (its process or connection gone); the engine's epoch makes sure the
 * one it replaces can write nothing more.
 */
export async function startScaledRoles(base: PlatformBase): Promise<Platform> {
  const { config, options, clock, db, bus, app, outbox, roleLock, metrics, drain } = base;
  const log = pino({ name: 'roles', level: config.logLevel });

  // One process at a time migrates, seeds and makes missing chart history.
  const startup = roleLock('startup');
  let market: MarketService;
  await startup.acquire();
  try {
    await prepareDatabase(base);
    market = await MarketService.create({
      db,
      clock,
      config,
      bus,
      mode: 'follower',
      backfill: options.backfill ?? true,
    });
  } finally {
    await startup.release();
  }
  market.start();

  let engine: Engine | undefined;
  let alerts: AlertWatcher | undefined;
  const engineRole = config.roles.has('engine')
    ? new RoleRunner({
        role: 'engine',
        lock: () => roleLock('engine'),
        log,
        start: async (ended) => {
          const leading = await Engine.create({
            db,
            clock,
            market,
            bus,
            config,
            onSuperseded: ended,
            meter: metrics.engine,
          });
          const host = new EngineHost(leading, bus, leading.epoch, log);
          leading.start();
          await host.start();
          engine = leading;
          // Alerts fire where the engine leads: one process, which reads the risk rates too.
          const watcher = await AlertWatcher.start({
            db,
            clock,
            market,
            bus,
            engine: leading,
            log,
          });
          alerts = watcher;
          return async () => {
            host.stop();
            alerts = undefined;
            await watcher.stop();
            engine = undefined;
            await leading.stop();
          };
        },
      })
    : undefined;

  const feedRole = config.roles.has('feed')
    ? new RoleRunner({
        role: 'feed',
        lock: () => roleLock('feed'),
        log,
        start: async () => {
          const feed = await MarketService.create({
            db,
            clock,
            config,
            bus,
            source: options.priceSource,
            backfill: false,
            shareTicks: true,
          });
          feed.start();
          // The periodic jobs run where the feed leads: one process of the deployment.
          const jobs = new JobScheduler(
            platformJobs({ db, clock, config, market: feed, log, metrics }),
            {
              db,
              clock,
              log,
            },
          );
          await jobs.start();
          return async () => {
            await jobs.stop();
            feed.stop();
            await feed.flush();
          };
        },
      })
    : undefined;

  const remote = new RemoteEngine(bus, { timeoutMs: options.engineTimeoutMs });
  await remote.ready();
  const serves = config.roles.has('gateway');
  const gateway = serves ? await registerGateway(base, market, remote.api) : undefined;
  const uploads = gateway?.uploads;
  const roles: Platform['roles'] = () => ({
    ...(serves ? { gateway: 'serving' as const } : {}),
    ...(engineRole ? { engine: engineRole.state } : {}),
    ...(feedRole ? { feed: feedRole.state } : {}),
  });
  registerHealth(app, roles);
  observePlatform(metrics, {
    db,
    clock,
    market,
    roles,
    localEngine: () => engine,
    realtime: gateway?.realtime,
  });
  const closeMetrics = await exposeMetrics(app, metrics, config.metrics, app.log);
  await app.ready();

  return {
    app,
    db,
    market,
    engine: remote.api,
    localEngine: () => engine,
    localAlerts: () => alerts,
    roles,
    bus,
    outbox,
    uploads,
    realtime: gateway?.realtime,
    runJob: (name) =>
      new JobScheduler(platformJobs({ db, clock, config, market, log, metrics }), {
        db,
        clock,
        log,
      }).runNow(name),
    metrics,
    close: async () => {
      drain.start();
      gateway?.realtime.closeForRestart();
      await drain.settled(drainWaitMsMax);
      await app.close();
      await closeMetrics();
      await uploads?.close();
      remote.close();
      await engineRole?.stop();
      await feedRole?.stop();
      market.stop();
      await outbox.close();
      await bus.close();
      await db.destroy();
    },
  };
}
