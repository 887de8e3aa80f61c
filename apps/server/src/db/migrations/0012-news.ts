import { type Kysely, sql } from 'kysely';

/**
 * News and announcements (DESIGN §7): one table of articles with a category (1 news,
 * 2 announcements), a version per language, the RSS/Atom feeds they may be imported from, and
 * which announcements each account has read. A deleted article keeps its row (deleted_at), so
 * the audit trail can name it and a feed never imports the same item again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE news_feeds (
      id serial PRIMARY KEY,
      url text NOT NULL UNIQUE,
      category_id integer NOT NULL CHECK (category_id IN (1, 2)),
      lang text NOT NULL,
      publish_directly boolean NOT NULL DEFAULT false,
      enabled boolean NOT NULL DEFAULT true,
      last_fetched_at timestamptz,
      last_error text NOT NULL DEFAULT '',
      last_imported integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL
    );

    CREATE TABLE articles (
      id serial PRIMARY KEY,
      category_id integer NOT NULL CHECK (category_id IN (1, 2)),
      -- 'scheduled' is 'published' with publish_at still to come.
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'unpublished')),
      publish_at timestamptz,
      cover_image_id text,
      -- An HTTPS image named by an imported feed item; ours are cover_image_id.
      cover_link text NOT NULL DEFAULT '',
      pinned boolean NOT NULL DEFAULT false,
      popup boolean NOT NULL DEFAULT false,
      active_from timestamptz,
      active_to timestamptz,
      feed_id integer REFERENCES news_feeds(id) ON DELETE SET NULL,
      feed_item_key text,
      -- Names an article the platform seeds, so seeding again adds nothing.
      seed_key text UNIQUE,
      deleted_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK (status = 'draft' OR publish_at IS NOT NULL),
      CHECK (active_to IS NULL OR active_from IS NULL OR active_to > active_from)
    );
    -- A feed's item is imported once, whatever later happens to its article.
    CREATE UNIQUE INDEX articles_feed_item ON articles (feed_id, feed_item_key)
      WHERE feed_item_key IS NOT NULL;
    CREATE INDEX articles_visible ON articles (category_id, publish_at DESC, id DESC)
      WHERE status = 'published' AND deleted_at IS NULL;

    CREATE TABLE article_versions (
      article_id integer NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
      lang text NOT NULL,
      title text NOT NULL CHECK (title <> ''),
      summary text NOT NULL DEFAULT '',
      content text NOT NULL DEFAULT '',
      PRIMARY KEY (article_id, lang)
    );

    CREATE TABLE article_reads (
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      article_id integer NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
      read_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, article_id)
    );
  `.execute(db);
}
