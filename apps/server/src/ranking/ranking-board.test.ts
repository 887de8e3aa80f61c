import type { AdminRankPage } from '@tp/contract/admin-endpoints';
import { rankPageSize } from '@tp/contract/endpoints';
import { type TraderRankItem, TraderType } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../http/auth.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { realTrader } from '../test-support/back-office-fixtures.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';
import { type BoardRow, computeRanking } from './compute-ranking.ts';
import { maskedUid } from './masked-uid.ts';
import { rankingJobName } from './ranking-limits.ts';

let platform: TestPlatform;
let admin: AdminTestClient;
let eurusd: number;

type Trader = { token: string; userId: number; uid: string; email?: string };

let alpha: Trader;
let quiet: Trader;
let newcomer: Trader;
let demo: Trader;

const code = (name: keyof typeof ErrorCatalogue) => ErrorCatalogue[name].code;

async function real(): Promise<Trader> {
  const trader = await realTrader(platform, { balance: '5000' });
  const token = await createSession(platform.db, trader.userId, platform.clock.now());
  return { ...trader, token };
}

/** Opens and closes 0.01 lot of EUR/USD at 100× `count` times, a minute apart each step. */
async function roundTrips(trader: Trader, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    platform.clock.advance(60_000);
    platform.prices.push('EURUSD', '1.08');
    await platform.engine.settled();
    const opened = await callApi(
      platform.app,
      'submit',
      { type: 1, cont: 0.01, forex_id: eurusd, status: 1, multiple: 100 },
      { token: trader.token },
    );
    expect(opened.code).toBe(1);
    platform.clock.advance(60_000);
    platform.prices.push('EURUSD', i % 2 === 0 ? '1.0850' : '1.0790');
    await platform.engine.settled();
    const closed = await callApi(
      platform.app,
      'close',
      { id: opened.data.Id },
      { token: trader.token },
    );
    expect(closed.code).toBe(1);
  }
}

const setting = (trader: Trader, params: Record<string, unknown>, lang = 'en') =>
  callApi(platform.app, 'saveFollowSetting', params, { token: trader.token, headers: { lang } });

async function board(params: Record<string, unknown> = {}): Promise<TraderRankItem[]> {
  const answer = await callApi(platform.app, 'followList', params);
  expect(answer.code).toBe(1);
  return answer.data.data;
}

const names = async (params: Record<string, unknown> = {}) =>
  (await board(params)).map((item) => item.user);

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 }, { rankingMinPositions: 3 });
  admin = new AdminTestClient(platform);
  await admin.token();
  eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
  alpha = await real();
  quiet = await real();
  newcomer = await real();
  demo = await newDemoUser(platform.app);
  expect((await setting(alpha, { listed: 1, nickname: 'Alpha Trader' })).code).toBe(1);
  expect((await setting(newcomer, { listed: 1, nickname: 'New Comer' })).code).toBe(1);
  await roundTrips(alpha, 3);
  await roundTrips(quiet, 3);
  await roundTrips(newcomer, 2);
  await roundTrips(demo, 4);
  await platform.runJob(rankingJobName);
});

afterAll(async () => {
  await platform?.close();
});

describe('who is on the board', () => {
  it('lists a real trader who opted in under their name and a demo account by its masked uid', async () => {
    const items = await board();
    expect(items.map((item) => [item.user, item.type])).toEqual(
      expect.arrayContaining([
        ['Alpha Trader', TraderType.real],
        [maskedUid(demo.uid), TraderType.demo],
      ]),
    );
    expect(items).toHaveLength(2);
    expect(maskedUid(demo.uid)).toMatch(/^\d{2}\*{4}\d{2}$/);
    // Nothing that names a person beyond the chosen name: no e-mail, no uid in full.
    const text = JSON.stringify(items);
    expect(text).not.toContain('@');
    expect(text).not.toContain(demo.uid);
    expect(text).not.toContain(alpha.uid);
  });

  it('leaves out a real trader who did not opt in, and one with too few closed positions', async () => {
    const shown = await names();
    expect(shown).not.toContain('New Comer');
    expect(shown.some((name) => name.includes(quiet.uid.slice(-2)) && !name.includes('*'))).toBe(
      false,
    );
    const newcomerSetting = await callApi(
      platform.app,
      'followSetting',
      {},
      {
        token: newcomer.token,
      },
    );
    expect(newcomerSetting.data).toEqual({ listed: 1, nickname: 'New Comer', rank: 0 });
  });

  it('filters by type: only real, or only demo', async () => {
    expect(await names({ type: TraderType.real })).toEqual(['Alpha Trader']);
    expect(await names({ type: TraderType.demo })).toEqual([maskedUid(demo.uid)]);
  });

  it('takes a trader off at once when they opt out, and back when they opt in again', async () => {
    expect((await setting(alpha, { listed: 0 })).data).toMatchObject({ listed: 0, rank: 0 });
    expect(await names()).not.toContain('Alpha Trader');
    const back = await setting(alpha, { listed: 1 });
    expect(back.data.listed).toBe(1);
    expect(back.data.rank).toBeGreaterThan(0);
    expect(await names()).toContain('Alpha Trader');
  });

  it('lists a trader who opts in from the next computation', async () => {
    expect((await setting(quiet, { listed: 1, nickname: 'Quiet Quant' })).code).toBe(1);
    expect(await names()).not.toContain('Quiet Quant');
    await platform.runJob(rankingJobName);
    expect(await names()).toContain('Quiet Quant');
  });
});

describe('hiding a trader', () => {
  const hide = (token: string, body: Record<string, unknown>) =>
    admin.call('POST', '/admin-api/ranking/hide', { token, body });
  const restore = (token: string, body: Record<string, unknown>) =>
    admin.call('POST', '/admin-api/ranking/restore', { token, body });
  const adminBoard = async (token: string, view: 'board' | 'hidden') =>
    (await admin.call<AdminRankPage>('GET', `/admin-api/ranking?view=${view}`, { token })).data;

  it('keeps them off whatever the job computes until restored, and the trail records both', async () => {
    const support = await admin.operatorWithRole('support');
    const hidden = await hide(support.token, { userId: alpha.userId, reason: 'Copying signals' });
    expect(hidden.code).toBe(1);
    expect(await names()).not.toContain('Alpha Trader');
    await platform.runJob(rankingJobName);
    expect(await names()).not.toContain('Alpha Trader');

    const onBoard = await adminBoard(support.token, 'board');
    const row = onBoard.items.find((item) => item.userId === alpha.userId);
    expect(row).toMatchObject({
      displayName: 'Alpha Trader',
      hidden: true,
      hiddenReason: 'Copying signals',
      listed: true,
    });
    expect(row?.figures?.threeWeekTradeNum).toBe(3);
    expect((await adminBoard(support.token, 'hidden')).items.map((item) => item.userId)).toEqual([
      alpha.userId,
    ]);

    const risk = await admin.operatorWithRole('risk');
    expect((await restore(risk.token, { userId: alpha.userId })).code).toBe(1);
    expect(await names()).toContain('Alpha Trader');
    expect((await adminBoard(risk.token, 'hidden')).items).toEqual([]);

    const trail = await platform.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'before', 'after'])
      .where('target', '=', `user:${alpha.userId}`)
      .where('action', 'like', 'ranking.%')
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      {
        action: 'ranking.hide',
        operator_id: support.id,
        before: { hidden: false },
        after: { hidden: true, reason: 'Copying signals' },
      },
      {
        action: 'ranking.restore',
        operator_id: risk.id,
        before: { hidden: true, reason: 'Copying signals' },
        after: { hidden: false },
      },
    ]);
  });

  it('refuses a role that may not, a hide without a reason, and an unknown trader, changing nothing', async () => {
    const finance = await admin.operatorWithRole('finance');
    const token = await admin.token();
    expect((await hide(finance.token, { userId: alpha.userId, reason: 'x' })).code).toBe(
      code('forbiddenRole'),
    );
    expect((await hide(token, { userId: alpha.userId, reason: '   ' })).code).toBe(
      code('rankHideReasonRequired'),
    );
    expect((await hide(token, { userId: 987_654_321, reason: 'Spam' })).code).toBe(
      code('userNotFound'),
    );
    expect((await hide(token, { userId: 'abc', reason: 'Spam' })).code).toBe(code('invalidField'));
    const rows = await platform.db.selectFrom('ranking_hidden').selectAll().execute();
    expect(rows).toEqual([]);
    expect(await names()).toContain('Alpha Trader');
  });
});

describe('a trader’s ranking setting', () => {
  it('is off with no name by default', async () => {
    const fresh = await real();
    const answer = await callApi(platform.app, 'followSetting', {}, { token: fresh.token });
    expect(answer.data).toEqual({ listed: 0, nickname: '', rank: 0 });
  });

  it('tells a place on the board', async () => {
    const answer = await callApi(platform.app, 'followSetting', {}, { token: alpha.token });
    const place = (await board()).findIndex((item) => item.user === 'Alpha Trader') + 1;
    expect(answer.data).toEqual({ listed: 1, nickname: 'Alpha Trader', rank: place });
  });

  let named = 0;

  it.each<[string, Record<string, unknown>, keyof typeof ErrorCatalogue, boolean]>([
    ['listed without a name', { listed: 1 }, 'rankNicknameRequired', false],
    ['a name too short', { listed: 1, nickname: 'A' }, 'rankNicknameLength', true],
    ['an e-mail', { listed: 1, nickname: 'me@example.com' }, 'rankNicknameCharacters', true],
    ['a phone number', { listed: 1, nickname: '9123 4567' }, 'rankNicknameContact', true],
    [
      'a name another trader has, in other case',
      { nickname: 'alpha TRADER' },
      'rankNicknameTaken',
      true,
    ],
    ['listed neither 0 nor 1', { listed: 2, nickname: 'Fine Name' }, 'rankListedInvalid', true],
    ['listed not a number', { listed: 'yes' }, 'invalidField', true],
  ])('refuses %s and changes nothing', async (_name, params, error, hadName) => {
    const trader = await real();
    const before = hadName ? `Before ${++named}` : '';
    if (hadName) expect((await setting(trader, { nickname: before })).code).toBe(1);
    const answer = await setting(trader, params);
    expect(answer.code).toBe(code(error));
    const stored = await callApi(platform.app, 'followSetting', {}, { token: trader.token });
    expect(stored.data).toEqual({ listed: 0, nickname: before, rank: 0 });
  });

  it('keeps the name in one form and says why in Traditional Chinese', async () => {
    const trader = await real();
    const saved = await setting(trader, { listed: 1, nickname: '  維港   Ｔrader ' });
    expect(saved.data.nickname).toBe('維港 Trader');
    expect(saved.msg).toBe('Saved');
    const taken = await setting(await real(), { nickname: '維港 trader' }, 'hk');
    expect(taken).toMatchObject({
      code: code('rankNicknameTaken'),
      msg: '此顯示名稱已被使用，請另選一個',
    });
  });

  it('is for real accounts: a demo account is refused, and a visitor asked to log in', async () => {
    expect((await callApi(platform.app, 'followSetting', {}, { token: demo.token })).code).toBe(
      code('demoRestricted'),
    );
    expect((await setting(demo, { listed: 1, nickname: 'Demo Name' })).code).toBe(
      code('demoRestricted'),
    );
    expect((await callApi(platform.app, 'followSetting', {})).code).toBe(999);
    expect((await callApi(platform.app, 'saveFollowSetting', { listed: 1 })).code).toBe(999);
  });
});

describe('the list call', () => {
  /** Demo traders straight into the computed table: the list only reads it. */
  async function seedBoard(count: number): Promise<void> {
    await platform.db.deleteFrom('trader_rankings').execute();
    for (let i = 0; i < count; i++) {
      const user = await platform.db
        .insertInto('users')
        .values({
          uid: String(60_000_000 + i),
          email: null,
          password_hash: null,
          is_demo: true,
          demo_id: `seeded-${i}`,
          invite_code: `SEED${i}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await platform.db
        .insertInto('trader_rankings')
        .values({
          user_id: user.id,
          is_demo: true,
          score: String((count - i) / 100),
          period_rate: String((count - i) / 100),
          period_profit: '10',
          win_rate: '0.5',
          max_drawdown: '0',
          total_rate: '0.1',
          period_closed: 5,
          total_closed: 9,
          risk_score: 3,
          leverage: 10,
          instrument_id: eurusd,
          computed_at: marketsOpenAt,
        })
        .execute();
    }
  }

  it('pages the board in order and tells the total', async () => {
    await seedBoard(45);
    const first = await callApi(platform.app, 'followList', { page: 1 });
    expect(first.data.total).toBe(45);
    expect(first.data.data).toHaveLength(rankPageSize);
    expect(first.data.data.map((item) => item.rank)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(first.data.data[0]).toMatchObject({
      user: '60****00',
      three_week_rate: 45,
      code: 'EURUSD',
      show_code: 'EUR/USD',
      multiple: 10,
    });
    const last = await callApi(platform.app, 'followList', { page: 3 });
    expect(last.data.data.map((item) => item.rank)).toEqual([41, 42, 43, 44, 45]);
    expect((await callApi(platform.app, 'followList', { page: 4 })).data.data).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, keyof typeof ErrorCatalogue]>([
    ['page 0', { page: 0 }, 'rankPageInvalid'],
    ['a page past the board’s last', { page: 51 }, 'rankPageInvalid'],
    ['a page that is no number', { page: 'two' }, 'invalidField'],
    ['a fraction of a page', { page: 1.5 }, 'invalidField'],
    ['an unknown type', { type: 3 }, 'invalidField'],
  ])('refuses %s with a clear message', async (_name, params, error) => {
    const answer = await callApi(platform.app, 'followList', params);
    expect(answer).toMatchObject({ code: code(error), data: null });
    expect(answer.msg).not.toBe('');
  });

  it('says the page range in Traditional Chinese', async () => {
    const answer = await callApi(
      platform.app,
      'followList',
      { page: 99 },
      { headers: { lang: 'hk' } },
    );
    expect(answer.msg).toBe('頁數須為 1 至 50 的整數');
  });
});

describe('the job reading in pages', () => {
  it('computes the same board a trader and a few entries at a time as all at once', async () => {
    const now = platform.clock.now();
    const whole = await computeRanking(platform.db, { now, minPositions: 3 });
    const paged = await computeRanking(platform.db, {
      now,
      minPositions: 3,
      reads: { traders: 1, entries: 3 },
    });
    expect(whole.map((row) => row.userId).sort()).toEqual(
      [alpha.userId, quiet.userId, demo.userId].sort(),
    );
    expect(paged.map(comparable)).toEqual(whole.map(comparable));
  });
});

const comparable = (row: BoardRow) => ({
  ...row,
  figures: Object.fromEntries(
    Object.entries(row.figures).map(([key, value]) => [key, String(value)]),
  ),
});
