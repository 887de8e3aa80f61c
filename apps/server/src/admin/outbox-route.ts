import type { FastifyInstance } from 'fastify';
import { isPrintable } from '../accounts/printable.ts';
import { ApiError } from '../http/api-error.ts';
import { listOutbox } from '../messaging/outbox-list.ts';
import { type AdminRouteDeps, adminRoute } from './admin-route.ts';

/** Pages past this are refused rather than scanned. */
const outboxPageMax = 10_000;

/** The outbox of e-mails and SMS, for support: newest first, by channel and address. */
export function registerOutboxRoute(app: FastifyInstance, deps: AdminRouteDeps): void {
  adminRoute(app, deps, 'adminOutbox', async ({ params }) => {
    const page = params.page ?? 1;
    if (page < 1 || page > outboxPageMax) throw new ApiError('invalidField', { field: 'page' });
    if (params.to !== undefined && !isPrintable(params.to))
      throw new ApiError('invalidField', { field: 'to' });
    return listOutbox(deps.db, { page, channel: params.channel, to: params.to });
  });
}
