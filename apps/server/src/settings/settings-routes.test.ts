import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
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

describe('GET /api/basicSet/getBasicInfo', () => {
  it('answers the seeded base data as numbers', async () => {
    expect(await get('/api/basicSet/getBasicInfo?t=1700000000000')).toEqual({
      status: 200,
      code: 1,
      msg: 'Success',
      data: { service_link: '', service_link_type: 1, verify_reg_type: 2, trade_fee_type: 1 },
    });
  });

  it('follows the operator changes, and falls back for a value that is not a number', async () => {
    await platform.db
      .updateTable('settings')
      .set({ value: 'https://chat.example.com/room' })
      .where('key', '=', 'service_link')
      .execute();
    await platform.db
      .updateTable('settings')
      .set({ value: '2' })
      .where('key', '=', 'trade_fee_type')
      .execute();
    await platform.db
      .updateTable('settings')
      .set({ value: 'two' })
      .where('key', '=', 'verify_reg_type')
      .execute();
    try {
      expect((await get('/api/basicSet/getBasicInfo')).data).toEqual({
        service_link: 'https://chat.example.com/room',
        service_link_type: 1,
        verify_reg_type: 1,
        trade_fee_type: 2,
      });
    } finally {
      await platform.db
        .updateTable('settings')
        .set({ value: '' })
        .where('key', '=', 'service_link')
        .execute();
      await platform.db
        .updateTable('settings')
        .set({ value: '1' })
        .where('key', '=', 'trade_fee_type')
        .execute();
      await platform.db
        .updateTable('settings')
        .set({ value: '2' })
        .where('key', '=', 'verify_reg_type')
        .execute();
    }
  });
});

describe('GET /api/default/setting', () => {
  it('answers a public setting', async () => {
    expect(await get('/api/default/setting?key=is_show_mobile&t=1')).toEqual({
      status: 200,
      code: 1,
      msg: 'Success',
      data: { key: 'is_show_mobile', value: '0' },
    });
  });

  it('answers notFound for an unknown key and for a server-side setting', async () => {
    for (const key of ['no_such_key', 'stop_out_level', 'demo_balance']) {
      expect(await get(`/api/default/setting?key=${key}`)).toEqual({
        status: 200,
        code: 1002,
        msg: 'Not found',
        data: null,
      });
    }
    expect((await get('/api/default/setting?key=no_such_key', 'hk')).msg).toBe('找不到');
  });

  it('answers invalidField for a missing, empty or overlong key', async () => {
    for (const query of ['', '?key=', '?key=%20%20', `?key=${'k'.repeat(65)}`]) {
      expect(await get(`/api/default/setting${query}`)).toEqual({
        status: 200,
        code: 1001,
        msg: 'Invalid value for key',
        data: null,
      });
    }
  });
});

describe('GET /api/default/area_list', () => {
  it('answers the dialling codes in order, none for the excluded countries', async () => {
    const answer = await get('/api/default/area_list');
    expect(answer.code).toBe(1);
    const areas = answer.data as { id: number; global_code: string; code: string }[];
    expect(areas.length).toBeGreaterThanOrEqual(225);
    expect(areas.slice(0, 4).map((a) => `${a.global_code} ${a.code}`)).toEqual([
      '+852 HK',
      '+853 MO',
      '+886 TW',
      '+376 AD',
    ]);
    // After the first three, alphabetical by ISO code.
    const rest = areas.slice(3).map((a) => a.code);
    expect(rest).toEqual([...rest].sort());
    expect(new Set(areas.map((a) => a.code)).size).toBe(areas.length);
    expect(new Set(areas.map((a) => a.id)).size).toBe(areas.length);
    for (const area of areas) {
      expect(area.code, area.code).toMatch(/^[A-Z]{2}$/);
      expect(area.global_code, area.code).toMatch(/^\+[1-9]\d{0,3}$/);
    }
    expect(areas.map((a) => `${a.global_code} ${a.code}`)).toEqual(
      expect.arrayContaining([
        '+1 US',
        '+1 CA',
        '+44 GB',
        '+81 JP',
        '+65 SG',
        '+61 AU',
        '+49 DE',
        '+7 RU',
        '+7 KZ',
        '+27 ZA',
        '+55 BR',
        '+1876 JM',
        '+971 AE',
        '+380 UA',
        '+970 PS',
      ]),
    );
    for (const excluded of ['KP', 'IL', 'CN', 'VU', 'CU'])
      expect(areas.map((a) => a.code)).not.toContain(excluded);
    for (const excludedCode of ['+850', '+972', '+86', '+678', '+53']) {
      expect(areas.map((a) => a.global_code)).not.toContain(excludedCode);
    }
  });
});

describe('public settings of registration and the user centre', () => {
  it('answers register_invite_required and complaint_email', async () => {
    expect((await get('/api/default/setting?key=register_invite_required')).data).toEqual({
      key: 'register_invite_required',
      value: '0',
    });
    expect((await get('/api/default/setting?key=complaint_email')).data).toEqual({
      key: 'complaint_email',
      value: '',
    });
    for (const key of ['company_status', 'loss_address']) {
      expect((await get(`/api/default/setting?key=${key}`)).code).toBe(1002);
    }
  });
});

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
