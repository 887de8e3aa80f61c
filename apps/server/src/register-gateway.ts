import { join } from 'node:path';
import { registerAccountRoutes } from './accounts/account-routes.ts';
import { registerAdminRoutes } from './admin/admin-routes.ts';
import { registerAlertRoutes } from './alerts/alert-routes.ts';
import { registerCompanyAdminRoutes } from './companies/company-admin-routes.ts';
import { registerCompanyRoutes } from './companies/company-routes.ts';
import type { EngineApi } from './engine/engine-api.ts';
import { registerFavouriteRoutes } from './favourites/favourite-routes.ts';
import { registerFundsRoutes } from './funds/funds-routes.ts';
import { registerIdentityRoutes } from './identity/kyc-routes.ts';
import { registerMarketRoutes, tradeList } from './market/market-routes.ts';
import type { MarketService } from './market/market-service.ts';
import { registerNews } from './news/news-feature.ts';
import { registerNoticeRoutes } from './notifications/notice-routes.ts';
import type { PlatformBase } from './platform-types.ts';
import { registerRankingAdminRoutes } from './ranking/ranking-admin-routes.ts';
import { registerRankingRoutes } from './ranking/ranking-routes.ts';
import { type RealtimeGateway, registerRealtime } from './realtime/realtime-gateway.ts';
import { registerReconciliationRoutes } from './reconciliation/reconciliation-routes.ts';
import { registerRiskWarningRoutes } from './risk/risk-warning-routes.ts';
import { registerSettingsRoutes } from './settings/settings-routes.ts';
import { registerApiNotFound, registerStatic } from './static/static-routes.ts';
import { registerStopOutRoutes } from './stop-outs/stop-out-routes.ts';
import { registerTradingRoutes } from './trading/trading-routes.ts';
import { registerPublicImageRoutes } from './uploads/public-image-routes.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';
import { openUploads, type Uploads } from './uploads/uploads.ts';
import { registerVerificationRoutes } from './verification/code-routes.ts';

/**
 * Every route of the trader and the operator, and the socket: what a gateway serves. Answers
 * the uploads it opened, for the caller to close, and the socket gateway.
 */
export async function registerGateway(
  base: PlatformBase,
  market: MarketService,
  engine: EngineApi,
): Promise<{ uploads: Uploads; realtime: RealtimeGateway }> {
  const { app, db, clock, config, bus, options, outbox } = base;
  const now = () => clock.now();
  const deps = { db, clock, config, market, engine, bus, outbox, now };
  registerSettingsRoutes(app, deps);
  registerRiskWarningRoutes(app, deps);
  registerMarketRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerVerificationRoutes(app, deps);
  registerTradingRoutes(app, deps);
  registerAdminRoutes(app, deps);
  const uploads = await openUploads(db, config, {
    database: base.location,
    folder: options.uploadsDir ?? (options.database ? undefined : join(config.dataDir, 'uploads')),
  });
  registerUploadRoutes(app, { ...deps, uploads });
  registerPublicImageRoutes(app, { ...deps, uploads });
  // The provider directory answers its logos as published images.
  registerCompanyRoutes(app, { ...deps, publicLink: uploads.publicLink });
  registerCompanyAdminRoutes(app, { ...deps, publicLink: uploads.publicLink });
  registerIdentityRoutes(app, { ...deps, uploads });
  registerFundsRoutes(app, { ...deps, uploads });
  registerNews(app, { ...deps, uploads });
  registerNoticeRoutes(app, deps);
  registerStopOutRoutes(app, deps);
  const realtime = registerRealtime(app, deps);
  // The trader ranking.
  registerRankingRoutes(app, deps);
  registerRankingAdminRoutes(app, deps);
  registerFavouriteRoutes(app, deps);
  // Price and margin alerts.
  registerAlertRoutes(app, deps);
  // The reconciliation of the books.
  registerReconciliationRoutes(app, deps);
  if (options.serveApps ?? true) {
    await registerStatic(app, config, { tradeList: () => tradeList(market) });
  } else {
    registerApiNotFound(app);
  }
  return { uploads, realtime };
}
