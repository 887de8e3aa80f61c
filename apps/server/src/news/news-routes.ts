import { newsPageSize } from '@tp/contract/endpoints';
import { NewsCategory, type NewsCategoryId, newsCategoryIds } from '@tp/contract/entities';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { pageOffset } from '../funds/paging.ts';
import { ApiError } from '../http/api-error.ts';
import { type RouteDeps, route } from '../http/route.ts';
import type { Uploads } from '../uploads/uploads.ts';
import { brokerLanguage } from './article-language.ts';
import { visibleAt } from './article-visibility.ts';
import { newsDetailOf, newsItemOf, type ViewContext } from './news-view.ts';

export type NewsDeps = RouteDeps & { uploads: Uploads };

function categoryOf(value: number | undefined): NewsCategoryId {
  const category = value ?? NewsCategory.news;
  if (!(newsCategoryIds as readonly number[]).includes(category)) {
    throw new ApiError('newsCategoryUnknown');
  }
  return category as NewsCategoryId;
}

async function versionsOf(db: Db, ids: readonly number[], withContent: boolean) {
  if (ids.length === 0) return [];
  const columns = ['article_id', 'lang', 'title', 'summary'] as const;
  return db
    .selectFrom('article_versions')
    .select(withContent ? [...columns, 'content'] : [...columns])
    .where('article_id', 'in', ids)
    .execute();
}

async function readIds(db: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('article_reads')
    .select('article_id')
    .where('user_id', '=', userId)
    .where('article_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.article_id));
}

/**
 * News and announcements for traders and visitors (spec §7 News, DESIGN §7): `news/list` and
 * `news/info` serve both categories; an announcement's pop-up and what each account has read
 * are the calls after them. Only what `visibleAt` allows is ever answered.
 */
export function registerNewsRoutes(app: FastifyInstance, deps: NewsDeps): void {
  const { db, uploads } = deps;
  const context = async (reader: ViewContext['reader']): Promise<ViewContext> => ({
    reader,
    broker: await brokerLanguage(db),
    publicLink: uploads.publicLink,
  });

  route(app, deps, 'newsList', async ({ params, lang, user }) => {
    const category = categoryOf(params.category_id);
    const offset = pageOffset(params.page, newsPageSize);
    const now = deps.now();
    let query = db.selectFrom('articles').selectAll().where(visibleAt(now, category));
    if (category === NewsCategory.announcement) query = query.orderBy('pinned', 'desc');
    const [rows, counted] = await Promise.all([
      query
        .orderBy('publish_at', 'desc')
        .orderBy('id', 'desc')
        .limit(newsPageSize)
        .offset(offset)
        .execute(),
      db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(visibleAt(now, category))
        .executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((row) => row.id);
    const [versions, view, read] = await Promise.all([
      versionsOf(db, ids, false),
      context(lang),
      user && category === NewsCategory.announcement ? readIds(db, user.id, ids) : undefined,
    ]);
    return {
      data: rows.map((row) =>
        newsItemOf(
          row,
          versions.filter((version) => version.article_id === row.id),
          view,
          read?.has(row.id),
        ),
      ),
      total: Number(counted.total),
    };
  });

  route(app, deps, 'newsInfo', async ({ params, lang, user }) => {
    const article = await db
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', params.id)
      .where(visibleAt(deps.now()))
      .executeTakeFirst();
    if (!article) throw new ApiError('newsNotFound');
    const announcement = article.category_id === NewsCategory.announcement;
    const [versions, view, read] = await Promise.all([
      versionsOf(db, [article.id], true),
      context(lang),
      user && announcement ? readIds(db, user.id, [article.id]) : undefined,
    ]);
    return newsDetailOf(article, versions, view, read?.has(article.id));
  });

  route(app, deps, 'newsPopup', async ({ lang, user }) => {
    let query = db
      .selectFrom('articles')
      .selectAll()
      .where(visibleAt(deps.now(), NewsCategory.announcement))
      .where('popup', '=', true);
    if (user) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('article_reads')
              .select('article_reads.article_id')
              .whereRef('article_reads.article_id', '=', 'articles.id')
              .where('article_reads.user_id', '=', user.id),
          ),
        ),
      );
    }
    const article = await query
      .orderBy('publish_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!article) return null;
    const [versions, view] = await Promise.all([
      versionsOf(db, [article.id], false),
      context(lang),
    ]);
    return newsItemOf(article, versions, view, user ? false : undefined);
  });

  route(app, deps, 'newsUnread', async ({ user }) => {
    const row = await db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(visibleAt(deps.now(), NewsCategory.announcement))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('article_reads')
              .select('article_reads.article_id')
              .whereRef('article_reads.article_id', '=', 'articles.id')
              .where('article_reads.user_id', '=', user.id),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return { count: Number(row.count) };
  });

  route(app, deps, 'newsRead', async ({ params, user }) => {
    const now = deps.now();
    const article = await db
      .selectFrom('articles')
      .select('id')
      .where('id', '=', params.id)
      .where(visibleAt(now, NewsCategory.announcement))
      .executeTakeFirst();
    if (!article) throw new ApiError('newsNotFound');
    await db
      .insertInto('article_reads')
      .values({ user_id: user.id, article_id: article.id, read_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
      .execute();
    return null;
  });
}
