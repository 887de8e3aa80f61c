import { randomUUID } from 'node:crypto';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerMemo, LedgerType } from '../engine/ledger-type.ts';
import { callApi, ledgerCheck, newDemoUser, rowCounts } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform?.close();
});

describe('createAccountDemoForU', () => {
  const deviceFirst = randomUUID();
  const deviceAgain = randomUUID();
  const deviceBurst = randomUUID();
  const deviceForm = randomUUID();

  it('creates a demo user with a new account holding the demo balance, credited through the ledger', async () => {
    const answer = await callApi(platform.app, 'createDemoAccount', { demo_id: deviceFirst });
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('Success');
    const { token, user } = answer.data;
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(user.uid).toMatch(/^\d{8}$/);
    expect(user.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(user).toMatchObject({ is_demo: 1, email: '' });

    const balance = await callApi(platform.app, 'balance', {}, { token });
    expect(balance.data).toEqual({ balance: Number(platform.config.demoBalance), lock_balance: 0 });

    const ledger = await platform.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(ledger.map((e) => [new Decimal(e.amount).toNumber(), e.type, e.memo])).toEqual([
      [Number(platform.config.demoBalance), LedgerType.deposit, LedgerMemo.demoCredit],
    ]);
    const check = await ledgerCheck(platform.db, user.id);
    expect(check.balance.eq(check.ledgerSum)).toBe(true);
  });

  it('gives the same device the same user, with a new session token each time and no second credit', async () => {
    const first = await callApi(platform.app, 'createDemoAccount', { demo_id: deviceAgain });
    const before = await rowCounts(platform.db);
    const second = await callApi(platform.app, 'createDemoAccount', { demo_id: deviceAgain });
    expect(second.data.user).toEqual(first.data.user);
    expect(second.data.token).not.toBe(first.data.token);
    expect(await rowCounts(platform.db)).toEqual(before);
    // Both sessions stay valid.
    for (const token of [first.data.token, second.data.token]) {
      expect((await callApi(platform.app, 'userInfo', {}, { token })).data.uid).toBe(
        first.data.user.uid,
      );
    }
  });

  it('makes one user of concurrent first visits from one device', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        callApi(platform.app, 'createDemoAccount', { demo_id: deviceBurst }),
      ),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.user.id)).size).toBe(1);
    const userId = answers[0]?.data.user.id ?? 0;
    const credits = await platform.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(credits).toHaveLength(1);
  });

  it('accepts the device id from a form body as well', async () => {
    const res = await platform.app.inject({
      method: 'GET',
      url: '/api/user/createAccountDemoForU',
      query: { demo_id: deviceForm, t: '1' },
      headers: { lang: 'hk' },
    });
    expect(res.json().code).toBe(1);
    expect(res.json().msg).toBe('成功');
  });

  it('refuses a missing, blank, oversized or unprintable device id with a clear message and writes nothing', async () => {
    const before = await rowCounts(platform.db);
    for (const demoId of [undefined, '', '   ', 'x'.repeat(129), 'bad\u0000id']) {
      const answer = await callApi(
        platform.app,
        'createDemoAccount',
        demoId === undefined ? {} : { demo_id: demoId },
      );
      expect(answer).toEqual({ code: 1001, msg: 'Invalid value for demo_id', data: null });
    }
    expect(await rowCounts(platform.db)).toEqual(before);
  });

  it('refuses a guessable device id, so no one reaches a demo account by guessing its id', async () => {
    const victim = await callApi(platform.app, 'createDemoAccount', { demo_id: randomUUID() });
    expect(victim.code).toBe(1);
    const before = await rowCounts(platform.db);
    for (const demoId of ['1', 'test', 'device-123', '00000000-0000-0000-0000-000000000001']) {
      const answer = await callApi(platform.app, 'createDemoAccount', { demo_id: demoId });
      expect(answer).toEqual({
        code: 1140,
        msg: 'This device id cannot open a demo account; reload the page and try again',
        data: null,
      });
    }
    const inChinese = await platform.app.inject({
      method: 'GET',
      url: '/api/user/createAccountDemoForU?demo_id=1',
      headers: { lang: 'hk' },
    });
    expect(inChinese.json()).toMatchObject({
      code: 1140,
      msg: '此設備編號無法用於模擬帳戶，請重新載入頁面後再試',
    });
    expect(await rowCounts(platform.db)).toEqual(before);
  });
});

describe('user info and balance', () => {
  it('answers the logged-in user as the contract describes', async () => {
    const { token, userId, uid } = await newDemoUser(platform.app);
    const info = await callApi(platform.app, 'userInfo', {}, { token });
    expect(info.code).toBe(1);
    expect(info.data).toEqual({
      id: userId,
      uid,
      email: '',
      mobile: '',
      area_code: '',
      is_demo: 1,
      invite_code: expect.any(String),
    });
  });

  it('answers 999 without a token or with an unknown one', async () => {
    for (const token of [undefined, 'not-a-session']) {
      for (const name of ['userInfo', 'balance'] as const) {
        const answer = await callApi(platform.app, name, {}, { token });
        expect(answer).toEqual({ code: 999, msg: 'Please log in', data: null });
      }
    }
  });
});
