import { type NewsFeed, newsFeedsMax } from '@tp/contract/admin-news';
import { newsCategoryIds } from '@tp/contract/entities';
import type { Language } from '@tp/contract/languages';
import type { FastifyInstance } from 'fastify';
import { type AdminRouteDeps, adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/audit.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { type FeedRecord, importFeed } from './feed-import.ts';
import { feedLimitsOf } from './news-feeds-job.ts';

export type FeedAdminDeps = AdminRouteDeps & { config: Config };

const feedView = (feed: FeedRecord): NewsFeed => ({
  id: feed.id,
  url: feed.url,
  categoryId: feed.category_id,
  lang: feed.lang as Language,
  publishDirectly: feed.publish_directly,
  enabled: feed.enabled,
  lastFetchedAt: feed.last_fetched_at?.toISOString() ?? null,
  lastError: feed.last_error,
  lastImported: feed.last_imported,
});

/** A feed's address: absolute http(s) with a host, nothing else. */
function feedUrl(text: string): string {
  if (!URL.canParse(text)) throw new ApiError('feedUrlInvalid');
  const url = new URL(text);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new ApiError('feedUrlInvalid');
  }
  return url.href;
}

async function feedOf(db: Db, id: number): Promise<FeedRecord> {
  const feed = await db
    .selectFrom('news_feeds')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!feed) throw new ApiError('feedNotFound');
  return feed;
}

/**
 * The RSS/Atom feeds operators add (address, category, language, drafts or published at once),
 * each change audited; a feed may be fetched at once instead of waiting for the job.
 */
export function registerFeedAdminRoutes(app: FastifyInstance, deps: FeedAdminDeps): void {
  const { db } = deps;

  adminRoute(app, deps, 'adminNewsFeeds', async () => {
    const feeds = await db
      .selectFrom('news_feeds')
      .selectAll()
      .orderBy('id')
      .limit(newsFeedsMax)
      .execute();
    return feeds.map(feedView);
  });

  adminRoute(app, deps, 'adminSaveNewsFeed', async ({ params, operator }) => {
    if (!(newsCategoryIds as readonly number[]).includes(params.categoryId)) {
      throw new ApiError('newsCategoryUnknown');
    }
    const fields = {
      url: feedUrl(params.url),
      category_id: params.categoryId,
      lang: params.lang,
      publish_directly: params.publishDirectly,
      enabled: params.enabled,
    };
    const at = deps.now();
    return db.transaction().execute(async (tx) => {
      const before = params.id === undefined ? null : feedView(await feedOf(tx, params.id));
      const clash = await tx
        .selectFrom('news_feeds')
        .select('id')
        .where('url', '=', fields.url)
        .executeTakeFirst();
      if (clash && clash.id !== before?.id) throw new ApiError('feedExists');
      let saved: FeedRecord;
      if (before) {
        saved = await tx
          .updateTable('news_feeds')
          .set(fields)
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } else {
        const counted = await tx
          .selectFrom('news_feeds')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        if (Number(counted.count) >= newsFeedsMax) {
          throw new ApiError('feedsLimitReached', { max: newsFeedsMax });
        }
        saved = await tx
          .insertInto('news_feeds')
          .values({ ...fields, created_at: at })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const after = feedView(saved);
      await audit(tx, {
        operatorId: operator.id,
        action: before ? 'newsFeed.save' : 'newsFeed.create',
        target: `newsFeed:${saved.id}`,
        before,
        after,
        at,
      });
      return after;
    });
  });

  adminRoute(app, deps, 'adminDeleteNewsFeed', async ({ params, operator }) => {
    await db.transaction().execute(async (tx) => {
      const before = feedView(await feedOf(tx, params.id));
      await tx.deleteFrom('news_feeds').where('id', '=', params.id).execute();
      await audit(tx, {
        operatorId: operator.id,
        action: 'newsFeed.delete',
        target: `newsFeed:${params.id}`,
        before,
        after: null,
        at: deps.now(),
      });
    });
    return null;
  });

  adminRoute(app, deps, 'adminFetchNewsFeed', async ({ params, operator }) => {
    const feed = await feedOf(db, params.id);
    await importFeed({ db, now: deps.now, limits: feedLimitsOf(deps.config) }, feed);
    const after = feedView(await feedOf(db, params.id));
    await audit(db, {
      operatorId: operator.id,
      action: 'newsFeed.fetch',
      target: `newsFeed:${feed.id}`,
      before: null,
      after,
      at: deps.now(),
    });
    return after;
  });
}
