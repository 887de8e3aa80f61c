import type { FastifyInstance } from 'fastify';
import { type RouteDeps, route } from '../http/route.ts';
import { listStopOuts, stopOutOfOrder } from './stop-out-store.ts';

/** The trader's stop-out records: only their own. */
export function registerStopOutRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, deps, 'stopOutList', async ({ params, user }) =>
    listStopOuts(deps.db, user.id, params.page),
  );

  route(app, deps, 'stopOutInfo', async ({ params, user }) =>
    stopOutOfOrder(deps.db, user.id, params.order_id),
  );
}
