import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { base32Decode, hotp, totpStep } from './totp.ts';

let platform: TestPlatform;
let client: AdminTestClient;
/** The default administrator's secret once the enrolment test has enabled it. */
let adminSecret = '';

beforeAll(async () => {
  platform = await startTestPlatform();
  client = new AdminTestClient(platform);
});

afterAll(async () => {
  await platform?.close();
});

type Account = {
  id: number;
  username: string;
  role: string;
  totpEnabled: boolean;
  disabled: boolean;
  createdAt: string;
};

const codeAt = (secret: string, offsetSteps: number) => {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error('bad secret');
  return hotp(bytes, totpStep(platform.clock.now()) + offsetSteps);
};

const auditRows = (target: string) =>
  platform.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target', '=', target)
    .orderBy('id')
    .execute();

describe('two-factor sign-in', () => {
  it('gives an operator without an authenticator a session that can only enrol', async () => {
    const login = await client.login('admin', 'admin');
    expect(login.code).toBe(1);
    expect(login.data.operator.totpEnabled).toBe(false);
    const token = login.data.token;
    expect((await client.call('GET', '/admin-api/me', { token })).code).toBe(1);
    for (const [method, url] of [
      ['GET', '/admin-api/overview'],
      ['GET', '/admin-api/dashboard'],
      ['GET', '/admin-api/operators'],
      ['POST', '/admin-api/config/settings/save'],
    ] as const) {
      expect(await client.call(method, url, { token }), url).toEqual({
        code: 4003,
        msg: 'Set up two-factor sign-in first',
        data: null,
      });
    }
    const hk = await client.call('GET', '/admin-api/overview', { token, lang: 'hk' });
    expect(hk.msg).toBe('請先設置雙重驗證');
    expect((await client.call('POST', '/admin-api/logout', { token })).code).toBe(1);
  });

  it('refuses enable before setup', async () => {
    const token = (await client.login('admin', 'admin')).data.token;
    const answer = await client.call('POST', '/admin-api/totp/enable', {
      token,
      body: { code: '123456' },
    });
    expect(answer.code).toBe(4003);
  });

  it('enrols with a secret from setup and a code from it, then opens every call', async () => {
    const token = (await client.login('admin', 'admin')).data.token;
    const setup = await client.call<{ secret: string; otpauthUrl: string }>(
      'POST',
      '/admin-api/totp/setup',
      { token },
    );
    expect(setup.code).toBe(1);
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data.otpauthUrl).toBe(
      `otpauth://totp/Trading%20back%20office:admin?secret=${setup.data.secret}&issuer=Trading+back+office&algorithm=SHA1&digits=6&period=30`,
    );
    const row = await platform.db
      .selectFrom('operators')
      .select(['totp_pending_secret', 'totp_secret', 'totp_enabled'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(row.totp_enabled).toBe(false);
    expect(row.totp_secret).toBeNull();
    expect(row.totp_pending_secret).toBe(`plain:${setup.data.secret}`);

    const wrong = await client.call('POST', '/admin-api/totp/enable', {
      token,
      body: { code: codeAt(setup.data.secret, 3) },
    });
    expect(wrong).toEqual({ code: 4002, msg: 'The authenticator code is wrong', data: null });

    const enabled = await client.call<Account>('POST', '/admin-api/totp/enable', {
      token,
      body: { code: codeAt(setup.data.secret, 0) },
    });
    expect(enabled.code).toBe(1);
    expect(enabled.data).toMatchObject({
      username: 'admin',
      role: 'administrator',
      totpEnabled: true,
    });
    adminSecret = setup.data.secret;
    client.remember('admin', adminSecret);
    // The session that enrolled is a full one now.
    expect((await client.call('GET', '/admin-api/overview', { token })).code).toBe(1);

    const audit = await auditRows(`operator:${enabled.data.id}`);
    expect(audit.map((a) => a.action)).toEqual(['operator.totpSetup', 'operator.totpEnable']);
    expect(audit[1]?.before).toEqual({ totpEnabled: false });
    expect(audit[1]?.after).toEqual({ totpEnabled: true });
    expect(JSON.stringify(audit)).not.toContain(setup.data.secret);
  });

  it('asks for the code, refuses a wrong one, and refuses a code used once already', async () => {
    platform.clock.advance(60_000);
    const missing = await client.login('admin', 'admin', undefined, '10.3.0.1');
    expect(missing).toEqual({
      code: 4001,
      msg: 'Enter the 6-digit code of your authenticator app',
      data: null,
    });
    expect((await client.login('admin', 'admin', '000000x', '10.3.0.1')).code).toBe(4002);
    const badPassword = await client.login('admin', 'nope', codeAt(adminSecret, 0), '10.3.0.1');
    expect(badPassword.code).toBe(9001);

    const code = codeAt(adminSecret, 0);
    const first = await client.login('admin', 'admin', code, '10.3.0.2');
    expect(first.code).toBe(1);
    expect(first.data.operator.totpEnabled).toBe(true);
    expect((await client.login('admin', 'admin', code, '10.3.0.2')).code).toBe(4002);
    // The previous step's code is spent too: codes only move forward.
    expect((await client.login('admin', 'admin', codeAt(adminSecret, -1), '10.3.0.2')).code).toBe(
      4002,
    );
    platform.clock.advance(30_000);
    expect((await client.login('admin', 'admin', codeAt(adminSecret, 0), '10.3.0.2')).code).toBe(1);
  });

  it('keeps the enrolled secret in force while a new setup waits for its code', async () => {
    platform.clock.advance(60_000);
    const token = await client.token('admin', 'admin');
    const setup = await client.call<{ secret: string }>('POST', '/admin-api/totp/setup', { token });
    expect(setup.data.secret).not.toBe(adminSecret);
    platform.clock.advance(60_000);
    expect(
      (await client.login('admin', 'admin', codeAt(setup.data.secret, 0), '10.3.1.1')).code,
    ).toBe(4002);
    expect((await client.login('admin', 'admin', codeAt(adminSecret, 0), '10.3.1.1')).code).toBe(1);
  });

  it('lets sign-ins race with one code and accepts exactly one', async () => {
    platform.clock.advance(90_000);
    const code = codeAt(adminSecret, 0);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => client.login('admin', 'admin', code, `10.4.0.${n}`)),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([1, 4002, 4002]);
  });

  it('accepts a code of the step before or after (clock drift), not two away', async () => {
    platform.clock.advance(120_000);
    expect((await client.login('admin', 'admin', codeAt(adminSecret, 2), '10.5.0.1')).code).toBe(
      4002,
    );
    expect((await client.login('admin', 'admin', codeAt(adminSecret, -1), '10.5.0.1')).code).toBe(
      1,
    );
    platform.clock.advance(60_000);
    expect((await client.login('admin', 'admin', codeAt(adminSecret, 1), '10.5.0.1')).code).toBe(1);
  });
});

describe('operators', () => {
  it('lists operators without secrets or password hashes', async () => {
    const token = await client.token();
    const answer = await client.call<Account[]>('GET', '/admin-api/operators', { token });
    expect(answer.code).toBe(1);
    expect(answer.data[0]).toMatchObject({
      username: 'admin',
      role: 'administrator',
      disabled: false,
      totpEnabled: true,
    });
    expect(Object.keys(answer.data[0] ?? {}).sort()).toEqual([
      'createdAt',
      'disabled',
      'id',
      'role',
      'totpEnabled',
      'username',
    ]);
  });

  it('creates an operator with a role, audited, who then enrols and signs in', async () => {
    const token = await client.token();
    const created = await client.call<Account>('POST', '/admin-api/operators/save', {
      token,
      body: { username: 'fiona', role: 'finance', password: 'fiona-password' },
    });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({
      username: 'fiona',
      role: 'finance',
      totpEnabled: false,
      disabled: false,
    });
    const rows = await auditRows(`operator:${created.data.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'operator.create', before: null });
    expect(rows[0]?.after).toMatchObject({ username: 'fiona', role: 'finance' });
    expect(JSON.stringify(rows[0]?.after)).not.toContain('fiona-password');

    const fiona = await client.token('fiona', 'fiona-password');
    const me = await client.call('GET', '/admin-api/me', { token: fiona });
    expect(me.data).toEqual({
      id: created.data.id,
      username: 'fiona',
      role: 'finance',
      totpEnabled: true,
    });
  });

  it('refuses a taken name, a short password, and a new operator without a password', async () => {
    const token = await client.token();
    const save = (body: Record<string, unknown>) =>
      client.call('POST', '/admin-api/operators/save', { token, body });
    expect(await save({ username: 'fiona', role: 'risk', password: 'another-one' })).toEqual({
      code: 4005,
      msg: 'An operator with this name exists',
      data: null,
    });
    expect((await save({ username: 'short', role: 'risk', password: 'abc' })).code).toBe(1112);
    expect((await save({ username: 'nopass', role: 'risk' })).code).toBe(1001);
    expect((await save({ username: 'badrole', role: 'owner', password: 'long-enough' })).code).toBe(
      1001,
    );
    expect((await save({ id: 9999, username: 'ghost', role: 'risk' })).code).toBe(1002);
    const names = await platform.db.selectFrom('operators').select('username').execute();
    expect(names.map((n) => n.username).sort()).toEqual(['admin', 'fiona']);
  });

  it('does not let an administrator disable or demote themselves', async () => {
    const token = await client.token();
    const me = (await client.call<{ id: number }>('GET', '/admin-api/me', { token })).data;
    const save = (body: Record<string, unknown>) =>
      client.call('POST', '/admin-api/operators/save', {
        token,
        body: { id: me.id, username: 'admin', ...body },
      });
    expect(await save({ role: 'finance' })).toEqual({
      code: 4006,
      msg: 'You cannot disable or demote yourself',
      data: null,
    });
    expect((await save({ role: 'administrator', disabled: true })).code).toBe(4006);
    const before = await auditRows(`operator:${me.id}`);
    expect((await save({ role: 'administrator' })).code).toBe(1);
    expect(await auditRows(`operator:${me.id}`)).toHaveLength(before.length + 1);
  });

  it('changes a role at once, signing the operator out', async () => {
    const fionaToken = await client.token('fiona', 'fiona-password');
    const fionaId = (
      await client.call<{ id: number }>('GET', '/admin-api/me', { token: fionaToken })
    ).data.id;
    // Finance may not freeze users; risk may.
    const freeze = { userId: 1, tradingFrozen: true };
    expect(
      (await client.call('POST', '/admin-api/users/freeze', { token: fionaToken, body: freeze }))
        .code,
    ).toBe(4004);
    const saved = await client.call<Account>('POST', '/admin-api/operators/save', {
      token: await client.token(),
      body: { id: fionaId, username: 'fiona', role: 'risk' },
    });
    expect(saved.data.role).toBe('risk');
    expect((await client.call('GET', '/admin-api/me', { token: fionaToken })).code).toBe(999);
    const rows = await auditRows(`operator:${fionaId}`);
    expect(rows.at(-1)).toMatchObject({ action: 'operator.save' });
    expect(rows.at(-1)?.before).toMatchObject({ role: 'finance' });
    expect(rows.at(-1)?.after).toMatchObject({ role: 'risk' });
    client.forget('fiona');
  });

  it('disables an operator: sessions end and sign-in is refused like a wrong password', async () => {
    const fionaToken = await client.token('fiona', 'fiona-password');
    const id = (await client.call<{ id: number }>('GET', '/admin-api/me', { token: fionaToken }))
      .data.id;
    const saved = await client.call<Account>('POST', '/admin-api/operators/save', {
      token: await client.token(),
      body: { id, username: 'fiona', role: 'risk', disabled: true },
    });
    expect(saved.data.disabled).toBe(true);
    expect((await client.call('GET', '/admin-api/me', { token: fionaToken })).code).toBe(999);
    const login = await client.login('fiona', 'fiona-password', client.code('fiona'), '10.6.0.1');
    expect(login.code).toBe(9001);
    client.forget('fiona');
  });

  it('resets an operator’s authenticator and password, so they enrol again', async () => {
    const admin = await client.token();
    const id = (
      await client.call<Account[]>('GET', '/admin-api/operators', { token: admin })
    ).data.find((o) => o.username === 'fiona')?.id;
    const saved = await client.call<Account>('POST', '/admin-api/operators/save', {
      token: admin,
      body: {
        id,
        username: 'fiona',
        role: 'risk',
        disabled: false,
        resetTotp: true,
        password: 'new-fiona-password',
      },
    });
    expect(saved.data).toMatchObject({ totpEnabled: false, disabled: false });
    const rows = await auditRows(`operator:${id}`);
    expect(rows.at(-1)?.after).toMatchObject({ passwordChanged: true, totpReset: true });
    expect(JSON.stringify(rows.at(-1))).not.toContain('new-fiona-password');

    expect((await client.login('fiona', 'fiona-password', undefined, '10.7.0.1')).code).toBe(9001);
    const login = await client.login('fiona', 'new-fiona-password', undefined, '10.7.0.1');
    expect(login.code).toBe(1);
    expect(login.data.operator.totpEnabled).toBe(false);
    const row = await platform.db
      .selectFrom('operators')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_pending_secret: null });
  });

  it('lets only administrators manage operators and read the audit trail', async () => {
    const risk = await client.operatorWithRole('risk');
    for (const [method, url, body] of [
      ['GET', '/admin-api/operators', undefined],
      [
        'POST',
        '/admin-api/operators/save',
        { username: 'x', role: 'risk', password: 'long-enough' },
      ],
      ['GET', '/admin-api/audit', undefined],
    ] as const) {
      expect(await client.call(method, url, { token: risk.token, body }), url).toEqual({
        code: 4004,
        msg: 'Your role may not do this',
        data: null,
      });
    }
  });
});

describe('audit trail', () => {
  type Page = {
    items: { id: number; operatorName: string; action: string; target: string }[];
    total: number;
  };

  it('is append-only in the database', async () => {
    await expect(platform.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(
      platform.db.updateTable('audit_log').set({ action: 'forged' }).execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('is browsed newest first and filtered by operator, action prefix and target', async () => {
    const token = await client.token();
    const all = await client.call<Page>('GET', '/admin-api/audit', { token });
    expect(all.code).toBe(1);
    const count = await platform.db.selectFrom('audit_log').select('id').execute();
    expect(all.data.total).toBe(count.length);
    const ids = all.data.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const creates = await client.call<Page>('GET', '/admin-api/audit?action=operator.cre', {
      token,
    });
    expect(creates.data.items.every((i) => i.action === 'operator.create')).toBe(true);
    expect(creates.data.total).toBe(2);
    // `_` and `%` are not wildcards.
    expect(
      (await client.call<Page>('GET', '/admin-api/audit?action=operator_', { token })).data.total,
    ).toBe(0);
    expect(
      (await client.call<Page>('GET', '/admin-api/audit?action=%25', { token })).data.total,
    ).toBe(0);

    const adminId = (await client.call<{ id: number }>('GET', '/admin-api/me', { token })).data.id;
    const mine = await client.call<Page>('GET', `/admin-api/audit?operatorId=${adminId}`, {
      token,
    });
    expect(mine.data.items.every((i) => i.operatorName === 'admin')).toBe(true);
    const target = creates.data.items[0]?.target ?? '';
    const one = await client.call<Page>('GET', `/admin-api/audit?target=${target}`, { token });
    expect(one.data.items.every((i) => i.target === target)).toBe(true);
    expect(one.data.total).toBeGreaterThan(0);
    expect((await client.call('GET', '/admin-api/audit?page=x', { token })).code).toBe(1001);
  });
});
