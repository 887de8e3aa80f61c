import type { CategoryConfig, InstrumentConfig, SiteSettings } from '@tp/contract/admin-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let client: AdminTestClient;
let admin: string;
let risk: string;
let support: string;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  client = new AdminTestClient(platform);
  admin = await client.token();
  risk = (await client.operatorWithRole('risk')).token;
  support = (await client.operatorWithRole('support')).token;
});

afterAll(async () => {
  await platform?.close();
});

const auditCount = async () =>
  (await platform.db.selectFrom('audit_log').select('id').execute()).length;

async function instruments(token = admin): Promise<InstrumentConfig[]> {
  const answer = await client.call<InstrumentConfig[]>('GET', '/admin-api/config/instruments', {
    token,
  });
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

async function instrument(code: string): Promise<InstrumentConfig> {
  const found = (await instruments()).find((i) => i.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found;
}

const saveInstrument = (body: Record<string, unknown>, token = risk, lang = 'en') =>
  client.call<InstrumentConfig>('POST', '/admin-api/config/instruments/save', {
    token,
    body,
    lang,
  });

describe('instruments', () => {
  it('lists every instrument with all its terms, to risk and administrators only', async () => {
    const list = await instruments(risk);
    expect(list.map((i) => i.code)).toEqual(platform.market.instruments().map((i) => i.code));
    const eurusd = list.find((i) => i.code === 'EURUSD');
    const record = platform.market.instrumentByCode('EURUSD');
    expect(eurusd).toMatchObject({
      id: record?.id,
      showCode: record?.showCode,
      baseCurrency: 'EUR',
      quoteCurrency: 'USD',
      contractSize: record?.terms.contractSize.toNumber(),
      spread: record?.terms.spread.toNumber(),
      leverageOptions: record?.terms.leverageOptions,
      tradingEnabled: true,
    });
    expect(eurusd?.sessions[0]).toEqual({ Day: 0, Open: 1320, Close: 1440 });
    expect(
      (await client.call('GET', '/admin-api/config/instruments', { token: support })).code,
    ).toBe(4004);
  });

  it('widens the spread at once: the market, the trader’s quotes and a new order use it', async () => {
    platform.prices.push('EURUSD', '1.10000');
    const before = await instrument('EURUSD');
    const audits = await auditCount();
    const saved = await saveInstrument({ ...before, spread: 0.002 });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.spread).toBe(0.002);

    const quote = platform.market.quote(before.id);
    expect(quote?.bid.toString()).toBe('1.099');
    expect(quote?.ask.toString()).toBe('1.101');
    const list = await callApi(platform.app, 'tradeList', {});
    const wire = list.data.find((i) => i.Code === 'EURUSD');
    expect(wire?.ForexQuotations.Bid).toBe(1.099);
    expect(wire?.ForexQuotations.Ask).toBe(1.101);

    const trader = await newDemoUser(platform.app);
    const order = await callApi(
      platform.app,
      'submit',
      { type: 1, cont: 0.01, forex_id: before.id, status: 1, multiple: before.leverageOptions[0] },
      { token: trader.token },
    );
    expect(order.code, order.msg).toBe(1);
    expect(order.data.OriginPrice).toBe(1.101);

    expect(await auditCount()).toBe(audits + 1);
    const row = await platform.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'instrument.save', target: `instrument:${before.id}` });
    expect(row.before).toMatchObject({ spread: before.spread });
    expect(row.after).toMatchObject({ spread: 0.002 });
  });

  it('switches trading off and on, and moves sessions, at once', async () => {
    const nzd = await instrument('NZDUSD');
    expect((await saveInstrument({ ...nzd, tradingEnabled: false })).code).toBe(1);
    expect(platform.market.isOpen(nzd.id)).toBe(false);
    const trader = await newDemoUser(platform.app);
    const refused = await callApi(
      platform.app,
      'submit',
      { type: 1, cont: 0.01, forex_id: nzd.id, status: 1, multiple: nzd.leverageOptions[0] },
      { token: trader.token },
    );
    expect(refused.code).toBe(2101);
    expect((await saveInstrument({ ...nzd, tradingEnabled: true })).code).toBe(1);
    expect(platform.market.isOpen(nzd.id)).toBe(true);

    // Wednesday noon falls outside a Wednesday session of 13:00–14:00.
    const wednesday = 3;
    const sessions = [{ Day: wednesday, Open: 780, Close: 840 }];
    expect((await saveInstrument({ ...nzd, sessions })).code).toBe(1);
    expect(platform.market.isOpen(nzd.id)).toBe(false);
    expect((await saveInstrument({ ...nzd })).code).toBe(1);
    expect(platform.market.isOpen(nzd.id)).toBe(true);
  });

  it('refuses invalid terms with the reason, in the operator’s language, changing nothing', async () => {
    const gbp = await instrument('GBPUSD');
    const audits = await auditCount();
    expect(await saveInstrument({ ...gbp, lotStep: 1, minLots: 0.5 })).toEqual({
      code: 4009,
      msg: 'Invalid instrument: the lot step must not be larger than the minimum lots',
      data: null,
    });
    expect((await saveInstrument({ ...gbp, lotStep: 1, minLots: 0.5 }, risk, 'hk')).msg).toBe(
      '產品設置無效：手數步長不能大於最小手數',
    );
    expect((await saveInstrument({ ...gbp, leverageOptions: [] })).msg).toBe(
      'Invalid instrument: leverage options are required unless the margin is fixed per lot',
    );
    expect((await saveInstrument({ ...gbp, code: 'GBPUSD2' })).code).toBe(4009);
    expect((await saveInstrument({ ...gbp, categoryId: 999 })).code).toBe(4009);
    expect(
      (await saveInstrument({ ...gbp, sessions: [{ Day: 1, Open: 600, Close: 500 }] })).msg,
    ).toBe(
      'Invalid instrument: each session opens before it closes and does not overlap another on the same day',
    );
    expect(await saveInstrument({ ...gbp, spread: -1 })).toEqual({
      code: 4009,
      msg: 'Invalid instrument: invalid value for spread',
      data: null,
    });
    expect((await saveInstrument({ ...gbp, sessions: [{ Day: 9, Open: 0, Close: 60 }] })).msg).toBe(
      'Invalid instrument: invalid value for sessions.0.Day',
    );
    expect((await saveInstrument({ ...gbp, id: 99_999 })).code).toBe(2001);
    expect(await instrument('GBPUSD')).toEqual(gbp);
    expect(await auditCount()).toBe(audits);
    expect(platform.market.instrumentByCode('GBPUSD')?.terms.lotStep.toNumber()).toBe(gbp.lotStep);
  });

  it('keeps the contract size while positions are open on the instrument', async () => {
    const jpy = await instrument('USDJPY');
    const trader = await newDemoUser(platform.app);
    platform.prices.push('USDJPY', '150');
    const opened = await callApi(
      platform.app,
      'submit',
      { type: 2, cont: 0.01, forex_id: jpy.id, status: 1, multiple: jpy.leverageOptions[0] },
      { token: trader.token },
    );
    expect(opened.code, opened.msg).toBe(1);
    const refused = await saveInstrument({ ...jpy, contractSize: jpy.contractSize * 10 });
    expect(refused.msg).toBe(
      'Invalid instrument: the contract size and currencies cannot change while orders are open on it',
    );
    // Trading terms that do not revalue open positions may change.
    expect((await saveInstrument({ ...jpy, feeRate: jpy.feeRate + 1, maxLots: 50 })).code).toBe(1);
    expect(platform.market.instrument(jpy.id)?.terms.maxLots?.toNumber()).toBe(50);
  });

  it('lets support not save, and the administrator save', async () => {
    const aud = await instrument('AUDUSD');
    expect((await saveInstrument({ ...aud, sort: aud.sort + 1 }, support)).code).toBe(4004);
    expect((await saveInstrument({ ...aud, sort: aud.sort + 1 }, admin)).data.sort).toBe(
      aud.sort + 1,
    );
  });
});

describe('categories', () => {
  const list = async () =>
    (await client.call<CategoryConfig[]>('GET', '/admin-api/config/categories', { token: risk }))
      .data;
  const save = (body: Record<string, unknown>, token = admin) =>
    client.call<CategoryConfig>('POST', '/admin-api/config/categories/save', { token, body });

  it('creates and renames a category, which the trader app shows at once', async () => {
    const audits = await auditCount();
    const created = await save({ code: 'bonds', names: { en: 'Bonds', hk: '債券' }, sort: 90 });
    expect(created.code, created.msg).toBe(1);
    expect((await list()).at(-1)).toEqual(created.data);
    const hk = await callApi(platform.app, 'categories', {}, { headers: { lang: 'hk' } });
    expect(hk.data.find((c) => c.Id === created.data.id)?.NameShowTrans).toBe('債券');

    const renamed = await save({ ...created.data, names: { en: 'Government bonds' } });
    expect(renamed.data.names).toEqual({ en: 'Government bonds' });
    const en = await callApi(platform.app, 'categories', {});
    expect(en.data.find((c) => c.Id === created.data.id)?.NameShowTrans).toBe('Government bonds');

    const rows = await platform.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `category:${created.data.id}`)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.before === null])).toEqual([
      ['category.create', true],
      ['category.save', false],
    ]);
    expect(rows[1]?.after).toMatchObject({ names: { en: 'Government bonds' } });
    expect(await auditCount()).toBe(audits + 2);
  });

  it('refuses a category without an English name, a taken or bad code, an unknown language', async () => {
    const audits = await auditCount();
    expect(await save({ code: 'x1', names: { hk: '只有中文' }, sort: 1 })).toEqual({
      code: 1001,
      msg: 'Invalid value for names.en',
      data: null,
    });
    expect((await save({ code: 'forex', names: { en: 'Again' }, sort: 1 })).code).toBe(1001);
    expect((await save({ code: 'Bad Code', names: { en: 'x' }, sort: 1 })).code).toBe(1001);
    expect((await save({ code: 'x2', names: { en: 'x', xx: 'y' }, sort: 1 })).code).toBe(1001);
    expect((await save({ id: 9999, code: 'x3', names: { en: 'x' }, sort: 1 })).code).toBe(1002);
    expect(await auditCount()).toBe(audits);
  });

  it('lets risk read but only administrators save', async () => {
    expect((await list()).length).toBeGreaterThan(0);
    expect((await save({ code: 'x4', names: { en: 'x' }, sort: 1 }, risk)).code).toBe(4004);
    expect(
      (await client.call('GET', '/admin-api/config/categories', { token: support })).code,
    ).toBe(4004);
  });
});

describe('site settings', () => {
  const read = async (token = admin) =>
    client.call<SiteSettings>('GET', '/admin-api/config/settings', { token });
  const save = (body: Record<string, unknown>, token = admin) =>
    client.call<SiteSettings>('POST', '/admin-api/config/settings/save', { token, body });

  it('reads every setting as seeded', async () => {
    const answer = await read(risk);
    expect(answer.data).toEqual({
      service_link: '',
      service_link_type: 1,
      verify_reg_type: 2,
      trade_fee_type: 1,
      is_show_mobile: 0,
      stop_out_level: 50,
      demo_balance: 10000,
      company_status: 1,
      company_type: 1,
      loss_address: '',
      complaint_email: '',
      register_invite_required: 0,
      default_language: 'hk',
      risk_profile: 'none',
    });
  });

  it('sets the broker’s language, which articles not written in a reader’s are read in', async () => {
    const saved = await save({ default_language: 'en' });
    expect(saved.data.default_language).toBe('en');
    const stored = await platform.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'default_language')
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe('en');
    expect((await save({ default_language: 'xx' })).code).toBe(4007);
    expect((await save({ default_language: 'hk' })).data.default_language).toBe('hk');
  });

  it('applies the public settings at once and audits what changed', async () => {
    const audits = await auditCount();
    const saved = await save({
      service_link: 'https://help.example.com/chat',
      service_link_type: 0,
      verify_reg_type: 1,
      is_show_mobile: 3,
      complaint_email: 'complaints@example.com',
      demo_balance: 2500,
    });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.demo_balance).toBe(2500);
    const basic = await callApi(platform.app, 'basicInfo', {});
    expect(basic.data).toMatchObject({
      service_link: 'https://help.example.com/chat',
      service_link_type: 0,
      verify_reg_type: 1,
    });
    const mobile = await callApi(platform.app, 'setting', { key: 'is_show_mobile' });
    expect(mobile.data.value).toBe('3');
    const demo = await newDemoUser(platform.app);
    const balance = await callApi(platform.app, 'balance', {}, { token: demo.token });
    expect(balance.data.balance).toBe(2500);

    expect(await auditCount()).toBe(audits + 1);
    const row = await platform.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.action).toBe('settings.save');
    expect(row.target).toBe(
      'setting:service_link,service_link_type,verify_reg_type,is_show_mobile,demo_balance,complaint_email',
    );
    expect(row.before).toMatchObject({ demo_balance: 10000, verify_reg_type: 2 });
    expect(row.after).toMatchObject({ demo_balance: 2500, verify_reg_type: 1 });
  });

  it('writes no audit row when nothing changed', async () => {
    const audits = await auditCount();
    expect((await save({ verify_reg_type: 1 })).code).toBe(1);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses each invalid value naming the field, changing nothing', async () => {
    const before = (await read()).data;
    const audits = await auditCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ service_link: 'javascript:alert(1)' }, 'service_link'],
      [{ service_link_type: 5 }, 'service_link_type'],
      [{ verify_reg_type: 0 }, 'verify_reg_type'],
      [{ trade_fee_type: 3 }, 'trade_fee_type'],
      [{ is_show_mobile: 2 }, 'is_show_mobile'],
      [{ stop_out_level: -1 }, 'stop_out_level'],
      [{ stop_out_level: 2000 }, 'stop_out_level'],
      [{ stop_out_level: 'fifty' }, 'stop_out_level'],
      [{ stop_out_level: 10.123 }, 'stop_out_level'],
      [{ demo_balance: 1e12 }, 'demo_balance'],
      [{ company_status: 0 }, 'loss_address'],
      [{ loss_address: 'not a url' }, 'loss_address'],
      [{ complaint_email: 'nobody' }, 'complaint_email'],
      [{ register_invite_required: 2 }, 'register_invite_required'],
    ];
    for (const [body, field] of cases) {
      expect(await save(body), JSON.stringify(body)).toEqual({
        code: 4007,
        msg: `Invalid value for ${field}`,
        data: null,
      });
    }
    expect((await read()).data).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('lets risk read, and only administrators save', async () => {
    expect((await save({ stop_out_level: 40 }, risk)).code).toBe(4004);
    expect((await read(support)).code).toBe(4004);
  });
});
