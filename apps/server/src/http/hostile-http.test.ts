import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config/config.ts';
import { multipartBody, newRealUser, testJpeg } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { passwordChecksMade } from './password.ts';

/** What a client at `remote` gets for `count` calls, each claiming another address. */
async function answersWithForgedAddresses(
  app: FastifyInstance,
  options: { count: number; remote: string; forwardedFor: (i: number) => string },
): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/basicSet/getBasicInfo',
      remoteAddress: options.remote,
      headers: { lang: 'en', 'x-forwarded-for': options.forwardedFor(i) },
    });
    codes.push(res.json().code);
  }
  return codes;
}

const limited = (codes: number[]) => codes.filter((code) => code === 1003).length;

async function uploadLink(platform: TestPlatform, headers: Record<string, string>) {
  const user = await newRealUser(platform);
  const body = multipartBody(await testJpeg());
  const res = await platform.app.inject({
    method: 'POST',
    url: '/api/common/image_upload',
    remoteAddress: '203.0.113.20',
    headers: {
      lang: 'en',
      authorization: user.token,
      'content-type': body.contentType,
      ...headers,
    },
    payload: body.payload,
  });
  const answer = res.json() as { code: number; data: { url: string } };
  expect(answer.code).toBe(1);
  return answer.data.url;
}

/** Helmet's headers that a browser reads from a page only: on the apps' pages, not on API answers. */
const pageOnlyHeaders = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
];

const forgedHost = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('without TRUST_PROXY, the client address is the socket’s', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ rateLimitPerMinute: 10 });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('a new forged X-Forwarded-For on every request does not escape the rate limit', async () => {
    const codes = await answersWithForgedAddresses(platform.app, {
      count: 30,
      remote: '203.0.113.10',
      forwardedFor: (i) => `198.51.100.${i + 1}`,
    });
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(1));
    expect(limited(codes)).toBe(20);
  });

  it('tells the limit, what is left and when it resets only with the refusal', async () => {
    const ask = () =>
      platform.app.inject({
        method: 'GET',
        url: '/api/basicSet/getBasicInfo',
        remoteAddress: '203.0.113.11',
        headers: { lang: 'en' },
      });
    const first = await ask();
    expect(first.json().code).toBe(1);
    expect(Object.keys(first.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    expect(first.headers['retry-after']).toBeUndefined();
    for (let i = 1; i < 10; i += 1) expect((await ask()).json().code).toBe(1);
    const refused = await ask();
    expect(refused.json().code).toBe(1003);
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit': '10',
      'x-ratelimit-remaining': '0',
    });
    expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('links to uploads are relative, whatever X-Forwarded-Host and -Proto claim', async () => {
    const url = await uploadLink(platform, forgedHost);
    expect(url).toMatch(/^\/api\/common\/file\/[A-Za-z0-9_-]{24}\?expires=\d+&signature=/);
    expect(url).not.toContain('evil');
  });

  it('sends no HSTS over plain HTTP, even when a forged header claims HTTPS', async () => {
    const res = await platform.app.inject({
      method: 'GET',
      url: '/api/basicSet/getBasicInfo',
      remoteAddress: '203.0.113.11',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the code-sending limit keys on the socket’s address', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('stops sending codes to new addresses after 30 an hour from one host, forged addresses or not', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 36; i += 1) {
      const res = await platform.app.inject({
        method: 'POST',
        url: '/api/notify/send_email',
        remoteAddress: '203.0.113.30',
        headers: { lang: 'en', 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { to: `someone-${i}@example.com`, type: 1 },
      });
      codes.push(res.json().code);
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(1));
    expect(codes.slice(30)).toEqual(Array(6).fill(1117));
  });
});

describe('sign-in guessing from one host with a forged address on every try', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** How many passwords the server checked for `tries` sign-ins from one host, a new forged address each. */
  async function passwordChecksFor(
    tries: number,
    attempt: (i: number) => Promise<unknown>,
  ): Promise<number> {
    const before = passwordChecksMade();
    for (let i = 0; i < tries; i += 1) await attempt(i);
    return passwordChecksMade() - before;
  }

  it('checks no more trader passwords than one address is allowed', async () => {
    const checks = await passwordChecksFor(40, (i) =>
      platform.app.inject({
        method: 'POST',
        url: '/api/user/loginForU',
        remoteAddress: '203.0.113.60',
        headers: {
          lang: 'en',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.51.100.${i + 1}`,
        },
        // Each try names another account, so no account's captcha stops the guesser first.
        payload: new URLSearchParams({
          account: `guess-${i}@example.com`,
          password: `guess ${i}`,
          login_type: '1',
        }).toString(),
      }),
    );
    expect(checks).toBe(10);
  });

  it('checks no more operator passwords than one address is allowed', async () => {
    const checks = await passwordChecksFor(40, (i) =>
      platform.app.inject({
        method: 'POST',
        url: '/admin-api/login',
        remoteAddress: '203.0.113.61',
        headers: { lang: 'en', 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { username: `operator-${i}`, password: `guess ${i}` },
      }),
    );
    expect(checks).toBeLessThanOrEqual(10);
    expect(checks).toBeGreaterThan(0);
  });
});

describe('behind proxies named in TRUST_PROXY', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ rateLimitPerMinute: 10 }, {
      trustProxy: ['10.0.0.0/8'],
      publicUrl: 'https://api.example.com',
    } satisfies Partial<Config>);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('counts each client a trusted proxy forwards on its own', async () => {
    const first = await answersWithForgedAddresses(platform.app, {
      count: 12,
      remote: '10.1.2.3',
      forwardedFor: () => '198.51.100.7',
    });
    const second = await answersWithForgedAddresses(platform.app, {
      count: 12,
      remote: '10.1.2.3',
      forwardedFor: () => '198.51.100.8',
    });
    expect(limited(first)).toBe(2);
    expect(limited(second)).toBe(2);
  });

  it('does not believe a client that is not one of the proxies', async () => {
    const codes = await answersWithForgedAddresses(platform.app, {
      count: 12,
      remote: '203.0.113.40',
      forwardedFor: (i) => `10.200.0.${i + 1}, 198.51.100.${i + 1}`,
    });
    expect(limited(codes)).toBe(2);
  });

  it('builds upload links from PUBLIC_URL, never from the forwarded host', async () => {
    const url = await uploadLink(platform, { ...forgedHost, 'x-forwarded-for': '198.51.100.20' });
    expect(url).toMatch(/^https:\/\/api\.example\.com\/api\/common\/file\//);
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const viaProxy = await platform.app.inject({
      method: 'GET',
      url: '/api/basicSet/getBasicInfo',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.30' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=15552000');
    const direct = await platform.app.inject({
      method: 'GET',
      url: '/api/basicSet/getBasicInfo',
      remoteAddress: '203.0.113.41',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('headers and refusals', () => {
  let platform: TestPlatform;
  let dists: string;
  let port: number;
  beforeAll(async () => {
    dists = await mkdtemp(join(tmpdir(), 'tp-dists-'));
    const page = '<!doctype html><html><head><title>app</title></head><body></body></html>';
    for (const name of ['web', 'admin']) {
      await rm(join(dists, name), { recursive: true, force: true });
      await import('node:fs/promises').then((fs) => fs.mkdir(join(dists, name)));
      await writeFile(join(dists, name, 'index.html'), page);
    }
    platform = await startTestPlatform(
      { rateLimitPerMinute: 10, serveApps: true },
      { webDist: join(dists, 'web'), adminDist: join(dists, 'admin') },
    );
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    port = (platform.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await platform?.close();
    if (dists) await rm(dists, { recursive: true, force: true });
  });

  it('marks every API answer as not to be stored, sniffed, framed or referred', async () => {
    const demo = await platform.app.inject({
      method: 'GET',
      url: `/api/user/createAccountDemoForU?demo_id=${crypto.randomUUID()}`,
      remoteAddress: '203.0.113.50',
    });
    expect(demo.json().code).toBe(1);
    for (const res of [
      demo,
      await platform.app.inject({
        method: 'GET',
        url: '/api/user/info',
        remoteAddress: '203.0.113.50',
        headers: { authorization: demo.json().data.token },
      }),
      await platform.app.inject({
        method: 'POST',
        url: '/admin-api/login',
        remoteAddress: '203.0.113.50',
        payload: {},
      }),
    ]) {
      expect(res.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-site',
      });
      // What only a page acts on is not repeated on every answer.
      for (const name of pageOnlyHeaders) expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('serves both apps with a Content-Security-Policy that allows no inline script and no framing', async () => {
    for (const path of ['/', '/trade', '/admin/', '/admin/users']) {
      const res = await platform.app.inject({
        method: 'GET',
        url: path,
        remoteAddress: '203.0.113.51',
        headers: { host: 'www.example.com' },
      });
      expect(res.statusCode, path).toBe(200);
      const policy = String(res.headers['content-security-policy']);
      const directives = new Map(
        policy.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('script-src'), path).toEqual(["'self'"]);
      expect(directives.get('default-src'), path).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(directives.get('object-src'), path).toEqual(["'none'"]);
      expect(directives.get('connect-src'), path).toEqual([
        "'self'",
        'http://api.example.com',
        'ws://api.example.com',
        'ws://www.example.com',
      ]);
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(res.headers['x-dns-prefetch-control'], path).toBe('off');
      for (const name of pageOnlyHeaders) expect(res.headers[name], name).toBeDefined();
    }
  });

  it('never limits /health, while the API around it is limited', async () => {
    const health = [];
    for (let i = 0; i < 30; i += 1) {
      health.push(
        await platform.app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.52' }),
      );
    }
    expect(health.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    expect(health.every((res) => res.json().status === 'ok')).toBe(true);
    const api = await platform.app.inject({
      method: 'GET',
      url: '/api/basicSet/getBasicInfo',
      remoteAddress: '203.0.113.52',
    });
    expect(api.json().code).toBe(1);
  });

  it('lets the site’s own pages call the API across origins, and no one else', async () => {
    const preflight = (origin: string) =>
      platform.app.inject({
        method: 'OPTIONS',
        url: '/api/user/loginForU',
        remoteAddress: '203.0.113.53',
        headers: {
          host: 'api.example.com',
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,lang',
        },
      });
    const own = await preflight('https://www.example.com');
    expect(own.statusCode).toBe(204);
    expect(own.headers).toMatchObject({
      'access-control-allow-origin': 'https://www.example.com',
      'access-control-allow-methods': 'GET, POST, DELETE',
      'access-control-allow-headers': 'authorization, lang, content-type, idempotency-key',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
    expect(own.headers['access-control-allow-credentials']).toBeUndefined();
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.headers['access-control-allow-methods']).toBeUndefined();

    const call = (origin?: string) =>
      platform.app.inject({
        method: 'GET',
        url: '/api/basicSet/getBasicInfo',
        remoteAddress: '203.0.113.54',
        headers: { host: 'api.example.com', ...(origin ? { origin } : {}) },
      });
    const fromApp = await call('https://www.example.com');
    expect(fromApp.json().code).toBe(1);
    expect(fromApp.headers['access-control-allow-origin']).toBe('https://www.example.com');
    const fromStranger = await call('https://evil.example');
    expect(fromStranger.headers['access-control-allow-origin']).toBeUndefined();
    const withoutOrigin = await call();
    expect(withoutOrigin.headers['access-control-allow-origin']).toBeUndefined();
    expect(withoutOrigin.headers.vary).toBeUndefined();
  });

  /** Sends bytes on a raw socket and reads the whole answer. */
  function rawRequest(
    text: string | Buffer,
  ): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
      });
      // Written, not ended: a client that half-closes first may get no answer from a streamed file.
      socket.write(text);
    });
  }

  it.each([
    [
      'a broken %-encoding in the path',
      'GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ],
    ['a NUL in the path', 'GET /api/user/info%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    [
      'a raw NUL in the request line',
      'GET /api/\u0000x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ],
    ['a malformed request line', 'HELLO\r\n\r\n'],
    [
      'headers that are too large',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
    [
      'an unknown API path',
      'GET /api/nothing-here HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ],
  ])('answers %s in the envelope', async (_, request) => {
    const answer = await rawRequest(request);
    expect(answer.status, answer.headers).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers).toContain('application/json');
    const body = JSON.parse(answer.body) as { code: number; msg: string; data: unknown };
    expect([1000, 1002]).toContain(body.code);
    expect(body.msg.length).toBeGreaterThan(0);
    expect(body.data).toBeNull();
  });
});
