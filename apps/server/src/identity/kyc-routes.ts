import type { FastifyInstance } from 'fastify';
import { type RouteDeps, route } from '../http/route.ts';
import type { Bus } from '../realtime/bus.ts';
import type { Uploads } from '../uploads/uploads.ts';
import { registerKycAdminRoutes } from './kyc-admin-routes.ts';
import { kycCenter } from './kyc-center.ts';
import { requireRealUser } from './real-user.ts';
import { submitKyc } from './submit-kyc.ts';

/** `bus` pushes the trader's notification of the operator's decision. */
export type IdentityDeps = RouteDeps & { uploads: Uploads; bus: Bus };

/** user_real/real_name and user_real/center, and the operator's review of what they submit. */
export function registerIdentityRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  route(app, deps, 'realName', async ({ params, user, setMessage }) => {
    requireRealUser(user);
    await submitKyc({ db: deps.db, store: deps.uploads.store, now: deps.now }, user.id, params);
    setMessage('user.kycSubmitted');
    return null;
  });

  route(app, deps, 'realNameCenter', async ({ user }) => {
    requireRealUser(user);
    return kycCenter({ db: deps.db, signer: deps.uploads.signer, now: deps.now }, user.id);
  });

  registerKycAdminRoutes(app, deps);
}
