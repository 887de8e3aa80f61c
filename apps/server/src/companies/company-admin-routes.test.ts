import { type CompanyRecord, companiesMax } from '@tp/contract/admin-companies';
import type { Company } from '@tp/contract/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import {
  multipartBody,
  newRealUser,
  testJpeg,
  testPng,
  uploadImage,
} from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { publicImageIdOfLink } from '../uploads/public-image-link.ts';

let platform: TestPlatform;
let client: AdminTestClient;
let admin: string;
let adminId: number;
let support: string;

beforeAll(async () => {
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { publicUrl: 'https://api.example.com' },
  );
  client = new AdminTestClient(platform);
  admin = await client.token();
  adminId = (await client.call<{ id: number }>('GET', '/admin-api/me', { token: admin })).data.id;
  support = (await client.operatorWithRole('support')).token;
});

afterAll(async () => {
  await platform?.close();
});

/** POST /admin-api/images as the back office's logo field sends it; answers the link. */
async function publishLogo(token = admin): Promise<string> {
  const body = multipartBody(await testPng(), { filename: 'logo.png', contentType: 'image/png' });
  const res = await platform.app.inject({
    method: 'POST',
    url: '/admin-api/images',
    headers: { lang: 'en', authorization: token, 'content-type': body.contentType },
    payload: body.payload,
  });
  const answer = res.json() as { code: number; msg: string; data: { url: string } };
  if (answer.code !== 1) throw new Error(`publish: ${answer.msg}`);
  return answer.data.url;
}

const save = (body: Record<string, unknown>, token = admin, lang = 'en') =>
  client.call<CompanyRecord>('POST', '/admin-api/config/companies/save', { token, body, lang });

const setEnabled = (id: number, enabled: boolean, token = admin) =>
  client.call<CompanyRecord>('POST', '/admin-api/config/companies/enable', {
    token,
    body: { id, enabled },
  });

const list = (query = '', token = admin) =>
  client.call<{ items: CompanyRecord[]; total: number }>(
    'GET',
    `/admin-api/config/companies${query}`,
    { token },
  );

/** The trader's provider search (no session), as the app's /product page calls it. */
async function traderSearch(name: string): Promise<Company[]> {
  const res = await platform.app.inject({
    method: 'GET',
    url: `/api/company/getCompany?name=${encodeURIComponent(name)}&t=1`,
    headers: { lang: 'en' },
  });
  const answer = res.json() as { code: number; data: Company[] };
  expect(answer.code).toBe(1);
  return answer.data;
}

const auditRows = (target: string) =>
  platform.db
    .selectFrom('audit_log')
    .select(['operator_id', 'action', 'target', 'before', 'after'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

/** What a refused call must leave as it was. */
const counts = async () => ({
  companies: (await platform.db.selectFrom('companies').select('id').execute()).length,
  audits: (await platform.db.selectFrom('audit_log').select('id').execute()).length,
});

const complete = {
  name: 'Victoria Harbour Securities',
  url: 'https://vhs.example.com',
  subject: 'Victoria Harbour Securities Limited',
  registeredAddress: '1 Connaught Place, Central',
  location: 'Hong Kong',
  email: 'desk@vhs.example.com',
};

describe('creating a provider', () => {
  it('saves every field and a published logo, audits it, and the trader finds it', async () => {
    const logo = await publishLogo();
    const fileId = publicImageIdOfLink(logo);
    const created = await save({ ...complete, logo, sort: 5 });
    expect(created.code, created.msg).toBe(1);
    expect(created.data).toEqual({
      id: expect.any(Number),
      ...complete,
      logo: `https://api.example.com/api/common/image/${fileId}`,
      enabled: true,
      sort: 5,
    });
    const { id } = created.data;
    expect(await auditRows(`company:${id}`)).toEqual([
      {
        operator_id: adminId,
        action: 'company.create',
        target: `company:${id}`,
        before: null,
        after: created.data,
      },
    ]);

    expect(await traderSearch('victoria')).toEqual([
      {
        id,
        name: complete.name,
        logo: `https://api.example.com/api/common/image/${fileId}`,
        url: complete.url,
        subject: complete.subject,
        registered_address: complete.registeredAddress,
        location: complete.location,
        email: complete.email,
      },
    ]);
    const image = await platform.app.inject({
      method: 'GET',
      url: `/api/common/image/${fileId}`,
    });
    expect(image.statusCode).toBe(200);
  });

  it('takes only a name, trimmed, leaving the rest empty; the logo’s relative link is taken too', async () => {
    const bare = await save({ name: '  Peak Capital  ' });
    expect(bare.data).toMatchObject({
      name: 'Peak Capital',
      logo: '',
      url: '',
      subject: '',
      registeredAddress: '',
      location: '',
      email: '',
      enabled: true,
      sort: 0,
    });
    const fileId = publicImageIdOfLink(await publishLogo()) ?? '';
    const relative = await save({ name: 'Relative Logo Ltd', logo: `/api/common/image/${fileId}` });
    expect(relative.code, relative.msg).toBe(1);
    expect(relative.data.logo).toBe(`https://api.example.com/api/common/image/${fileId}`);
  });

  it('may start hidden from traders', async () => {
    const hidden = await save({ name: 'Quiet Launch Ltd', enabled: false });
    expect(hidden.data.enabled).toBe(false);
    expect(await traderSearch('quiet launch')).toEqual([]);
  });

  it('refuses a second provider of the same name in any case, on creation and on renaming', async () => {
    const before = await counts();
    const again = await save({ name: 'VICTORIA harbour securities' });
    expect(again).toMatchObject({ code: 5201, msg: 'A provider with this name exists' });
    expect((await save({ name: 'victoria harbour securities' }, admin, 'hk')).msg).toBe(
      '已有同名的服務商',
    );
    const other = (await list('?name=peak')).data.items[0];
    const renamed = await save({ id: other?.id, name: 'Victoria Harbour Securities' });
    expect(renamed.code).toBe(5201);
    expect(await counts()).toEqual(before);
  });

  it('lets one of two operators saving the same new name at once have it', async () => {
    const answers = await Promise.all([
      save({ name: 'Twin Towers Trading' }),
      save({ name: 'twin towers trading' }),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([1, 5201]);
    expect((await list('?name=twin')).data.total).toBe(1);
  });
});

describe('a provider’s fields', () => {
  const refusals: [string, Record<string, unknown>, number, string][] = [
    ['no name', { name: '' }, 5202, 'Enter the provider’s name, at most 64 characters'],
    ['a blank name', { name: '   ' }, 5202, 'Enter the provider’s name, at most 64 characters'],
    [
      'a name too long',
      { name: 'n'.repeat(65) },
      5202,
      'Enter the provider’s name, at most 64 characters',
    ],
    [
      'a name over two lines',
      { name: 'Two\nLines' },
      5202,
      'Enter the provider’s name, at most 64 characters',
    ],
    [
      'a name of another type',
      { name: 42 },
      5202,
      'Enter the provider’s name, at most 64 characters',
    ],
    [
      'a script link',
      { url: 'javascript:alert(1)' },
      5203,
      'The website must be an address starting with http:// or https://, at most 500 characters',
    ],
    [
      'an ftp site',
      { url: 'ftp://files.example.com' },
      5203,
      'The website must be an address starting with http:// or https://, at most 500 characters',
    ],
    [
      'a site without scheme',
      { url: 'www.example.com' },
      5203,
      'The website must be an address starting with http:// or https://, at most 500 characters',
    ],
    [
      'a site too long',
      { url: `https://example.com/${'p'.repeat(481)}` },
      5203,
      'The website must be an address starting with http:// or https://, at most 500 characters',
    ],
    [
      'an e-mail without domain',
      { email: 'desk@' },
      5204,
      'Enter a valid e-mail address, at most 254 characters',
    ],
    [
      'an e-mail with a space',
      { email: 'desk @example.com' },
      5204,
      'Enter a valid e-mail address, at most 254 characters',
    ],
    [
      'an entity too long',
      { subject: 's'.repeat(201) },
      5206,
      'The entity may have at most 200 characters, on one line',
    ],
    [
      'an address over two lines',
      { registeredAddress: '1 Road\n2 Floor' },
      5207,
      'The registered address may have at most 300 characters, on one line',
    ],
    [
      'an address too long',
      { registeredAddress: 'a'.repeat(301) },
      5207,
      'The registered address may have at most 300 characters, on one line',
    ],
    [
      'a location too long',
      { location: 'l'.repeat(101) },
      5208,
      'The location may have at most 100 characters, on one line',
    ],
    [
      'an order out of bounds',
      { sort: 2_000_000_000 },
      5209,
      'The order is a whole number from -1000000 to 1000000',
    ],
    [
      'an order with a fraction',
      { sort: 1.5 },
      5209,
      'The order is a whole number from -1000000 to 1000000',
    ],
    ['a state that is not a switch', { enabled: 'maybe' }, 1001, 'Invalid value for enabled'],
  ];

  it.each(refusals)(
    'refuses %s with its own message, writing nothing',
    async (_case, change, code, msg) => {
      const before = await counts();
      const answer = await save({ ...complete, name: 'Field Check Ltd', ...change });
      expect(answer).toEqual({ code, msg, data: null });
      expect(await counts()).toEqual(before);
    },
  );

  it('tells the operator in Traditional Chinese', async () => {
    const answer = await save(
      { name: 'Field Check Ltd', url: 'mailto:desk@example.com' },
      admin,
      'hk',
    );
    expect(answer).toMatchObject({
      code: 5203,
      msg: '網站須以 http:// 或 https:// 開頭，最多 500 個字',
    });
  });

  it('refuses a body that is not JSON, writing nothing', async () => {
    const before = await counts();
    const res = await platform.app.inject({
      method: 'POST',
      url: '/admin-api/config/companies/save',
      headers: { lang: 'en', authorization: admin, 'content-type': 'application/json' },
      payload: '{"name": "Broken',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1000 });
    expect(await counts()).toEqual(before);
  });
});

describe('a provider’s logo', () => {
  it('must be an image published here: anything else is refused and nothing is written', async () => {
    const trader = await newRealUser(platform);
    const traderUpload = await uploadImage(platform, trader.token, await testJpeg());
    expect(traderUpload.code).toBe(1);
    const privateLink = traderUpload.data.url;
    const privateId = new URL(privateLink, 'http://x').pathname.split('/').pop() ?? '';
    const publishedId = publicImageIdOfLink(await publishLogo()) ?? '';
    const refused = [
      ['a trader’s signed link', privateLink],
      ['a trader’s image at the public path', `/api/common/image/${privateId}`],
      ['another site’s picture', 'https://cdn.example.net/logo.png'],
      ['our path on another host', `https://evil.example.net/api/common/image/${publishedId}`],
      ['an id never issued', `/api/common/image/${'A'.repeat(24)}`],
      ['a malformed id', '/api/common/image/../../etc/passwd'],
      ['an inline picture', 'data:image/png;base64,iVBORw0KGgo='],
      ['a link too long', `/api/common/image/${'A'.repeat(500)}`],
    ];
    for (const [what, logo] of refused) {
      const before = await counts();
      const answer = await save({ name: 'Logo Check Ltd', logo });
      expect(answer, what).toEqual({
        code: 5205,
        msg: 'Upload the logo here: only an image published from this back office can be used',
        data: null,
      });
      expect(await counts(), what).toEqual(before);
    }
  });

  it('can be removed', async () => {
    const created = await save({ name: 'Fading Logo Ltd', logo: await publishLogo() });
    expect(created.data.logo).not.toBe('');
    const cleared = await save({ id: created.data.id, name: 'Fading Logo Ltd', logo: '' });
    expect(cleared.data.logo).toBe('');
    expect((await traderSearch('fading'))[0]?.logo).toBe('');
  });
});

describe('editing a provider', () => {
  it('replaces every field, keeps its state and order unless given, and audits before and after', async () => {
    const created = await save({ ...complete, name: 'Kowloon Capital', sort: 7, enabled: false });
    const { id } = created.data;
    const logo = await publishLogo();
    const edited = await save({
      id,
      name: 'Kowloon Capital Group',
      logo,
      url: 'http://kcg.example.com/about',
      subject: 'Kowloon Capital Group Limited',
      registeredAddress: '18 Nathan Road',
      location: 'Kowloon',
      email: 'hello@kcg.example.com',
    });
    expect(edited.code, edited.msg).toBe(1);
    expect(edited.data).toEqual({
      id,
      name: 'Kowloon Capital Group',
      logo,
      url: 'http://kcg.example.com/about',
      subject: 'Kowloon Capital Group Limited',
      registeredAddress: '18 Nathan Road',
      location: 'Kowloon',
      email: 'hello@kcg.example.com',
      enabled: false,
      sort: 7,
    });
    const audits = await auditRows(`company:${id}`);
    expect(audits.map((row) => row.action)).toEqual(['company.create', 'company.save']);
    expect(audits[1]).toMatchObject({ before: created.data, after: edited.data });

    // The same fields again change nothing and leave no row.
    const same = await save({ ...edited.data });
    expect(same.data).toEqual(edited.data);
    expect((await auditRows(`company:${id}`)).length).toBe(2);
  });

  it('refuses a provider that does not exist', async () => {
    const before = await counts();
    expect(await save({ id: 999_999, name: 'Nobody Ltd' })).toEqual({
      code: 5210,
      msg: 'This provider was not found',
      data: null,
    });
    expect((await setEnabled(999_999, false)).code).toBe(5210);
    expect(await counts()).toEqual(before);
  });
});

describe('disabling a provider', () => {
  it('hides it from every trader search until it is enabled again, each change audited once', async () => {
    const created = await save({ ...complete, name: 'Lantau Brokers' });
    const { id } = created.data;
    expect((await traderSearch('lantau')).map((company) => company.id)).toEqual([id]);

    const disabled = await setEnabled(id, false);
    expect(disabled.data).toEqual({ ...created.data, enabled: false });
    expect(await traderSearch('lantau')).toEqual([]);
    expect((await traderSearch('')).map((company) => company.id)).not.toContain(id);
    // Disabling what is disabled changes nothing.
    expect((await setEnabled(id, false)).code).toBe(1);

    expect((await setEnabled(id, true)).data.enabled).toBe(true);
    expect((await traderSearch('lantau')).map((company) => company.id)).toEqual([id]);
    const audits = await auditRows(`company:${id}`);
    expect(audits.map((row) => [row.action, row.before, row.after])).toEqual([
      ['company.create', null, created.data],
      ['company.disable', { enabled: true }, { enabled: false }],
      ['company.enable', { enabled: false }, { enabled: true }],
    ]);
  });

  it('refuses a state that is not a switch', async () => {
    const answer = await client.call('POST', '/admin-api/config/companies/enable', {
      token: admin,
      body: { id: 1, enabled: 'no' },
    });
    expect(answer).toMatchObject({ code: 1001, msg: 'Invalid value for enabled' });
  });
});

describe('the list', () => {
  it('searches by part of the name in any case, filters by state, in the operator’s order', async () => {
    await save({ name: 'Sai Kung 100% Markets', sort: -3 });
    const hidden = await save({ name: 'Sai Kung Quiet', sort: -2, enabled: false });
    const names = async (query: string) =>
      (await list(query)).data.items.map((company) => company.name);
    expect(await names('?name=SAI%20KUNG')).toEqual(['Sai Kung 100% Markets', 'Sai Kung Quiet']);
    expect(await names('?name=100%25')).toEqual(['Sai Kung 100% Markets']);
    expect(await names('?name=_')).toEqual([]);
    expect(await names('?name=sai&state=enabled')).toEqual(['Sai Kung 100% Markets']);
    expect(await names('?name=sai&state=disabled')).toEqual(['Sai Kung Quiet']);
    expect((await list('?name=sai&state=disabled')).data).toEqual({
      items: [hidden.data],
      total: 1,
    });
  });

  it('answers pages of 50 with the total', async () => {
    const total = (await list()).data.total;
    const rows = Array.from({ length: 55 }, (_, i) => ({ name: `Paging Ltd ${i}`, sort: 100 }));
    await platform.db.insertInto('companies').values(rows).execute();
    try {
      const first = await list('?page=1');
      const second = await list('?page=2');
      expect(first.data.items).toHaveLength(50);
      expect(first.data.total).toBe(total + 55);
      expect(second.data.items).toHaveLength(total + 55 - 50);
      expect((await list('?page=0')).code).toBe(1001);
      expect((await list('?state=gone')).code).toBe(1001);
      expect((await list(`?name=${'n'.repeat(65)}`)).code).toBe(1001);
    } finally {
      await platform.db.deleteFrom('companies').where('name', 'like', 'Paging Ltd %').execute();
    }
  });
});

describe('the directory’s size', () => {
  it('holds at most 500 providers', async () => {
    const { total } = (await list()).data;
    const rows = Array.from({ length: companiesMax - total }, (_, i) => ({ name: `Filler ${i}` }));
    await platform.db.insertInto('companies').values(rows).execute();
    try {
      const before = await counts();
      expect(await save({ name: 'One Too Many Ltd' })).toEqual({
        code: 5211,
        msg: 'The directory holds at most 500 providers',
        data: null,
      });
      expect(await counts()).toEqual(before);
    } finally {
      await platform.db.deleteFrom('companies').where('name', 'like', 'Filler %').execute();
    }
  });
});

describe('who may run the directory', () => {
  it('lets support read it, and only administrators change it', async () => {
    expect((await list('', support)).code).toBe(1);
    const someone = (await list()).data.items[0];
    const before = await counts();
    expect(await save({ name: 'Support Made Ltd' }, support)).toMatchObject({
      code: 4004,
      msg: 'Your role may not do this',
    });
    expect((await setEnabled(someone?.id ?? 0, false, support)).code).toBe(4004);
    for (const role of ['finance', 'risk'] as const) {
      const token = (await client.operatorWithRole(role)).token;
      expect((await list('', token)).code).toBe(4004);
      expect((await save({ name: 'Other Role Ltd' }, token)).code).toBe(4004);
    }
    expect((await client.call('GET', '/admin-api/config/companies')).code).toBe(999);
    expect((await save({ name: 'Nobody Signed In' }, '')).code).toBe(999);
    // A trader's session is not an operator's.
    const trader = await newRealUser(platform);
    expect((await save({ name: 'Trader Made Ltd' }, trader.token)).code).toBe(999);
    expect((await counts()).companies).toBe(before.companies);
    expect((await list('?name=made')).data.total).toBe(0);
  });
});
