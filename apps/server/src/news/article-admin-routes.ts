import { articlePageSize } from '@tp/contract/admin-news';
import type { Language } from '@tp/contract/languages';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type AdminRouteDeps, adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/audit.ts';
import type { Db } from '../db/database.ts';
import { pageOffset } from '../funds/paging.ts';
import { ApiError } from '../http/api-error.ts';
import type { Uploads } from '../uploads/uploads.ts';
import { articleFields, readArticleEdit } from './article-edit.ts';
import { sanitizeArticleHtml } from './article-html.ts';
import { articleInput, operatorTime } from './article-input.ts';
import { brokerLanguage, pickVersion } from './article-language.ts';

export type ArticleAdminDeps = AdminRouteDeps & { uploads: Uploads };

/** `%` and `_` in a search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back office's news desk: list and filter articles, write them in several languages,
 * publish now or later, unpublish, delete; every change is audited with the state before and
 * after, in the same transaction.
 */
export function registerArticleAdminRoutes(app: FastifyInstance, deps: ArticleAdminDeps): void {
  const { db } = deps;
  const publicLink = deps.uploads.publicLink;
  const edit = async (tx: Db, id: number) => {
    const found = await readArticleEdit(tx, id, deps.now(), publicLink);
    if (!found) throw new ApiError('newsNotFound');
    return found;
  };

  adminRoute(app, deps, 'adminArticles', async ({ params, lang }) => {
    const now = deps.now();
    let query = db.selectFrom('articles').where('deleted_at', 'is', null);
    if (params.categoryId !== undefined) query = query.where('category_id', '=', params.categoryId);
    if (params.status === 'scheduled' || params.status === 'published') {
      query = query
        .where('status', '=', 'published')
        .where('publish_at', params.status === 'scheduled' ? '>' : '<=', now);
    } else if (params.status) {
      query = query.where('status', '=', params.status);
    }
    if (params.lang) {
      const wanted = params.lang;
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('article_versions')
            .select('article_versions.article_id')
            .whereRef('article_versions.article_id', '=', 'articles.id')
            .where('article_versions.lang', '=', wanted),
        ),
      );
    }
    if (params.text) {
      const pattern = likePattern(params.text);
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('article_versions')
            .select('article_versions.article_id')
            .whereRef('article_versions.article_id', '=', 'articles.id')
            .where((inner) =>
              inner.or([
                inner('article_versions.title', 'ilike', pattern),
                inner('article_versions.summary', 'ilike', pattern),
              ]),
            ),
        ),
      );
    }
    const offset = pageOffset(params.page, articlePageSize);
    const [rows, counted] = await Promise.all([
      query
        .selectAll()
        .orderBy(sql`coalesce(publish_at, created_at)`, 'desc')
        .orderBy('id', 'desc')
        .limit(articlePageSize)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((row) => row.id);
    const versions =
      ids.length === 0
        ? []
        : await db
            .selectFrom('article_versions')
            .select(['article_id', 'lang', 'title'])
            .where('article_id', 'in', ids)
            .orderBy('lang')
            .execute();
    const broker = await brokerLanguage(db);
    return {
      items: rows.map((row) => {
        const own = versions.filter((version) => version.article_id === row.id);
        return {
          ...articleFields(row, now, publicLink),
          title: pickVersion(own, lang, broker)?.title ?? '',
          languages: own.map((version) => version.lang as Language),
        };
      }),
      total: Number(counted.total),
    };
  });

  adminRoute(app, deps, 'adminArticle', async ({ params }) => edit(db, params.id));

  adminRoute(app, deps, 'adminSaveArticle', async ({ params, operator }) => {
    const input = await articleInput(db, params, await brokerLanguage(db));
    const at = deps.now();
    return db.transaction().execute(async (tx) => {
      const before = params.id === undefined ? null : await edit(tx, params.id);
      const fields = {
        category_id: input.categoryId,
        cover_image_id: input.coverImageId,
        // A new cover replaces whatever image a feed named.
        ...(input.coverImageId ? { cover_link: '' } : {}),
        pinned: input.pinned,
        popup: input.popup,
        active_from: input.activeFrom,
        active_to: input.activeTo,
        updated_at: at,
      };
      let id = before?.id;
      if (id === undefined) {
        const inserted = await tx
          .insertInto('articles')
          .values({ ...fields, status: 'draft', created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = inserted.id;
      } else {
        await tx.updateTable('articles').set(fields).where('id', '=', id).execute();
      }
      await tx.deleteFrom('article_versions').where('article_id', '=', id).execute();
      await tx
        .insertInto('article_versions')
        .values(input.versions.map((version) => ({ article_id: id, ...version })))
        .execute();
      const after = await edit(tx, id);
      await audit(tx, {
        operatorId: operator.id,
        action: before ? 'article.save' : 'article.create',
        target: `article:${id}`,
        before,
        after,
        at,
      });
      return after;
    });
  });

  /** Moves an article to a status in one transaction with its audit row. */
  const change = async (
    operatorId: number,
    id: number,
    action: string,
    fields: { status?: string; publish_at?: Date; deleted_at?: Date },
  ) =>
    db.transaction().execute(async (tx) => {
      const at = deps.now();
      const before = await edit(tx, id);
      await tx
        .updateTable('articles')
        .set({ ...fields, updated_at: at })
        .where('id', '=', id)
        .execute();
      const after = fields.deleted_at ? null : await edit(tx, id);
      await audit(tx, { operatorId, action, target: `article:${id}`, before, after, at });
      return after;
    });

  adminRoute(app, deps, 'adminPublishArticle', async ({ params, operator }) => {
    const now = deps.now();
    const wanted = operatorTime(params.at, new ApiError('articleScheduleInvalid'));
    const current = await edit(db, params.id);
    const live = current.status === 'published' && current.publishAt !== null;
    // A time already past publishes now: an article is never dated before it was published.
    // Publishing what is already live keeps its date, so an edit does not move it up the list.
    const publishAt =
      wanted && wanted > now ? wanted : live ? new Date(current.publishAt as string) : now;
    const action = publishAt > now ? 'article.schedule' : 'article.publish';
    return (await change(operator.id, params.id, action, {
      status: 'published',
      publish_at: publishAt,
    })) as NonNullable<Awaited<ReturnType<typeof change>>>;
  });

  adminRoute(app, deps, 'adminUnpublishArticle', async ({ params, operator }) => {
    const current = await edit(db, params.id);
    if (current.status === 'draft') return current;
    return (await change(operator.id, params.id, 'article.unpublish', {
      status: 'unpublished',
    })) as NonNullable<Awaited<ReturnType<typeof change>>>;
  });

  adminRoute(app, deps, 'adminDeleteArticle', async ({ params, operator }) => {
    await change(operator.id, params.id, 'article.delete', { deleted_at: deps.now() });
    return null;
  });

  adminRoute(app, deps, 'adminPreviewArticle', async ({ params }) => ({
    content: sanitizeArticleHtml(params.content),
  }));
}
