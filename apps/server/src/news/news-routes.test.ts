import { newsPageSize } from '@tp/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../test-support/api-test-client.ts';
import { newRealUser, type TestUser } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { NewsDesk } from './test-support/news-test-kit.ts';

let platform: TestPlatform;
let desk: NewsDesk;
let trader: TestUser;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  desk = await NewsDesk.open(platform);
  trader = await newRealUser(platform);
});

afterAll(async () => {
  await platform?.close();
});

const minuteMs = 60_000;
const list = (params: Record<string, unknown>, lang = 'en', token?: string) =>
  callApi(platform.app, 'newsList', params, { headers: { lang }, token });
const info = (id: number, lang = 'en') =>
  callApi(platform.app, 'newsInfo', { id }, { headers: { lang } });

/** Sets the broker's default language as the settings table holds it. */
async function setBrokerLanguage(lang: string) {
  await platform.db
    .updateTable('settings')
    .set({ value: lang })
    .where('key', '=', 'default_language')
    .execute();
}

describe('news/list and news/info', () => {
  it('seeds the announcement of the countries not served, in English and Chinese, pinned', async () => {
    const english = await list({ category_id: 2 });
    expect(english.code).toBe(1);
    const seeded = english.data.data.find((item) => item.title.includes('do not serve'));
    expect(seeded).toMatchObject({ category_id: 2, pinned: 1, popup: 0 });
    expect(seeded?.desc).toBe(
      'For policy reasons, our services are not provided to residents of North Korea, Israel, mainland China, Vanuatu or Cuba.',
    );
    const chinese = await info(seeded?.id ?? 0, 'hk');
    expect(chinese.data.title).toBe('不提供服務的國家及地區');
    expect(chinese.data.content).toContain('朝鮮、以色列、中國內地、瓦努阿圖及古巴');
  });

  it('pages the news newest first, ten to a page, with the total', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 12; n += 1) {
      platform.clock.advance(minuteMs);
      ids.push(await desk.published({ versions: [{ lang: 'en', title: `Paging ${n}` }] }));
    }
    const first = await list({ category_id: 1, page: 1 });
    expect(first.data.total).toBeGreaterThanOrEqual(12);
    expect(first.data.data).toHaveLength(newsPageSize);
    expect(first.data.data.slice(0, 3).map((item) => item.title)).toEqual([
      'Paging 12',
      'Paging 11',
      'Paging 10',
    ]);
    const second = await list({ category_id: 1, page: 2 });
    expect(second.data.data.slice(0, 2).map((item) => item.id)).toEqual([ids[1], ids[0]]);
    // Without a category it is the news; a page that is not one is refused.
    expect((await list({ page: 1 })).data.data[0]?.title).toBe('Paging 12');
    expect(await list({ page: 0 })).toMatchObject({ code: 1001, data: null });
    expect(await list({ category_id: 3 })).toMatchObject({
      code: 5002,
      msg: 'Unknown news category',
    });
  });

  it('answers each reader in their language, else the broker’s default, never an empty title', async () => {
    platform.clock.advance(minuteMs);
    const id = await desk.published({
      versions: [
        { lang: 'en', title: 'Gold rises', summary: 'A summary', content: '<p>Body</p>' },
        { lang: 'hk', title: '金價上升', summary: '摘要', content: '<p>內文</p>' },
      ],
    });
    expect((await info(id, 'en')).data).toMatchObject({
      title: 'Gold rises',
      desc: 'A summary',
      content: '<p>Body</p>',
    });
    expect((await info(id, 'hk')).data).toMatchObject({
      title: '金價上升',
      content: '<p>內文</p>',
    });
    expect((await info(id, 'tw')).data.title).toBe('金價上升');
    // French is not written: the broker's default (hk on a fresh install), then another.
    expect((await info(id, 'fr')).data.title).toBe('金價上升');
    await setBrokerLanguage('en');
    expect((await info(id, 'fr')).data.title).toBe('Gold rises');
    expect((await list({}, 'fr')).data.data[0]?.title).toBe('Gold rises');
    await setBrokerLanguage('hk');
    const onlyJapanese = await desk.published({ versions: [{ lang: 'jp', title: '金が上昇' }] });
    for (const lang of ['en', 'hk', 'fr']) {
      expect((await info(onlyJapanese, lang)).data.title).toBe('金が上昇');
    }
  });

  it('shows only what is published, its time reached, and not deleted', async () => {
    const now = platform.clock.now();
    const draft = await desk.save({ versions: [{ lang: 'en', title: 'A draft' }] });
    const scheduled = await desk.save({ versions: [{ lang: 'en', title: 'Later' }] });
    const later = new Date(now.getTime() + 60 * minuteMs);
    expect((await desk.publish(scheduled.data.id, later)).data.status).toBe('scheduled');
    const withdrawn = await desk.published({ versions: [{ lang: 'en', title: 'Withdrawn' }] });
    expect((await desk.call('POST', '/admin-api/news/unpublish', { id: withdrawn })).code).toBe(1);
    const deleted = await desk.published({ versions: [{ lang: 'en', title: 'Deleted' }] });
    expect((await desk.call('POST', '/admin-api/news/delete', { id: deleted })).code).toBe(1);

    const titles = async () => (await list({})).data.data.map((item) => item.title);
    for (const hidden of [draft.data.id, scheduled.data.id, withdrawn, deleted]) {
      expect(await info(hidden)).toEqual({
        code: 5001,
        msg: 'This article is not available',
        data: null,
      });
    }
    expect(await titles()).not.toContain('Later');
    expect(await titles()).not.toContain('A draft');
    expect(await titles()).not.toContain('Withdrawn');
    expect(await titles()).not.toContain('Deleted');

    platform.clock.advance(61 * minuteMs);
    expect((await info(scheduled.data.id)).data.title).toBe('Later');
    expect((await titles())[0]).toBe('Later');
  });

  it('says an article is not found in the reader’s language', async () => {
    expect(await info(987_654, 'hk')).toEqual({
      code: 5001,
      msg: '此文章不存在或已下架',
      data: null,
    });
    expect(await info(987_654, 'en')).toMatchObject({ code: 5001 });
    expect((await callApi(platform.app, 'newsInfo', { id: 'abc' })).code).toBe(1001);
  });
});

describe('announcements through category 2', () => {
  it('lists pinned first, shows each only in its active window', async () => {
    const now = platform.clock.now();
    const at = (minutes: number) => new Date(now.getTime() + minutes * minuteMs).toISOString();
    const ordinary = await desk.published({
      categoryId: 2,
      versions: [{ lang: 'en', title: 'Maintenance on Saturday' }],
    });
    const windowed = await desk.published({
      categoryId: 2,
      activeFrom: at(10),
      activeTo: at(20),
      versions: [{ lang: 'en', title: 'Holiday hours' }],
    });
    const titles = async () => (await list({ category_id: 2 })).data.data.map((item) => item.title);
    const before = await titles();
    expect(before[0]).toBe('Countries and regions we do not serve');
    expect(before).toContain('Maintenance on Saturday');
    expect(before).not.toContain('Holiday hours');
    expect((await info(windowed)).code).toBe(5001);

    platform.clock.advance(15 * minuteMs);
    expect(await titles()).toContain('Holiday hours');
    const shown = await info(windowed);
    expect(shown.data).toMatchObject({ category_id: 2, pinned: 0 });
    expect(shown.data.active_from).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    platform.clock.advance(10 * minuteMs);
    expect(await titles()).not.toContain('Holiday hours');
    // Announcements are not news.
    expect((await list({ category_id: 1 })).data.data.map((item) => item.id)).not.toContain(
      ordinary,
    );
    expect(
      await desk.save({
        categoryId: 2,
        activeFrom: at(30),
        activeTo: at(20),
        versions: [{ lang: 'en', title: 'Backwards' }],
      }),
    ).toMatchObject({ code: 5008 });
  });

  it('pops up the newest active pop-up once per account, and counts what is unread', async () => {
    const reader = await newRealUser(platform);
    const popup = (token?: string) => callApi(platform.app, 'newsPopup', {}, { token });
    const unread = async () =>
      (await callApi(platform.app, 'newsUnread', {}, { token: reader.token })).data.count;
    const unreadBefore = await unread();
    expect(unreadBefore).toBeGreaterThan(0);

    platform.clock.advance(minuteMs);
    const id = await desk.published({
      categoryId: 2,
      popup: true,
      versions: [{ lang: 'en', title: 'New instruments', summary: 'Now trading silver' }],
    });
    expect((await popup(reader.token)).data).toMatchObject({ id, popup: 1, is_read: 0 });
    expect((await popup()).data).toMatchObject({ id, title: 'New instruments' });
    expect(await unread()).toBe(unreadBefore + 1);

    const read = await callApi(platform.app, 'newsRead', { id }, { token: reader.token });
    expect(read.code).toBe(1);
    // Read twice is still read once.
    expect((await callApi(platform.app, 'newsRead', { id }, { token: reader.token })).code).toBe(1);
    expect((await popup(reader.token)).data).toBeNull();
    expect((await popup(trader.token)).data?.id).toBe(id);
    expect((await popup()).data?.id).toBe(id);
    expect(await unread()).toBe(unreadBefore);
    const listed = await list({ category_id: 2 }, 'en', reader.token);
    expect(listed.data.data.find((item) => item.id === id)?.is_read).toBe(1);

    expect((await callApi(platform.app, 'newsUnread', {})).code).toBe(999);
    expect((await callApi(platform.app, 'newsRead', { id })).code).toBe(999);
    // Only a visible announcement can be read.
    const news = await desk.published({ versions: [{ lang: 'en', title: 'Not an announcement' }] });
    expect(
      (await callApi(platform.app, 'newsRead', { id: news }, { token: reader.token })).code,
    ).toBe(5001);
  });
});
