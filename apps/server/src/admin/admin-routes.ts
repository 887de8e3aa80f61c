import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { verifyDecoy, verifyPassword } from '../http/password.ts';
import { type OverviewMarket, readOverview } from './admin-overview.ts';
import { adminRoute } from './admin-route.ts';
import { LoginThrottle } from './login-throttle.ts';
import { createOperatorSession, endOperatorSession } from './operator-sessions.ts';

export type AdminDeps = { db: Db; now: () => Date; market: OverviewMarket };

/** Login attempts per minute per client address; guessing passwords is slow by design. */
export const adminLoginsPerMinuteMax = 10;
/** Failed logins per username in a quarter of an hour, from any address. */
export const adminFailuresPerNameMax = 20;
const failureWindowMs = 15 * 60_000;

/** The back office's API under `/admin-api/`. */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const throttle = new LoginThrottle(adminFailuresPerNameMax, failureWindowMs);
  adminRoute(
    app,
    deps,
    'adminLogin',
    async ({ params }) => {
      if (throttle.isBlocked(params.username, deps.now())) throw new ApiError('tooManyRequests');
      const row = await deps.db
        .selectFrom('operators')
        .select(['id', 'username', 'password_hash'])
        .where('username', '=', params.username)
        .executeTakeFirst();
      const matches = row
        ? await verifyPassword(row.password_hash, params.password)
        : await verifyDecoy(params.password);
      if (!row || !matches) {
        throttle.recordFailure(params.username, deps.now());
        throw new ApiError('badCredentials');
      }
      throttle.recordSuccess(params.username);
      const token = await createOperatorSession(deps.db, row.id, deps.now());
      return { token, operator: { id: row.id, username: row.username } };
    },
    { rateLimitPerMinute: adminLoginsPerMinuteMax },
  );

  adminRoute(app, deps, 'adminMe', async ({ operator }) => operator);

  adminRoute(app, deps, 'adminLogout', async ({ token }) => {
    if (token) await endOperatorSession(deps.db, token);
    return null;
  });

  adminRoute(app, deps, 'adminOverview', async () => readOverview(deps.db, deps.market));
}
