import { NewsCategory } from '@tp/contract/entities';
import type { Db } from './database.ts';

/** Names the seeded announcement, so that seeding again never adds it twice. */
export const excludedCountriesSeedKey = 'excluded-countries';

/**
 * The announcement spec §1 requires: services are not provided to North Korea, Israel, China,
 * Vanuatu and Cuba. English and Traditional Chinese; the other languages read the broker's
 * default until they are written.
 */
const excludedCountries = [
  {
    lang: 'en',
    title: 'Countries and regions we do not serve',
    summary:
      'For policy reasons, our services are not provided to residents of North Korea, Israel, mainland China, Vanuatu or Cuba.',
    content:
      '<p>For policy reasons, our services are not provided to residents of North Korea, Israel, mainland China, Vanuatu or Cuba.</p>' +
      '<p>Accounts cannot be opened from these places, and phone numbers from them cannot be used to register. If your circumstances change, please contact customer service.</p>',
  },
  {
    lang: 'hk',
    title: '不提供服務的國家及地區',
    summary: '基於政策原因，本平台不向朝鮮、以色列、中國內地、瓦努阿圖及古巴的居民提供服務。',
    content:
      '<p>基於政策原因，本平台不向朝鮮、以色列、中國內地、瓦努阿圖及古巴的居民提供服務。</p>' +
      '<p>以上地區的居民不能開立帳戶，亦不能以當地電話號碼註冊。如你的情況有變，請聯絡客服。</p>',
  },
] as const;

/**
 * Seeds the announcements a fresh install must show, published and pinned as of `now`. Safe on
 * every start and between processes starting at once: an announcement already seeded (even if
 * an operator has since edited, unpublished or deleted it) is left as it is.
 */
export async function seedAnnouncements(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const inserted = await tx
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
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await tx
      .insertInto('article_versions')
      .values(excludedCountries.map((version) => ({ article_id: inserted.id, ...version })))
      .execute();
  });
}
