import { randomUUID } from 'node:crypto';
import { dec } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { adminLoginsPerMinuteMax } from './admin-routes.ts';
import { ensureDefaultOperator } from './default-operator.ts';

let platform: TestPlatform;
let client: AdminTestClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  client = new AdminTestClient(platform);
});

afterAll(async () => {
  await platform?.close();
});

type Answer = { code: number; msg: string; data: unknown };

/** Each caller gets its own client address so the login rate limit of one test does not touch another. */
async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: Record<string, unknown>; ip?: string } = {},
): Promise<Answer> {
  const res = await platform.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: {
      lang: 'en',
      ...(options.token ? { authorization: options.token } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Answer;
}

async function login(username = 'admin', password = 'admin', ip?: string) {
  const totp = client.secretOf(username) ? client.code(username) : undefined;
  return call('POST', '/admin-api/login', {
    body: { username, password, ...(totp ? { totp } : {}) },
    ip,
  });
}

/** A new session of the default administrator, its authenticator enrolled. */
async function loginToken(): Promise<string> {
  await client.token();
  const answer = await login();
  expect(answer.code).toBe(1);
  return (answer.data as { token: string }).token;
}

describe('operator login', () => {
  it('seeds the default operator with an argon2id hash and logs it in', async () => {
    const row = await platform.db.selectFrom('operators').selectAll().executeTakeFirstOrThrow();
    expect(row.username).toBe('admin');
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);

    const answer = await login();
    expect(answer.code).toBe(1);
    const data = answer.data as { token: string; operator: { id: number; username: string } };
    expect(data.operator).toEqual({
      id: row.id,
      username: 'admin',
      role: 'administrator',
      totpEnabled: false,
    });
    expect(data.token.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts a form-encoded body as well as JSON', async () => {
    const res = await platform.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      remoteAddress: '10.0.0.2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=admin',
    });
    expect(res.json().code).toBe(1);
  });

  it('refuses a wrong password and an unknown user with the same translated answer', async () => {
    const wrong = await login('admin', 'not-the-password', '10.0.0.3');
    const unknown = await login('nobody', 'admin', '10.0.0.3');
    expect(wrong).toEqual({ code: 9001, msg: 'Wrong username or password', data: null });
    expect(unknown).toEqual(wrong);

    const res = await platform.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      remoteAddress: '10.0.0.3',
      headers: { lang: 'hk' },
      payload: { username: 'admin', password: 'nope' },
    });
    expect(res.json()).toEqual({ code: 9001, msg: '用戶名或密碼錯誤', data: null });
  });

  it('names the missing field', async () => {
    const answer = await call('POST', '/admin-api/login', {
      body: { username: 'admin' },
      ip: '10.0.0.4',
    });
    expect(answer).toEqual({ code: 1001, msg: 'Invalid value for password', data: null });
    const blank = await call('POST', '/admin-api/login', {
      body: { username: ' ', password: 'x' },
      ip: '10.0.0.4',
    });
    expect(blank.code).toBe(1001);
  });

  it('limits login attempts per client address', async () => {
    const codes: number[] = [];
    // A name of its own each time, so that no name's captcha comes into it.
    for (let attempt = 0; attempt <= adminLoginsPerMinuteMax; attempt++) {
      codes.push((await login(`guesser-${attempt}`, 'guess', '10.0.0.5')).code);
    }
    expect(codes.slice(0, adminLoginsPerMinuteMax).every((code) => code === 9001)).toBe(true);
    expect(codes.at(-1)).toBe(1003);
    expect((await login('admin', 'admin', '10.0.0.6')).code).toBe(1);
  });

  it('asks for a captcha after failed logins on a username from any address, and never shuts the name out', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await login('ghost', 'guess', `10.1.${attempt}.1`);
      expect(answer.code).toBe(attempt < 3 ? 9001 : 1128);
    }
    // A quarter of an hour later the name still asks strangers for the picture, and nothing more.
    platform.clock.advance(16 * 60_000);
    try {
      expect((await login('ghost', 'guess', '10.2.0.2')).code).toBe(1128);
    } finally {
      platform.clock.advance(-16 * 60_000);
    }
  });

  it('leaves an existing operator alone when the defaults are applied again', async () => {
    await ensureDefaultOperator(platform.db, { adminUser: 'second', adminPassword: 'other' });
    const rows = await platform.db.selectFrom('operators').select('username').execute();
    expect(rows).toEqual([{ username: 'admin' }]);
  });
});

describe('operator session', () => {
  it('answers 999 without a token, with a bad token and with a trader token', async () => {
    const expected = { code: 999, msg: 'Please log in', data: null };
    expect(await call('GET', '/admin-api/me')).toEqual(expected);
    expect(await call('GET', '/admin-api/overview', { token: 'not-a-token' })).toEqual(expected);
    expect(await call('POST', '/admin-api/logout')).toEqual(expected);

    const demo = await call('GET', `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
    expect(demo.code).toBe(1);
    const traderToken = (demo.data as { token: string }).token;
    expect(await call('GET', '/admin-api/me', { token: traderToken })).toEqual(expected);
  });

  it('tells the operator who they are, with or without a Bearer prefix', async () => {
    const token = await loginToken();
    const me = await call('GET', '/admin-api/me', { token });
    expect(me).toEqual({
      code: 1,
      msg: 'Success',
      data: { id: 1, username: 'admin', role: 'administrator', totpEnabled: true },
    });
    expect(
      (await call('GET', `/admin-api/me?t=${Date.now()}`, { token: `Bearer ${token}` })).code,
    ).toBe(1);
  });

  it('ends the session on logout', async () => {
    const token = await loginToken();
    expect((await call('POST', '/admin-api/logout', { token })).code).toBe(1);
    expect((await call('GET', '/admin-api/me', { token })).code).toBe(999);
  });

  it('expires a session after a working day', async () => {
    const token = await loginToken();
    platform.clock.advance(13 * 3_600_000);
    try {
      expect((await call('GET', '/admin-api/me', { token })).code).toBe(999);
    } finally {
      platform.clock.advance(-13 * 3_600_000);
    }
  });
});

type OverviewData = {
  users: number;
  demoUsers: number;
  openPositions: number;
  pendingOrders: number;
  instrumentCount: number;
  openInstrumentCount: number;
  instruments: {
    id: number;
    code: string;
    showCode: string;
    pricePrecision: number;
    marketStatus: number;
    tradingEnabled: boolean;
    bid: number | null;
    ask: number | null;
    quotedAt: string | null;
  }[];
};

describe('overview', () => {
  async function overview(): Promise<OverviewData> {
    const answer = await call('GET', '/admin-api/overview', { token: await loginToken() });
    expect(answer.code).toBe(1);
    return answer.data as OverviewData;
  }

  it('counts users, demo users and open positions from the database', async () => {
    const before = await overview();
    const demo = await call('GET', `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
    const userId = (demo.data as { user: { id: number } }).user.id;
    const eurusd = platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is part of the seeded catalogue');
    await platform.engine.placeOrder({
      userId,
      instrumentId: eurusd.id,
      side: Side.buy,
      lots: dec('0.01'),
      leverage: eurusd.terms.leverageOptions[0],
    });

    const after = await overview();
    const users = await platform.db.selectFrom('users').select(['is_demo']).execute();
    expect(after.users).toBe(users.length);
    expect(after.demoUsers).toBe(users.filter((u) => u.is_demo).length);
    expect(after.users).toBe(before.users + 1);
    expect(after.demoUsers).toBe(before.demoUsers + 1);
    expect(after.openPositions).toBe(before.openPositions + 1);
    expect(after.pendingOrders).toBe(0);
  });

  it('lists every instrument with its live quote and market status', async () => {
    platform.prices.push('EURUSD', '1.23456');
    const data = await overview();
    const instruments = platform.market.instruments();
    expect(data.instrumentCount).toBe(instruments.length);
    expect(data.instruments.map((i) => i.code)).toEqual(instruments.map((i) => i.code));
    for (const row of data.instruments) {
      const quote = platform.market.quote(row.id);
      expect(quote, row.code).toBeDefined();
      expect(row.bid, row.code).toBe(Number(quote?.bid.toFixed(row.pricePrecision)));
      expect(row.ask, row.code).toBe(Number(quote?.ask.toFixed(row.pricePrecision)));
      expect(row.marketStatus, row.code).toBe(platform.market.isOpen(row.id) ? 1 : 0);
    }
    const eurusd = data.instruments.find((i) => i.code === 'EURUSD');
    expect(eurusd?.marketStatus).toBe(1);
    expect(eurusd && eurusd.bid !== null && eurusd.ask !== null && eurusd.bid < 1.23456).toBe(true);
    expect(eurusd && eurusd.ask !== null && eurusd.ask > 1.23456).toBe(true);
    expect(data.openInstrumentCount).toBe(
      data.instruments.filter((i) => i.marketStatus === 1).length,
    );
  });

  it('shows forex closed over the weekend', async () => {
    const weekday = platform.clock.now();
    platform.clock.set(new Date('2026-11-21T12:00:00Z'));
    try {
      const data = await overview();
      expect(data.instruments.find((i) => i.code === 'EURUSD')?.marketStatus).toBe(0);
    } finally {
      platform.clock.set(weekday);
    }
  });
});
