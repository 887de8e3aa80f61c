import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { type OverviewMarket, readOverview } from './admin-overview.ts';
import { adminRoute } from './admin-route.ts';
import { registerAuditRoutes } from './audit-routes.ts';
import type { BackOfficeEngine } from './back-office-engine.ts';
import { registerConfigRoutes } from './config-routes.ts';
import { type DashboardMarket, readDashboard } from './dashboard.ts';
import { type ConfigurableMarket, liveConfiguration } from './live-configuration.ts';
import { LoginThrottle } from './login-throttle.ts';
import { loginOperator } from './operator-login.ts';
import { registerOperatorRoutes } from './operator-routes.ts';
import { endOperatorSession } from './operator-sessions.ts';
import { registerOutboxRoute } from './outbox-route.ts';
import { registerTotpRoutes } from './totp-routes.ts';
import { secretKeyFrom } from './totp-secret-box.ts';
import { registerUserRoutes } from './user-routes.ts';

export type AdminDeps = {
  db: Db;
  now: () => Date;
  market: OverviewMarket & DashboardMarket & ConfigurableMarket;
  engine: BackOfficeEngine;
  config: Pick<Config, 'totpKey' | 'totpIssuer'>;
};

/** Login attempts per minute per client address; guessing passwords is slow by design. */
export const adminLoginsPerMinuteMax = 10;
/** Failed logins per username in a quarter of an hour, from any address. */
export const adminFailuresPerNameMax = 20;
const failureWindowMs = 15 * 60_000;

/** The back office's API under `/admin-api/`. */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const throttle = new LoginThrottle(adminFailuresPerNameMax, failureWindowMs);
  const totpKey = secretKeyFrom(deps.config.totpKey);
  adminRoute(
    app,
    deps,
    'adminLogin',
    async ({ params }) => loginOperator({ ...deps, throttle, totpKey }, params),
    { rateLimitPerMinute: adminLoginsPerMinuteMax },
  );

  adminRoute(app, deps, 'adminMe', async ({ operator }) => operator);

  adminRoute(app, deps, 'adminLogout', async ({ token }) => {
    if (token) await endOperatorSession(deps.db, token);
    return null;
  });

  adminRoute(app, deps, 'adminOverview', async () => readOverview(deps.db, deps.market));
  registerOutboxRoute(app, deps);

  adminRoute(app, deps, 'adminDashboard', async () => readDashboard(deps));

  registerTotpRoutes(app, { ...deps, totpKey, totpIssuer: deps.config.totpIssuer });
  registerOperatorRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerConfigRoutes(app, { ...deps, live: liveConfiguration(deps.market, deps.engine) });
}
