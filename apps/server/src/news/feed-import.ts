import { articleSummaryCharsMax, articleTitleCharsMax } from '@tp/contract/admin-news';
import { isArticleImage } from '@tp/contract/article-html-rules';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { NewsFeedsTable } from '../db/schema.ts';
import { plainText, sanitizeArticleHtml } from './article-html.ts';
import { FeedFetchError, type FeedFetchLimits, fetchFeed } from './feed-fetch.ts';
import { type FeedItem, parseFeed } from './feed-parse.ts';

export type FeedRecord = Selectable<NewsFeedsTable>;

/** Characters of a summary made from the body when the item gave none. */
const summaryFromBodyChars = 200;

/** An item as an article: text as text, the body sanitized, an image only if HTTPS. */
function articleOf(item: FeedItem) {
  const title = plainText(item.title, articleTitleCharsMax);
  const content = sanitizeArticleHtml(item.content);
  const summary =
    plainText(item.summary, articleSummaryCharsMax) || plainText(content, summaryFromBodyChars);
  const cover =
    item.image && isArticleImage(item.image) && !item.image.startsWith('/') ? item.image : '';
  return { title, summary, content: content || `<p>${sanitizeArticleHtml(summary)}</p>`, cover };
}

/** Imports one item unless the feed's earlier fetch did; true when it is new. */
async function importItem(db: Db, feed: FeedRecord, item: FeedItem, now: Date): Promise<boolean> {
  const article = articleOf(item);
  if (article.title === '') return false;
  // An item dated in the future, or not at all, is published as of now.
  const publishAt =
    item.publishedAt && item.publishedAt.getTime() <= now.getTime() ? item.publishedAt : now;
  return db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('articles')
      .values({
        category_id: feed.category_id,
        status: feed.publish_directly ? 'published' : 'draft',
        publish_at: feed.publish_directly ? publishAt : null,
        cover_link: article.cover,
        feed_id: feed.id,
        feed_item_key: item.key,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['feed_id', 'feed_item_key']).where('feed_item_key', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await tx
      .insertInto('article_versions')
      .values({
        article_id: inserted.id,
        lang: feed.lang,
        title: article.title,
        summary: article.summary,
        content: article.content,
      })
      .execute();
    return true;
  });
}

export type FeedImportDeps = { db: Db; now: () => Date; limits: FeedFetchLimits };

/**
 * Fetches one feed and imports the items it has not imported before (by guid, else link), as
 * drafts or published as the operator chose, and records how it went on the feed.
 */
export async function importFeed(deps: FeedImportDeps, feed: FeedRecord): Promise<void> {
  const { db } = deps;
  let imported = 0;
  let problem = '';
  try {
    const items = parseFeed(await fetchFeed(feed.url, deps.limits));
    // Oldest first, so that items of one fetch keep the feed's order by id as well as by date.
    for (const item of [...items].reverse()) {
      if (await importItem(db, feed, item, deps.now())) imported += 1;
    }
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    problem = error.problem;
  }
  await db
    .updateTable('news_feeds')
    .set({ last_fetched_at: deps.now(), last_error: problem, last_imported: imported })
    .where('id', '=', feed.id)
    .execute();
}
