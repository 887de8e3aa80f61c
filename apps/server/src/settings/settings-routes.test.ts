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
