import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../http/password.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';

let platform: TestPlatform;
const password = 'correct horse 7';
let passwordHash: string;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  passwordHash = await hashPassword(password);
});

afterAll(async () => {
  await platform?.close();
});

afterEach(() => {
  platform.clock.set(marketsOpenAt);
});

/** A real user made directly in the database (registration has its own tests). */
async function realUser(email: string, overrides: { isDemo?: boolean; frozen?: boolean } = {}) {
  const suffix = Math.random().toString(36).slice(2, 10);
  return platform.db
    .insertInto('users')
    .values({
      uid: `9${suffix}`,
      email,
      password_hash: passwordHash,
      is_demo: overrides.isDemo ?? false,
      demo_id: overrides.isDemo ? `device-${suffix}` : null,
      invite_code: `L${suffix}`,
      sign_in_frozen: overrides.frozen ?? false,
    })
    .returning(['id', 'uid', 'invite_code'])
    .executeTakeFirstOrThrow();
}

let ipCounter = 0;
/** Each test signs in from its own client address unless it says otherwise. */
let testIp = '203.0.113.1';
beforeEach(() => {
  ipCounter += 1;
  testIp = `203.0.113.${ipCounter}`;
});

/** The body as the spec's client sends it: form-encoded, from the test's own address. */
async function loginForm(fields: Record<string, string>, lang = 'en', ip = testIp) {
  const res = await platform.app.inject({
    method: 'POST',
    url: '/api/user/loginForU',
    remoteAddress: ip,
    headers: { lang, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; msg: string; data: unknown };
}

const sessionCount = async () =>
  (
    await platform.db
      .selectFrom('user_sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const badCredentials = { code: 9001, msg: 'Wrong username or password', data: null };

describe('loginForU', () => {
  it('signs a real user in by e-mail, whatever its case and surrounding spaces', async () => {
    const user = await realUser('Trader.One@Example.com');
    const answer = await loginForm({
      account: '  trader.one@EXAMPLE.com ',
      password,
      login_type: '1',
    });
    expect(answer).toEqual({
      code: 1,
      msg: 'Login successful',
      data: {
        token: expect.any(String),
        user: {
          id: user.id,
          uid: user.uid,
          email: 'Trader.One@Example.com',
          mobile: '',
          area_code: '',
          is_demo: 0,
          invite_code: user.invite_code,
        },
      },
    });
    const { token } = answer.data as { token: string };
    const info = await callApi(platform.app, 'userInfo', {}, { token });
    expect(info.data).toMatchObject({ id: user.id, is_demo: 0 });
  });

  it('accepts a JSON body too, and gives a new session each time', async () => {
    await realUser('json.user@example.com');
    const first = await callApi(platform.app, 'login', {
      account: 'json.user@example.com',
      password,
    });
    const second = await callApi(platform.app, 'login', {
      account: 'json.user@example.com',
      password,
    });
    expect([first.code, second.code]).toEqual([1, 1]);
    expect(first.data.token).not.toBe(second.data.token);
  });

  it('answers a wrong password and an unknown e-mail alike, and opens no session', async () => {
    await realUser('wrong.pass@example.com');
    const before = await sessionCount();
    for (const fields of [
      { account: 'wrong.pass@example.com', password: 'correct horse 8' },
      { account: 'nobody@example.com', password },
      { account: 'wrong.pass@example.co', password },
    ]) {
      expect(await loginForm(fields)).toEqual(badCredentials);
    }
    expect(await loginForm({ account: 'nobody@example.com', password }, 'hk')).toEqual({
      code: 9001,
      msg: '用戶名或密碼錯誤',
      data: null,
    });
    expect(await sessionCount()).toBe(before);
  });

  it('asks for the e-mail first, then the password', async () => {
    const before = await sessionCount();
    const askEmail = { code: 1103, msg: 'Please enter e-mail', data: null };
    const askPassword = { code: 1104, msg: 'Please enter password', data: null };
    expect(await loginForm({})).toEqual(askEmail);
    expect(await loginForm({ account: '', password: '' })).toEqual(askEmail);
    expect(await loginForm({ account: '   ', password })).toEqual(askEmail);
    expect(await loginForm({ account: 'a@example.com' })).toEqual(askPassword);
    expect(await loginForm({ account: 'a@example.com', password: '' })).toEqual(askPassword);
    expect(await loginForm({ account: '', password: '' }, 'hk')).toEqual({
      code: 1103,
      msg: '請輸入電郵',
      data: null,
    });
    expect(await loginForm({ account: 'a@example.com' }, 'hk')).toEqual({
      code: 1104,
      msg: '請輸入密碼',
      data: null,
    });
    expect(await sessionCount()).toBe(before);
  });

  it('refuses oversized, unprintable or malformed input with a clear message', async () => {
    expect(await loginForm({ account: `${'a'.repeat(130)}@example.com`, password })).toEqual({
      code: 1001,
      msg: 'Invalid value for account',
      data: null,
    });
    expect(await loginForm({ account: 'bad\u0000@example.com', password })).toEqual({
      code: 1001,
      msg: 'Invalid value for account',
      data: null,
    });
    expect(await loginForm({ account: 'a@example.com', password: 'p'.repeat(129) })).toEqual({
      code: 1001,
      msg: 'Invalid value for password',
      data: null,
    });
    const json = await platform.app.inject({
      method: 'POST',
      url: '/api/user/loginForU',
      headers: { lang: 'en', 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(json.json()).toEqual({ code: 1000, msg: 'The request could not be read', data: null });
  });

  it('lets no demo user in this way', async () => {
    const demo = await newDemoUser(platform.app);
    // A demo user has neither e-mail nor password; its uid is not an account name.
    expect(await loginForm({ account: demo.uid, password })).toEqual(badCredentials);
    // Even a demo row that somehow holds an e-mail and a hash is not a real account.
    await realUser('demo.row@example.com', { isDemo: true });
    expect(await loginForm({ account: 'demo.row@example.com', password })).toEqual(badCredentials);
  });

  it('tells a frozen account so, only once its password is right', async () => {
    await realUser('frozen@example.com', { frozen: true });
    const before = await sessionCount();
    expect(await loginForm({ account: 'frozen@example.com', password: 'wrong password' })).toEqual(
      badCredentials,
    );
    expect(await loginForm({ account: 'frozen@example.com', password })).toEqual({
      code: 1127,
      msg: 'This account cannot sign in: please contact customer service',
      data: null,
    });
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an unknown login_type', async () => {
    expect(await loginForm({ account: 'a@example.com', password, login_type: '3' })).toEqual({
      code: 1001,
      msg: 'Invalid value for login_type',
      data: null,
    });
  });
});
