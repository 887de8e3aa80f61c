import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import {
  multipartBody,
  newRealUser,
  type TestUser,
  testJpeg,
  testPng,
  uploadImage,
} from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { publicImageIdOfLink } from './public-image-link.ts';

let platform: TestPlatform;
let client: AdminTestClient;
let support: { id: number; token: string };
let trader: TestUser;

beforeAll(async () => {
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { publicUrl: 'https://api.example.com' },
  );
  client = new AdminTestClient(platform);
  support = await client.operatorWithRole('support');
  trader = await newRealUser(platform);
});

afterAll(async () => {
  await platform?.close();
});

/** POST /admin-api/images with one file, as the back office sends it. */
async function publish(token: string, bytes: Buffer) {
  const body = multipartBody(bytes);
  const res = await platform.app.inject({
    method: 'POST',
    url: '/admin-api/images',
    headers: { lang: 'en', authorization: token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return res.json() as { code: number; msg: string; data: { url: string } | null };
}

const fetchPath = (link: string) =>
  platform.app.inject({ method: 'GET', url: new URL(link, 'http://localhost').pathname });

describe('published images', () => {
  it('publishes an operator’s image at a link anyone may fetch, for good, re-encoded and audited', async () => {
    const answer = await publish(support.token, await testPng());
    expect(answer.code).toBe(1);
    const url = answer.data?.url ?? '';
    expect(url).toMatch(/^https:\/\/api\.example\.com\/api\/common\/image\/[A-Za-z0-9_-]{24}$/);
    const id = publicImageIdOfLink(url);
    expect(id).toBeDefined();

    const served = await fetchPath(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
    });
    expect(served.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const row = await platform.db
      .selectFrom('audit_log')
      .select(['operator_id', 'action', 'target'])
      .where('target', '=', `image:${id}`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      operator_id: support.id,
      action: 'image.publish',
      target: `image:${id}`,
    });
  });

  it('never serves a trader’s private image at the public path', async () => {
    const uploaded = await uploadImage(platform, trader.token, await testJpeg());
    expect(uploaded.code).toBe(1);
    const privateId = new URL(uploaded.data.url, 'http://localhost').pathname.split('/').pop();
    const res = await platform.app.inject({
      method: 'GET',
      url: `/api/common/image/${privateId}`,
      headers: { lang: 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 1002, msg: 'Not found', data: null });
    for (const id of ['nothing-here', '../../etc/passwd', 'A'.repeat(24)]) {
      expect(
        (await platform.app.inject({ method: 'GET', url: `/api/common/image/${id}` })).statusCode,
      ).toBe(404);
    }
  });

  it('is not a trader’s to name in a form: a published image is nobody’s document', async () => {
    const answer = await publish(support.token, await testJpeg());
    const res = await platform.app.inject({
      method: 'POST',
      url: '/api/user_real/real_name',
      headers: { lang: 'en', authorization: trader.token },
      payload: {
        name: 'Chan Tai Man',
        card_id: 'A1234567',
        front_pic: answer.data?.url,
        reverse_pic: answer.data?.url,
      },
    });
    expect(res.json().code).toBe(3006);
  });

  it('refuses anyone but an operator, and what is not an image', async () => {
    expect((await publish(trader.token, await testJpeg())).code).toBe(999);
    const finance = await client.operatorWithRole('finance');
    expect((await publish(finance.token, await testJpeg())).code).toBe(4004);
    const script = await publish(support.token, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(script).toMatchObject({ code: 3003, data: null });
  });
});
