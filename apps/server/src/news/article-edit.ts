import type { ArticleEdit, ArticleStatus } from '@tp/contract/admin-news';
import type { Language } from '@tp/contract/languages';
import type { Db } from '../db/database.ts';
import type { ArticleRecord } from './news-view.ts';
import { coverLink } from './news-view.ts';

/** The status an operator sees: a published article whose time is still to come is scheduled. */
export function articleStatus(article: Pick<ArticleRecord, 'status' | 'publish_at'>, now: Date) {
  if (article.status === 'published' && article.publish_at && article.publish_at > now) {
    return 'scheduled' satisfies ArticleStatus;
  }
  return article.status as ArticleStatus;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The fields of a list row and of the editor that come from the article itself. */
export function articleFields(
  article: ArticleRecord,
  now: Date,
  publicLink: (fileId: string) => string,
) {
  return {
    id: article.id,
    categoryId: article.category_id,
    status: articleStatus(article, now),
    publishAt: iso(article.publish_at),
    coverUrl: coverLink(article, publicLink),
    pinned: article.pinned,
    popup: article.popup,
    activeFrom: iso(article.active_from),
    activeTo: iso(article.active_to),
    feedId: article.feed_id,
    updatedAt: article.updated_at.toISOString(),
  };
}

/** An article not deleted, with every version, as the editor opens it; undefined if none. */
export async function readArticleEdit(
  db: Db,
  id: number,
  now: Date,
  publicLink: (fileId: string) => string,
): Promise<ArticleEdit | undefined> {
  const article = await db
    .selectFrom('articles')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!article) return undefined;
  const versions = await db
    .selectFrom('article_versions')
    .select(['lang', 'title', 'summary', 'content'])
    .where('article_id', '=', id)
    .orderBy('lang')
    .execute();
  return {
    ...articleFields(article, now, publicLink),
    versions: versions.map((version) => ({ ...version, lang: version.lang as Language })),
  };
}
