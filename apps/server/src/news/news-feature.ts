import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { RouteDeps } from '../http/route.ts';
import type { Uploads } from '../uploads/uploads.ts';
import { registerArticleAdminRoutes } from './article-admin-routes.ts';
import { registerFeedAdminRoutes } from './feed-admin-routes.ts';
import { registerNewsRoutes } from './news-routes.ts';

export type NewsFeatureDeps = RouteDeps & { uploads: Uploads; config: Config };

/** News and announcements: the traders' calls and the back office's news desk and feeds. */
export function registerNews(app: FastifyInstance, deps: NewsFeatureDeps): void {
  registerNewsRoutes(app, deps);
  registerArticleAdminRoutes(app, deps);
  registerFeedAdminRoutes(app, deps);
}
