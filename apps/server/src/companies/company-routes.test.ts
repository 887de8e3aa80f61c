import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { multipartBody, testPng } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { publicImageIdOfLink } from '../uploads/public-image-link.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { publicUrl: 'https://api.example.com' },
  );
});

afterAll(async () => {
  await platform?.close();
});

async function get(url: string, lang = 'en') {
  const response = await platform.app.inject({ method: 'GET', url, headers: { lang } });
  return {
    status: response.statusCode,
    ...(response.json() as { code: number; msg: string; data: unknown }),
  };
}

describe('GET /api/company/getCompanyStatus', () => {
  it('answers the seeded status, then the operator changes', async () => {
    expect(await get('/api/company/getCompanyStatus?t=1')).toEqual({
      status: 200,
      code: 1,
      msg: 'Success',
      data: { status: 1, loss_address: '', type: 1 },
    });
    const set = (key: string, value: string) =>
      platform.db.updateTable('settings').set({ value }).where('key', '=', key).execute();
    try {
      await set('company_status', '0');
      await set('company_type', '0');
      await set('loss_address', 'https://elsewhere.example.com');
      expect((await get('/api/company/getCompanyStatus')).data).toEqual({
        status: 0,
        loss_address: 'https://elsewhere.example.com',
        type: 0,
      });
      await set('company_status', 'closed');
      expect((await get('/api/company/getCompanyStatus')).data).toMatchObject({ status: 1 });
    } finally {
      await set('company_status', '1');
      await set('company_type', '1');
      await set('loss_address', '');
    }
  });
});

describe('GET /api/company/getCompany', () => {
  it('answers nothing on a fresh install', async () => {
    expect(await get('/api/company/getCompany?name=')).toEqual({
      status: 200,
      code: 1,
      msg: 'Success',
      data: [],
    });
  });

  it('searches enabled companies by part of the name, in any case, in the operator order', async () => {
    const inserted = await platform.db
      .insertInto('companies')
      .values([
        { name: 'Harbour Markets Ltd', url: 'https://harbour.example.com', sort: 20 },
        { name: 'Peak Capital', email: 'desk@peak.example.com', sort: 10 },
        { name: 'Harbourside 100% FX', sort: 30 },
        { name: 'Harbour Hidden', enabled: false, sort: 5 },
      ])
      .returning('id')
      .execute();
    try {
      const names = async (query: string) =>
        ((await get(`/api/company/getCompany${query}`)).data as { name: string }[]).map(
          (c) => c.name,
        );
      expect(await names('')).toEqual([
        'Peak Capital',
        'Harbour Markets Ltd',
        'Harbourside 100% FX',
      ]);
      expect(await names('?name=HARBOUR')).toEqual(['Harbour Markets Ltd', 'Harbourside 100% FX']);
      expect(await names('?name=100%25')).toEqual(['Harbourside 100% FX']);
      expect(await names('?name=%25')).toEqual(['Harbourside 100% FX']);
      expect(await names('?name=_')).toEqual([]);
      const peak = (await get('/api/company/getCompany?name=peak')).data as unknown[];
      expect(peak).toEqual([
        {
          id: expect.any(Number),
          name: 'Peak Capital',
          logo: '',
          url: '',
          subject: '',
          registered_address: '',
          location: '',
          email: 'desk@peak.example.com',
        },
      ]);
      expect(await get(`/api/company/getCompany?name=${'n'.repeat(65)}`)).toMatchObject({
        code: 1001,
        msg: 'Invalid value for name',
      });
      expect(await get('/api/company/getCompany?name=a%00b')).toMatchObject({
        code: 1001,
        msg: 'Invalid value for name',
      });
    } finally {
      await platform.db
        .deleteFrom('companies')
        .where(
          'id',
          'in',
          inserted.map((r) => r.id),
        )
        .execute();
    }
  });
});

describe('a provider’s logo', () => {
  it('is answered as the link of its published image, which anyone may fetch', async () => {
    const client = new AdminTestClient(platform);
    const body = multipartBody(await testPng(), { filename: 'logo.png', contentType: 'image/png' });
    const published = await platform.app.inject({
      method: 'POST',
      url: '/admin-api/images',
      headers: {
        lang: 'en',
        authorization: await client.token(),
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
    const link = (published.json() as { data: { url: string } }).data.url;
    const fileId = publicImageIdOfLink(link) ?? '';
    const [row] = await platform.db
      .insertInto('companies')
      .values({ name: 'Logo Holdings', logo_file_id: fileId })
      .returning('id')
      .execute();
    try {
      const found = (await get('/api/company/getCompany?name=logo')).data as { logo: string }[];
      expect(found).toMatchObject([
        { id: row?.id, logo: `https://api.example.com/api/common/image/${fileId}` },
      ]);
      const image = await platform.app.inject({
        method: 'GET',
        url: new URL(found[0]?.logo ?? '').pathname,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    } finally {
      await platform.db.deleteFrom('companies').where('name', '=', 'Logo Holdings').execute();
    }
  });
});
