import { RiskProfile } from '@tp/domain/risk-profile';
import type { FastifyInstance } from 'fastify';
import { type RouteDeps, route } from '../http/route.ts';
import { riskProfileOf } from '../market/instrument-record.ts';
import { latestRetailLossSharePct } from './retail-loss-share.ts';

/**
 * `/api/default/risk_warning`: the operator's risk profile and, under eu_retail, the share of
 * retail accounts that lost money, which the sign-up page and the trade screen show.
 */
export function registerRiskWarningRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, deps, 'riskWarning', async () => {
    const profile = await riskProfileOf(deps.db);
    return {
      risk_profile: profile,
      loss_share_pct:
        profile === RiskProfile.euRetail ? await latestRetailLossSharePct(deps.db) : null,
    };
  });
}
