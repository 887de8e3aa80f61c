import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { excludedCountriesSeedKey, seedAnnouncements } from './seed-news.ts';
import { seedTexts } from './seed-texts.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform?.close();
});

/** Every language's seeded title, as the table lists them (by language code). */
const seededTitles = (changed: Record<string, string> = {}) =>
  Object.entries(seedTexts)
    .map(([lang, text]) => ({ lang, title: changed[lang] ?? text.excludedCountries.title }))
    .sort((a, b) => (a.lang < b.lang ? -1 : 1));

const seeded = () =>
  platform.db
    .selectFrom('articles')
    .selectAll()
    .where('seed_key', '=', excludedCountriesSeedKey)
    .execute();

describe('seedAnnouncements', () => {
  it('publishes the excluded-countries announcement once, pinned, in every language with seed texts', async () => {
    const [article] = await seeded();
    expect(article).toMatchObject({ category_id: 2, status: 'published', pinned: true });
    expect(article?.publish_at).toEqual(platform.clock.now());
    const versions = await platform.db
      .selectFrom('article_versions')
      .select(['lang', 'title'])
      .where('article_id', '=', article?.id ?? 0)
      .orderBy('lang')
      .execute();
    expect(versions).toEqual(seededTitles());
    expect(versions).toContainEqual({ lang: 'en', title: 'Countries and regions we do not serve' });
    expect(versions).toContainEqual({ lang: 'hk', title: '不提供服務的國家及地區' });
  });

  it('adds nothing when run again, and leaves an operator’s changes alone', async () => {
    const [article] = await seeded();
    await platform.db
      .updateTable('articles')
      .set({ status: 'unpublished' })
      .where('id', '=', article?.id ?? 0)
      .execute();
    await Promise.all([
      seedAnnouncements(platform.db, new Date()),
      seedAnnouncements(platform.db, new Date()),
    ]);
    const after = await seeded();
    expect(after).toHaveLength(1);
    expect(after[0]?.status).toBe('unpublished');
    const versions = await platform.db
      .selectFrom('article_versions')
      .select('lang')
      .where('article_id', '=', article?.id ?? 0)
      .execute();
    expect(versions).toHaveLength(Object.keys(seedTexts).length);
  });
});

describe('seeding the announcement again', () => {
  it('adds the languages it had no text in, and leaves the versions that are there', async () => {
    const [article] = await seeded();
    const id = article?.id ?? 0;
    await platform.db
      .deleteFrom('article_versions')
      .where('article_id', '=', id)
      .where('lang', '=', 'hk')
      .execute();
    await platform.db
      .updateTable('article_versions')
      .set({ title: 'Where we cannot serve you' })
      .where('article_id', '=', id)
      .where('lang', '=', 'en')
      .execute();
    await seedAnnouncements(platform.db, new Date());
    const versions = await platform.db
      .selectFrom('article_versions')
      .select(['lang', 'title'])
      .where('article_id', '=', id)
      .orderBy('lang')
      .execute();
    expect(versions).toEqual(seededTitles({ en: 'Where we cannot serve you' }));
    expect(versions).toContainEqual({ lang: 'hk', title: '不提供服務的國家及地區' });
    expect(await seeded()).toHaveLength(1);
  });
});
