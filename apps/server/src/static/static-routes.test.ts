import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../http/app.ts';
import { registerStatic } from './static-routes.ts';

const root = mkdtempSync(join(tmpdir(), 'tp-static-'));

/** A text file as the build writes it: as it is, and beside it compressed with brotli and gzip. */
function writeText(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

function writeApp(dist: string, name: string): void {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeText(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeText(join(dist, 'assets', `${name}-a1b2c3.js`), `console.log('${name}');`);
}

async function appServing(dists: { webDist: string; adminDist: string }): Promise<FastifyInstance> {
  const app = await createHttpApp({ logLevel: 'silent' });
  app.get('/api/known', async () => ({ code: 1, msg: 'ok', data: null }));
  await registerStatic(app, dists);
  await app.ready();
  return app;
}

describe('static routes with both apps built', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    writeApp(join(root, 'web'), 'web');
    writeApp(join(root, 'admin'), 'admin');
    writeFileSync(join(root, 'web', 'manifest.json'), '{"name":"Trade"}');
    // A route with a page of its own in the build (the app's page announcing that screen's code).
    writeText(join(root, 'web', 'orders.html'), '<!doctype html><title>web orders</title>');
    app = await appServing({ webDist: join(root, 'web'), adminDist: join(root, 'admin') });
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the trader app at / without caching its index', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>web</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/web-a1b2c3.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log('web');");
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers deep links of the trader app with its index', async () => {
    for (const url of [
      '/trade',
      '/order?type=1',
      '/mine/withdraw-way?type=2',
      '/news/detail?id=4',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>web</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('sends each text file compressed as the browser prefers, saying it varies by encoding', async () => {
    const url = '/assets/web-a1b2c3.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe("console.log('web');");
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe("console.log('web');");

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe("console.log('web');");
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('sends the app’s page compressed too, at / and at a deep link', async () => {
    for (const url of ['/', '/trade']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
        '<!doctype html><title>web</title>',
      );
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers.vary).toBe('accept-encoding, cookie');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const forged of ['br;q=0, gzip;q=0', 'x'.repeat(4_000), ';;,,q=', 'identity;q=1, *;q=0']) {
      const res = await app.inject({ url: '/trade', headers: { 'accept-encoding': forged } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('<!doctype html><title>web</title>');
    }
    const gzip = await app.inject({ url: '/order', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('<!doctype html><title>web</title>');
  });

  it('answers a route with the page the build wrote for it, and every other route with the index', async () => {
    for (const url of ['/orders', '/orders?type=1']) {
      const plain = await app.inject({ url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body, url).toBe('<!doctype html><title>web orders</title>');
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(brotli.rawPayload).toString(), url).toBe(
        '<!doctype html><title>web orders</title>',
      );
    }
    for (const url of ['/orders/1', '/Orders', '/orders.', '/trade', '/x/orders']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>web</title>');
    }
  });

  it('serves the manifest from the trader app', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Trade' });
  });

  it('serves the operator app under /admin/ with its own deep links', async () => {
    const redirect = await app.inject({ method: 'GET', url: '/admin' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/admin/');
    for (const url of ['/admin/', '/admin/users', '/admin/orders?page=2']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>admin</title>');
    }
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/admin-a1b2c3.js' });
    expect(asset.body).toBe("console.log('admin');");
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths with the not-found envelope, never HTML', async () => {
    for (const url of ['/api/nope', '/v1/api/forex/nope', '/admin-api/nope', '/api']) {
      const res = await app.inject({ method: 'GET', url, headers: { lang: 'en' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 1002, msg: 'Not found', data: null });
    }
    const post = await app.inject({ method: 'POST', url: '/trade', headers: { lang: 'hk' } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ code: 1002, msg: '找不到', data: null });
  });

  it('leaves registered API routes alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/known' });
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: null });
  });

  it('answers a missing file with 404 rather than the index', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });
});

describe('static routes before the apps are built', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await appServing({
      webDist: join(root, 'none-web'),
      adminDist: join(root, 'none-admin'),
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('tells the visitor to run the build, in their language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/trade',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('run npm run build');
    const admin = await app.inject({
      method: 'GET',
      url: '/admin/',
      headers: { 'accept-language': 'zh-HK' },
    });
    expect(admin.statusCode).toBe(503);
    expect(admin.body).toContain('請運行 npm run build');
  });

  it('still answers API paths with the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(1002);
  });
});

describe('the trader app’s page as sent', () => {
  const dist = join(root, 'page-web');
  const instruments = [
    { Id: 1, Code: 'EURUSD', ShowCode: 'EUR/USD' },
    // A name that tries to end the data's element and run a script of its own.
    { Id: 2, Code: 'EVIL', ShowCode: '</script><script>alert(1)</script><!--' },
  ];
  let lists = 0;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const html =
      '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
    writeText(join(dist, 'index.html'), html);
    writeText(
      join(dist, 'trade.html'),
      html.replace('</head>', '<link href="/assets/trade-1.js"></head>'),
    );
    writeFileSync(
      join(dist, 'locale-chunks.json'),
      JSON.stringify({
        hk: ['/assets/hk-1.js'],
        de: ['/assets/de-1.js', '/assets/index-1.js'],
        ar: ['javascript:alert(1)', '/assets/../x.js'],
      }),
    );
    app = await createHttpApp({ logLevel: 'silent' });
    await registerStatic(
      app,
      { webDist: dist, adminDist: join(root, 'none') },
      {
        tradeList: () => {
          lists += 1;
          return instruments as never;
        },
      },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const bootOf = (body: string) => {
    const match = /<script type="application\/json" id="tp-boot">(.*?)<\/script>/s.exec(body);
    return match ? (JSON.parse(match[1] ?? '') as { tradeList: unknown }) : undefined;
  };

  it('carries the instruments at / and /trade, where the first screen draws their prices', async () => {
    for (const url of ['/', '/trade']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      const body = brotliDecompressSync(res.rawPayload).toString();
      expect(bootOf(body)?.tradeList, url).toEqual(instruments);
      // The data ends its own element only: no text in it closes it or opens another.
      expect(body.match(/<script/g)?.length, url).toBe(2);
      expect(body.indexOf('id="tp-boot"'), url).toBeGreaterThan(body.indexOf('</head>'));
    }
    const other = await app.inject({ url: '/order?type=1' });
    expect(bootOf(other.body)).toBeUndefined();
    expect(other.body).toContain('<div id="root"></div>');
  });

  it('announces the language’s texts that the cookie names, and the default’s for anything else', async () => {
    const announced = async (cookie: string | undefined) => {
      const res = await app.inject({ url: '/order', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      return [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    };
    expect(await announced(undefined)).toEqual(['/assets/hk-1.js']);
    expect(await announced('theme=dark; tp_lang=de')).toEqual(['/assets/de-1.js']);
    for (const forged of [
      'tp_lang=../../etc',
      'tp_lang=DE',
      'tp_lang=de"><script>',
      `tp_lang=${'d'.repeat(9_000)}`,
      'tp_lang',
    ]) {
      expect(await announced(forged), forged).toEqual(['/assets/hk-1.js']);
    }
    // A list that names anything but a built script announces nothing of it.
    expect(await announced('tp_lang=ar')).toEqual([]);
  });

  it('writes a page at most once a second per language and encoding, however many ask', async () => {
    const before = lists;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(lists - before).toBeLessThanOrEqual(2);
    expect(
      bootOf(gunzipSync(answers[0]?.rawPayload ?? Buffer.alloc(0)).toString())?.tradeList,
    ).toEqual(instruments);
  });
});
