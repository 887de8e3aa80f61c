import type { OutboxPage } from '@tp/contract/admin-endpoints';
import { outboxPageSize } from '@tp/contract/admin-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../test-support/account-test-client.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let admin: AdminTestClient;

beforeAll(async () => {
  // No SMTP or SMS provider: every message stays in the outbox, as on a fresh install.
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  admin = new AdminTestClient(platform);
});

afterAll(async () => {
  await platform?.close();
});

const outbox = async (query = '') =>
  admin.call<OutboxPage>('GET', `/admin-api/outbox${query}`, { token: await admin.token() });

describe('GET /admin-api/outbox', () => {
  it('shows the codes of a fresh install with no mail server, newest first', async () => {
    // Signing in moves the test clock (each authenticator code needs a step of its own).
    const at = platform.clock.now().toISOString();
    const sent = await call(
      platform.app,
      'sendEmail',
      { to: 'first.visitor@example.com', type: 2 },
      { ip: freshIp() },
    );
    expect(sent.code).toBe(1);
    await call(
      platform.app,
      'sendEmail',
      { to: 'second.visitor@example.com', type: 1 },
      { ip: freshIp() },
    );
    const hk = await platform.db
      .selectFrom('area_codes')
      .select('id')
      .where('code', '=', 'HK')
      .executeTakeFirstOrThrow();
    await call(
      platform.app,
      'sendSms',
      { to: '61234567', area_id: hk.id, type: 2 },
      { ip: freshIp() },
    );

    const page = await outbox();
    expect(page.code).toBe(1);
    expect(page.data.total).toBe(3);
    expect(page.data.items.map((m) => [m.channel, m.to, m.status])).toEqual([
      ['sms', '+85261234567', 'outbox'],
      ['email', 'second.visitor@example.com', 'outbox'],
      ['email', 'first.visitor@example.com', 'outbox'],
    ]);
    const second = page.data.items[1];
    expect(second?.subject).toBe('Your verification code');
    expect(second?.body).toMatch(/^Your code to open an account is \d{6}\./);
    expect(second?.createdAt).toBe(at);
    expect(second?.error).toBe('');
  });

  it('filters by channel and part of the address, in any case, and pages', async () => {
    expect((await outbox('?channel=sms')).data.items.map((m) => m.to)).toEqual(['+85261234567']);
    expect((await outbox('?to=VISITOR')).data.total).toBe(2);
    expect((await outbox('?to=second&channel=email')).data.items.map((m) => m.to)).toEqual([
      'second.visitor@example.com',
    ]);
    expect((await outbox('?to=%25')).data.total).toBe(0);
    const rows = Array.from({ length: outboxPageSize + 5 }, (_, i) => ({
      channel: 'email',
      recipient: `bulk.${i}@example.com`,
      subject: 'S',
      body: 'B',
      created_at: platform.clock.now(),
    }));
    await platform.db.insertInto('outbox_messages').values(rows).execute();
    const first = await outbox('?to=bulk');
    expect([first.data.total, first.data.items.length]).toEqual([
      outboxPageSize + 5,
      outboxPageSize,
    ]);
    expect(first.data.items[0]?.to).toBe(`bulk.${outboxPageSize + 4}@example.com`);
    const second = await outbox('?to=bulk&page=2');
    expect(second.data.items.map((m) => m.to)).toEqual([
      'bulk.4@example.com',
      'bulk.3@example.com',
      'bulk.2@example.com',
      'bulk.1@example.com',
      'bulk.0@example.com',
    ]);
  });

  it('refuses bad parameters with a message, and callers without a session', async () => {
    for (const [query, field] of [
      ['?channel=fax', 'channel'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      [`?to=${'x'.repeat(255)}`, 'to'],
      ['?to=a%00b', 'to'],
    ] as const) {
      expect(await outbox(query), query).toEqual({
        code: 1001,
        msg: `Invalid value for ${field}`,
        data: null,
      });
    }
    expect(await admin.call('GET', '/admin-api/outbox')).toEqual({
      code: 999,
      msg: 'Please log in',
      data: null,
    });
  });
});
