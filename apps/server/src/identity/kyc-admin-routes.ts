import type { FastifyInstance } from 'fastify';
import { type AdminRouteDeps, adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/audit.ts';
import type { Bus } from '../realtime/bus.ts';
import type { Uploads } from '../uploads/uploads.ts';
import { approveKyc, kycReview, listKyc, rejectKyc } from './kyc-review.ts';

export type KycAdminDeps = AdminRouteDeps & { uploads: Uploads; bus: Bus };

/** The operator's review of real-name submissions. */
export function registerKycAdminRoutes(app: FastifyInstance, deps: KycAdminDeps): void {
  const review = { db: deps.db, signer: deps.uploads.signer, now: deps.now, bus: deps.bus };
  const trail = (
    operatorId: number,
    action: string,
    userId: number,
    before: unknown,
    after: unknown,
  ) =>
    audit(deps.db, { operatorId, action, target: `user:${userId}`, before, after, at: deps.now() });

  adminRoute(app, deps, 'adminKycList', async ({ params }) => listKyc(review, params));

  adminRoute(app, deps, 'adminKycApprove', async ({ params, operator }) => {
    const before = await kycReview(review, params.userId);
    const after = await approveKyc(review, params.userId, operator.id);
    await trail(operator.id, 'kyc.approve', params.userId, before, after);
    return after;
  });

  adminRoute(app, deps, 'adminKycReject', async ({ params, operator }) => {
    const before = await kycReview(review, params.userId);
    const after = await rejectKyc(review, params.userId, operator.id, params.remark);
    await trail(operator.id, 'kyc.reject', params.userId, before, after);
    return after;
  });
}
