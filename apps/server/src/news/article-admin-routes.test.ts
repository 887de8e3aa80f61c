import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../test-support/api-test-client.ts';
import {
  multipartBody,
  newRealUser,
  testJpeg,
  testPng,
  uploadImage,
} from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { NewsDesk } from './test-support/news-test-kit.ts';

let platform: TestPlatform;
let desk: NewsDesk;

beforeAll(async () => {
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { publicUrl: 'https://api.example.com' },
  );
  desk = await NewsDesk.open(platform);
});

afterAll(async () => {
  await platform?.close();
});

async function publishImage(bytes: Buffer): Promise<string> {
  const body = multipartBody(bytes);
  const res = await platform.app.inject({
    method: 'POST',
    url: '/admin-api/images',
    headers: { lang: 'en', authorization: desk.token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return (res.json() as { data: { url: string } }).data.url;
}

const auditOf = (target: string) =>
  platform.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

describe('the news desk', () => {
  it('writes, schedules, publishes, unpublishes and deletes, each step audited', async () => {
    const cover = await publishImage(await testPng());
    const created = await desk.save({
      coverUrl: cover,
      versions: [
        { lang: 'en', title: 'Rates', summary: 'Held', content: '<p>Held</p>' },
        { lang: 'hk', title: '利率', summary: '維持不變', content: '<p>維持不變</p>' },
      ],
    });
    expect(created.code).toBe(1);
    const id = created.data.id;
    expect(created.data).toMatchObject({ status: 'draft', publishAt: null, coverUrl: cover });

    const edited = await desk.save({
      id,
      coverUrl: cover,
      versions: [{ lang: 'en', title: 'Rates held', content: '<p>Held again</p>' }],
    });
    expect(edited.data.versions.map((version) => version.lang)).toEqual(['en']);

    const later = new Date(platform.clock.now().getTime() + 3_600_000);
    expect((await desk.publish(id, later)).data).toMatchObject({
      status: 'scheduled',
      publishAt: later.toISOString(),
    });
    const listed = await desk.call<{ items: { id: number; status: string }[] }>(
      'GET',
      '/admin-api/news?status=scheduled',
    );
    expect(listed.data.items.map((item) => item.id)).toContain(id);
    const live = await desk.publish(id);
    expect(live.data.status).toBe('published');
    // Publishing again what is live keeps its date: an edit does not move it up the list.
    platform.clock.advance(60_000);
    expect((await desk.publish(id)).data.publishAt).toBe(live.data.publishAt);
    const read = await callApi(platform.app, 'newsInfo', { id });
    expect(read.data.logo).toBe(cover);
    expect(
      (await desk.call<{ status: string }>('POST', '/admin-api/news/unpublish', { id })).data
        .status,
    ).toBe('unpublished');
    expect((await desk.call('POST', '/admin-api/news/delete', { id })).code).toBe(1);
    expect((await desk.call('GET', `/admin-api/news/detail?id=${id}`)).code).toBe(5001);

    const trail = await auditOf(`article:${id}`);
    expect(trail.map((row) => row.action)).toEqual([
      'article.create',
      'article.save',
      'article.schedule',
      'article.publish',
      'article.publish',
      'article.unpublish',
      'article.delete',
    ]);
    expect(trail[0]?.before).toBeNull();
    expect(trail[1]?.before).toMatchObject({ versions: [{ lang: 'en' }, { lang: 'hk' }] });
    expect(trail.at(-1)?.after).toBeNull();
  });

  it('filters the list by category, status, language and text', async () => {
    const hkOnly = await desk.published({
      categoryId: 2,
      versions: [{ lang: 'hk', title: '假期安排', summary: '聖誕節交易時間' }],
    });
    const query = async (search: string) =>
      (
        await desk.call<{ items: { id: number; title: string; languages: string[] }[] }>(
          'GET',
          `/admin-api/news?${search}`,
        )
      ).data.items.map((item) => item.id);
    expect(await query('categoryId=2&lang=hk')).toContain(hkOnly);
    expect(await query('categoryId=1')).not.toContain(hkOnly);
    expect(await query('lang=en&categoryId=2')).not.toContain(hkOnly);
    expect(await query(`text=${encodeURIComponent('聖誕')}`)).toEqual([hkOnly]);
    expect(await query('text=%25')).not.toContain(hkOnly);
    expect(await query('status=draft')).not.toContain(hkOnly);
    expect(await query('status=published&categoryId=2')).toContain(hkOnly);
  });

  it('refuses what cannot be saved, with a clear message, and saves nothing', async () => {
    const count = async () =>
      Number(
        (
          await platform.db
            .selectFrom('articles')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const trader = await newRealUser(platform);
    const tradersImage = await uploadImage(platform, trader.token, await testJpeg());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ versions: [] }, 5003, 'Please enter a title in 繁體中文'],
      [{ versions: [{ lang: 'en', title: '   ' }] }, 5003, 'Please enter a title in English'],
      [{ versions: [{ lang: 'xx', title: 'T' }] }, 5004, 'Unknown language: xx'],
      [
        {
          versions: [
            { lang: 'en', title: 'A' },
            { lang: 'en', title: 'B' },
          ],
        },
        5005,
        'Each language may be written once',
      ],
      [
        { versions: [{ lang: 'en', title: 'T'.repeat(201) }] },
        5006,
        'The title is too long: at most 200 characters',
      ],
      [
        { coverUrl: tradersImage.data.url, versions: [{ lang: 'en', title: 'T' }] },
        5007,
        'The cover must be an image uploaded here',
      ],
      [
        { coverUrl: 'https://evil.example/x.png', versions: [{ lang: 'en', title: 'T' }] },
        5007,
        'The cover must be an image uploaded here',
      ],
      [{ categoryId: 9, versions: [{ lang: 'en', title: 'T' }] }, 5002, 'Unknown news category'],
      [
        { categoryId: 2, activeFrom: 'soon', versions: [{ lang: 'en', title: 'T' }] },
        5008,
        'The end of the active period must come after its start',
      ],
    ];
    for (const [draft, code, msg] of cases) {
      expect(await desk.call('POST', '/admin-api/news/save', { categoryId: 1, ...draft })).toEqual({
        code,
        msg,
        data: null,
      });
    }
    expect(
      (await desk.call('POST', '/admin-api/news/publish', { id: 1, at: 'tomorrow' })).code,
    ).toBe(5009);
    expect((await desk.call('POST', '/admin-api/news/publish', { id: 999_999 })).code).toBe(5001);
    expect(await count()).toBe(before);
  });

  it('is the support desk’s and the administrators’ only', async () => {
    const client = desk.client;
    const finance = await client.operatorWithRole('finance');
    for (const [method, url] of [
      ['GET', '/admin-api/news'],
      ['POST', '/admin-api/news/save'],
      ['GET', '/admin-api/news/feeds'],
    ] as const) {
      expect((await client.call(method, url, { token: finance.token, body: {} })).code).toBe(4004);
      expect((await client.call(method, url, {})).code).toBe(999);
    }
    const administrator = await client.token();
    const saved = await client.call<{ id: number }>('POST', '/admin-api/news/save', {
      token: administrator,
      body: { categoryId: 1, versions: [{ lang: 'en', title: 'By the administrator' }] },
    });
    expect(saved.code).toBe(1);
    expect(await publishImage(await testJpeg())).toMatch(/^https:\/\/api\.example\.com\//);
  });
});
