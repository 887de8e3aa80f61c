import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../http/route.ts';
import type { Uploads } from '../uploads/uploads.ts';
import { registerDepositRoutes } from './deposit-routes.ts';
import { registerDrawMethodRoutes } from './draw-method-routes.ts';
import { registerFundsAdminRoutes } from './funds-admin-routes.ts';
import type { FundsEngine } from './funds-engine.ts';
import { registerWalletRoutes } from './wallet-routes.ts';
import { registerWithdrawalRoutes } from './withdrawal-routes.ts';

export type FundsDeps = RouteDeps & { uploads: Uploads; engine: FundsEngine };

/** Deposits, withdrawals, bound methods and the wallet, with the operator's side of each. */
export function registerFundsRoutes(app: FastifyInstance, deps: FundsDeps): void {
  registerDepositRoutes(app, deps);
  registerDrawMethodRoutes(app, deps);
  registerWithdrawalRoutes(app, deps);
  registerWalletRoutes(app, deps);
  registerFundsAdminRoutes(app, deps);
}
