import { NewsCategory } from '@tp/contract/entities';
import type { Db } from './database.ts';
import { seedTextByLanguage } from './seed-texts.ts';

/** Names the seeded announcement, so that seeding again never adds it twice. */
export const excludedCountriesSeedKey = 'excluded-countries';

/** The announcement spec §1 requires, in every language that has seed texts (`seed-text/`). */
const excludedCountries = () =>
  seedTextByLanguage((text) => text.excludedCountries).map(([lang, version]) => ({
    lang,
    ...version,
  }));

/**
 * Seeds the announcements a fresh install must show, published and pinned as of `now`. Safe on
 * every start and between processes starting at once: an announcement already seeded (even if
 * an operator has since edited, unpublished or deleted it) keeps its state and its versions,
 * and only gains the languages it had no text in.
 */
export async function seedAnnouncements(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('articles')
      .values({
        category_id: NewsCategory.announcement,
        status: 'published',
        publish_at: now,
        pinned: true,
        seed_key: excludedCountriesSeedKey,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
    const article = await tx
      .selectFrom('articles')
      .select('id')
      .where('seed_key', '=', excludedCountriesSeedKey)
      .executeTakeFirstOrThrow();
    // A language that had no text when the announcement was seeded gets it; a version that is
    // there, as seeded or as an operator changed it, is left as it is.
    await tx
      .insertInto('article_versions')
      .values(excludedCountries().map((version) => ({ article_id: article.id, ...version })))
      .onConflict((oc) => oc.columns(['article_id', 'lang']).doNothing())
      .execute();
  });
}
