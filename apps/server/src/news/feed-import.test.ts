import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NewsFeed } from '@tp/contract/admin-news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { FeedFetchError, fetchFeed } from './feed-fetch.ts';
import { newsFeedsJobName } from './news-feeds-job.ts';
import { isPrivateAddress } from './private-address.ts';
import { NewsDesk } from './test-support/news-test-kit.ts';

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
<channel><title>Markets</title>
<item>
  <title>Oil &amp; gas &lt;b&gt;jump&lt;/b&gt;</title>
  <link>https://news.example.com/oil</link>
  <guid isPermaLink="false">oil-1</guid>
  <pubDate>Tue, 17 Nov 2026 08:00:00 GMT</pubDate>
  <description>Crude rose &lt;script&gt;alert(1)&lt;/script&gt; sharply.</description>
  <content:encoded><![CDATA[<p onclick="steal()">Crude <strong>rose</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">more</a><iframe src="https://evil.example"></iframe>]]></content:encoded>
  <enclosure url="https://cdn.example.com/oil.jpg" type="image/jpeg" length="1000"/>
</item>
<item>
  <title>Yen slides</title>
  <link>https://news.example.com/yen</link>
  <pubDate>Tue, 17 Nov 2026 09:00:00 GMT</pubDate>
  <description><![CDATA[<p>The yen slid <em>again</em>.</p><svg onload="alert(1)"></svg>]]></description>
  <media:content url="http://insecure.example.com/yen.jpg" medium="image"/>
</item>
<item><title></title><guid>no-title</guid></item>
</channel></rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Desk</title>
  <entry>
    <title type="html">Gold &lt;i&gt;steady&lt;/i&gt;</title>
    <id>urn:uuid:gold-1</id>
    <link rel="alternate" href="https://news.example.com/gold"/>
    <updated>2026-11-17T10:00:00Z</updated>
    <summary>Gold held its range.</summary>
    <content type="html">&lt;p&gt;Gold held.&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;&lt;a href="data:text/html,x"&gt;x&lt;/a&gt;</content>
  </entry>
  <entry>
    <title>Silver notes</title>
    <id>urn:uuid:silver-1</id>
    <published>2026-11-17T11:00:00Z</published>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Silver <b>firm</b>.</p></div></content>
  </entry>
</feed>`;

const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><rss><channel><item><title>&lol2;</title><guid>x</guid></item></channel></rss>`;

let server: Server;
let base = '';
let platform: TestPlatform;
let desk: NewsDesk;

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (type: string, body: string) => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
    switch (request.url) {
      case '/rss.xml':
        return send('application/rss+xml', rss);
      case '/atom.xml':
        return send('application/atom+xml', atom);
      case '/laughs.xml':
        return send('application/xml', laughs);
      case '/page.html':
        return send('text/html', '<html><body>Not a feed</body></html>');
      case '/moved':
        response.writeHead(301, { location: '/rss.xml' });
        return response.end();
      case '/loop':
        response.writeHead(302, { location: '/loop' });
        return response.end();
      case '/to-metadata':
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return response.end();
      case '/huge.xml': {
        response.writeHead(200, { 'content-type': 'application/xml' });
        const chunk = `<item>${'x'.repeat(64 * 1024)}</item>`;
        let sent = 0;
        const pump = () => {
          while (sent < 100 && response.write(chunk)) sent += 1;
          if (sent < 100) response.once('drain', pump);
          else response.end();
        };
        return pump();
      }
      case '/slow.xml':
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.write('<rss>');
        return; // never ends
      default:
        response.writeHead(404);
        return response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { newsFeedsAllowPrivate: true },
  );
  desk = await NewsDesk.open(platform);
});

afterAll(async () => {
  await platform?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const addFeed = async (url: string, options: Partial<Record<string, unknown>> = {}) => {
  const saved = await desk.call<NewsFeed>('POST', '/admin-api/news/feeds/save', {
    url,
    categoryId: 1,
    lang: 'en',
    publishDirectly: true,
    enabled: true,
    ...options,
  });
  if (saved.code !== 1) throw new Error(saved.msg);
  return saved.data;
};

const feedNamed = async (id: number) =>
  (await desk.call<NewsFeed[]>('GET', '/admin-api/news/feeds')).data.find((feed) => feed.id === id);

const dangerous = /<script|<svg|<iframe|\son\w+=|javascript:|data:/i;

describe('feed import', () => {
  it('imports an RSS feed’s new items, published, made safe, once', async () => {
    const feed = await addFeed(`${base}/rss.xml`);
    await platform.runJob(newsFeedsJobName);
    expect(await feedNamed(feed.id)).toMatchObject({ lastError: '', lastImported: 2 });
    const listed = await callApi(platform.app, 'newsList', { category_id: 1 });
    const titles = listed.data.data.map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining(['Oil & gas jump', 'Yen slides']));

    const oil = listed.data.data.find((item) => item.title === 'Oil & gas jump');
    expect(oil).toMatchObject({
      logo: 'https://cdn.example.com/oil.jpg',
      created_at: '2026-11-17 08:00:00',
      desc: 'Crude rose sharply.',
    });
    const oilDetail = await callApi(platform.app, 'newsInfo', { id: oil?.id ?? 0 });
    expect(oilDetail.data.content).toBe('<p>Crude <strong>rose</strong>.</p><a>more</a>');
    const yen = listed.data.data.find((item) => item.title === 'Yen slides');
    // An image over plain HTTP is not shown.
    expect(yen?.logo).toBe('');
    const yenDetail = await callApi(platform.app, 'newsInfo', { id: yen?.id ?? 0 });
    expect(yenDetail.data.content).toBe('<p>The yen slid <em>again</em>.</p>');

    await platform.runJob(newsFeedsJobName);
    expect(await feedNamed(feed.id)).toMatchObject({ lastError: '', lastImported: 0 });
    const again = await callApi(platform.app, 'newsList', { category_id: 1 });
    expect(again.data.total).toBe(listed.data.total);
  });

  it('imports an Atom feed as drafts for an operator to publish', async () => {
    const feed = await addFeed(`${base}/atom.xml`, { publishDirectly: false, lang: 'hk' });
    const fetched = await desk.call<NewsFeed>('POST', '/admin-api/news/feeds/fetch', {
      id: feed.id,
    });
    expect(fetched.data).toMatchObject({ lastError: '', lastImported: 2 });
    const drafts = await desk.call<{
      items: { id: number; title: string; feedId: number; status: string; languages: string[] }[];
    }>('GET', '/admin-api/news?status=draft');
    const imported = drafts.data.items.filter((item) => item.feedId === feed.id);
    expect(imported.map((item) => item.title).sort()).toEqual(['Gold steady', 'Silver notes']);
    expect(imported.every((item) => item.languages.join() === 'hk')).toBe(true);
    const gold = imported.find((item) => item.title === 'Gold steady');
    const silver = imported.find((item) => item.title === 'Silver notes');
    expect((await callApi(platform.app, 'newsInfo', { id: gold?.id ?? 0 })).code).toBe(5001);
    const edit = await desk.call<{ versions: { content: string }[] }>(
      'GET',
      `/admin-api/news/detail?id=${gold?.id}`,
    );
    expect(edit.data.versions[0]?.content).toBe('<p>Gold held.</p><a>x</a>');
    expect(edit.data.versions[0]?.content).not.toMatch(dangerous);
    const silverEdit = await desk.call<{ versions: { content: string }[] }>(
      'GET',
      `/admin-api/news/detail?id=${silver?.id}`,
    );
    expect(silverEdit.data.versions[0]?.content).toBe('<p>Silver <b>firm</b>.</p>');
    expect((await desk.publish(gold?.id ?? 0)).code).toBe(1);
    expect((await callApi(platform.app, 'newsInfo', { id: gold?.id ?? 0 })).data.title).toBe(
      'Gold steady',
    );
  });

  it('records why a feed could not be read, and imports nothing from it', async () => {
    const cases: [path: string, problem: string][] = [
      ['/page.html', 'notAFeed'],
      ['/laughs.xml', 'notAFeed'],
      ['/missing.xml', 'httpStatus'],
      ['/huge.xml', 'tooLarge'],
      ['/loop', 'tooManyRedirects'],
    ];
    for (const [path, problem] of cases) {
      const feed = await addFeed(`${base}${path}`);
      const fetched = await desk.call<NewsFeed>('POST', '/admin-api/news/feeds/fetch', {
        id: feed.id,
      });
      expect(fetched.data, path).toMatchObject({ lastError: problem, lastImported: 0 });
    }
    // A redirect is followed to a feed.
    const moved = await addFeed(`${base}/moved`, { categoryId: 2 });
    const fetched = await desk.call<NewsFeed>('POST', '/admin-api/news/feeds/fetch', {
      id: moved.id,
    });
    expect(fetched.data).toMatchObject({ lastError: '', lastImported: 2 });
  });

  it('refuses feeds that are not http(s), the same feed twice, and other roles', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/feed',
      'not a url',
      'javascript:alert(1)',
    ]) {
      expect(
        await desk.call('POST', '/admin-api/news/feeds/save', {
          url,
          categoryId: 1,
          lang: 'en',
          publishDirectly: false,
          enabled: true,
        }),
      ).toEqual({
        code: 5010,
        msg: 'Please enter the address of a feed (http or https)',
        data: null,
      });
    }
    expect(
      (
        await desk.call('POST', '/admin-api/news/feeds/save', {
          url: `${base}/rss.xml`,
          categoryId: 1,
          lang: 'en',
          publishDirectly: false,
          enabled: true,
        })
      ).code,
    ).toBe(5012);
    const trail = await platform.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', 'like', 'newsFeed:%')
      .execute();
    expect(trail.map((row) => row.action)).toContain('newsFeed.create');
    expect(trail.map((row) => row.action)).toContain('newsFeed.fetch');
  });
});

describe('fetchFeed bounds', () => {
  const strict = {
    bytesMax: 2 * 1024 * 1024,
    timeoutMs: 2_000,
    redirectsMax: 3,
    allowPrivateAddresses: false,
  };
  const problemOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'none',
      (error: unknown) => (error instanceof FeedFetchError ? error.problem : String(error)),
    );

  it('never reaches a private or loopback address in production', async () => {
    expect(await problemOf(fetchFeed(`${base}/rss.xml`, strict))).toBe('privateAddress');
    const port = new URL(base).port;
    for (const host of [
      'localhost',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '10.0.0.1',
      '169.254.169.254',
    ]) {
      expect(await problemOf(fetchFeed(`http://${host}:${port}/rss.xml`, strict)), host).toBe(
        'privateAddress',
      );
    }
    // Nor through a redirect from an allowed one.
    const allowed = { ...strict, allowPrivateAddresses: true };
    expect(await problemOf(fetchFeed(`${base}/rss.xml`, allowed))).toBe('none');
    expect(
      await problemOf(fetchFeed(`${base}/to-metadata`, { ...allowed, timeoutMs: 300 })),
    ).not.toBe('none');
  });

  it('gives up on a feed that does not finish in time', async () => {
    const allowed = { ...strict, allowPrivateAddresses: true, timeoutMs: 300 };
    expect(await problemOf(fetchFeed(`${base}/slow.xml`, allowed))).toBe('timeout');
  });

  it('knows private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
