import type { FastifyInstance } from 'fastify';
import { isPrintable } from '../accounts/printable.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { SignInGuard } from '../sign-in/sign-in-guard.ts';
import { captchaImage } from '../verification/captcha-image.ts';
import { CaptchaStore } from '../verification/captcha-store.ts';
import { type OverviewMarket, readOverview } from './admin-overview.ts';
import { adminRoute } from './admin-route.ts';
import { registerAuditRoutes } from './audit-routes.ts';
import type { BackOfficeEngine } from './back-office-engine.ts';
import { registerConfigRoutes } from './config-routes.ts';
import { type DashboardMarket, readDashboard } from './dashboard.ts';
import { type ConfigurableMarket, liveConfiguration } from './live-configuration.ts';
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

/** The back office's API under `/admin-api/`. */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const captchas = new CaptchaStore(deps.db, deps.now);
  const guard = new SignInGuard({ ...deps, captchas, realm: 'operator' });
  const totpKey = secretKeyFrom(deps.config.totpKey);
  adminRoute(
    app,
    deps,
    'adminLogin',
    async ({ params, request }) => {
      for (const field of ['deviceId', 'captchaKey', 'captchaCode'] as const) {
        const value = params[field];
        if (value !== undefined && !isPrintable(value))
          throw new ApiError('invalidField', { field });
      }
      return loginOperator(
        { ...deps, guard, totpKey },
        {
          username: params.username,
          password: params.password,
          totp: params.totp,
          address: request.ip,
          deviceId: params.deviceId,
          captcha:
            params.captchaKey && params.captchaCode
              ? { key: params.captchaKey, code: params.captchaCode }
              : undefined,
        },
      );
    },
    { rateLimitPerMinute: adminLoginsPerMinuteMax },
  );

  adminRoute(app, deps, 'adminCaptcha', async () => {
    const { id, answer } = await captchas.issue();
    return { id, b64s: await captchaImage(answer) };
  });

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
