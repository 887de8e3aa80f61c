import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountRowCounts,
  call,
  freshIp,
  setSetting,
} from '../test-support/account-test-client.ts';
import { codeIn, SmtpTestServer } from '../test-support/smtp-test-server.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { codePolicy } from './code-policy.ts';

let platform: TestPlatform;
let smtp: SmtpTestServer;
const password = 'a long pass phrase';

beforeAll(async () => {
  smtp = await new SmtpTestServer((address) => address.startsWith('bounce')).start();
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 }, { smtpUrl: smtp.url });
});

afterAll(async () => {
  await platform?.close();
  await smtp?.stop();
});

beforeEach(async () => {
  await setSetting(platform.db, 'verify_reg_type', '1');
});

async function askCode(email: string, ip = freshIp()): Promise<string> {
  const before = smtp.mails.length;
  const sent = await call(platform.app, 'sendEmail', { to: email, type: 1 }, { ip });
  expect(sent.code, sent.msg).toBe(1);
  return codeIn((await smtp.mailTo(email, before)).text);
}

const register = (email: string, code: string) =>
  call(platform.app, 'register', {
    account: email,
    password,
    re_password: password,
    agree_terms: 1,
    sms_code: code,
  });

const wrongCode = { code: 1114, msg: 'The verification code is wrong or has expired', data: null };
const triesExceeded = {
  code: 1115,
  msg: 'Too many wrong codes: please ask for a new one',
  data: null,
};

describe('verification codes', () => {
  it('are 6 digits, kept only as a salted hash bound to address and purpose', async () => {
    const email = 'hash.check@example.com';
    const code = await askCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const row = await platform.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('address', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', purpose: 1, attempts: 0, used_at: null });
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(10 * 60_000);
    // A register code does not reset a password, nor prove another address.
    const reset = await call(platform.app, 'forgetPassword', {
      account: email,
      new_password: password,
      secondary_password: password,
      auth_code: code,
    });
    expect(reset).toEqual(wrongCode);
    expect(await register('other.address@example.com', code)).toEqual(wrongCode);
    expect((await register(email, code)).code).toBe(1);
  });

  it('sends one code to racing asks, and lets one of racing uses through', async () => {
    const email = 'race@example.com';
    const before = smtp.mails.length;
    const asks = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(platform.app, 'sendEmail', { to: email, type: 1 }, { ip: freshIp() }),
      ),
    );
    expect(asks.map((a) => a.code).sort()).toEqual([1, 1116, 1116, 1116, 1116, 1116]);
    const code = codeIn((await smtp.mailTo(email, before)).text);
    const uses = await Promise.all(Array.from({ length: 4 }, () => register(email, code)));
    expect(uses.map((u) => u.code).sort()).toEqual([1, 1114, 1114, 1114]);
    const users = await platform.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('refuses the 6th try even with the right code', async () => {
    const email = 'six.tries@example.com';
    const code = await askCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < codePolicy.triesMax; i += 1) {
      expect(await register(email, wrong)).toEqual(wrongCode);
    }
    expect(await register(email, code)).toEqual(triesExceeded);
    const row = await platform.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // A new code starts a new count.
    platform.clock.advance(61_000);
    expect((await register(email, await askCode(email))).code).toBe(1);
  });

  it('is good once, and for ten minutes only', async () => {
    const email = 'once@example.com';
    const code = await askCode(email);
    expect((await register(email, code)).code).toBe(1);
    const again = await call(platform.app, 'register', {
      account: email,
      password,
      re_password: password,
      agree_terms: 1,
      sms_code: code,
    });
    expect(again).toEqual(wrongCode);

    const late = 'late@example.com';
    const lateCode = await askCode(late);
    platform.clock.advance(codePolicy.validMs);
    expect(await register(late, lateCode)).toEqual(wrongCode);
  });

  it('waits 60 seconds before another code to the same address', async () => {
    const email = 'resend@example.com';
    const ip = freshIp();
    const first = await askCode(email, ip);
    platform.clock.advance(20_000);
    const counts = await accountRowCounts(platform.db);
    expect(await call(platform.app, 'sendEmail', { to: email, type: 1 }, { ip })).toEqual({
      code: 1116,
      msg: 'Please wait 40 s before asking for another code',
      data: null,
    });
    expect(await accountRowCounts(platform.db)).toEqual(counts);
    platform.clock.advance(40_000);
    const second = await askCode(email, ip);
    // Only the newest code counts.
    if (second !== first) expect(await register(email, first)).toEqual(wrongCode);
    expect((await register(email, second)).code).toBe(1);
  });

  it('limits the codes sent to one address in a day', async () => {
    const email = 'daily.limit@example.com';
    for (let i = 0; i < codePolicy.sendsPerAddressPerDayMax; i += 1) {
      await askCode(email);
      platform.clock.advance(61_000);
    }
    const limited = await call(
      platform.app,
      'sendEmail',
      { to: email, type: 1 },
      { ip: freshIp() },
    );
    expect(limited).toEqual({
      code: 1117,
      msg: 'Too many codes asked for: please try again later',
      data: null,
    });
    platform.clock.advance(24 * 3_600_000);
    expect(
      (await call(platform.app, 'sendEmail', { to: email, type: 1 }, { ip: freshIp() })).code,
    ).toBe(1);
  });

  it('limits the codes one client address asks for in an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < codePolicy.sendsPerIpPerHourMax; i += 1) {
      const answer = await call(
        platform.app,
        'sendEmail',
        { to: `ip.limit.${i}@example.com`, type: 2 },
        { ip },
      );
      expect(answer.code).toBe(1);
    }
    const limited = await call(
      platform.app,
      'sendEmail',
      { to: 'ip.limit.last@example.com', type: 2 },
      { ip },
    );
    expect(limited.code).toBe(1117);
    expect(
      (
        await call(
          platform.app,
          'sendEmail',
          { to: 'ip.limit.last@example.com', type: 2 },
          { ip: freshIp() },
        )
      ).code,
    ).toBe(1);
    platform.clock.advance(3_600_000);
    expect(
      (await call(platform.app, 'sendEmail', { to: 'ip.limit.next@example.com', type: 2 }, { ip }))
        .code,
    ).toBe(1);
  });

  it('answers sendFailed when the mail server refuses, and lets the address ask again at once', async () => {
    const email = 'bounce@example.com';
    const answer = await call(platform.app, 'sendEmail', { to: email, type: 1 });
    expect(answer).toEqual({
      code: 1122,
      msg: 'The code could not be sent, please try again',
      data: null,
    });
    const row = await platform.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/550/);
    expect((await call(platform.app, 'sendEmail', { to: email, type: 1 })).code).toBe(1122);
  });

  it('refuses a bad type, a missing or malformed address, with a message and no send', async () => {
    const counts = await accountRowCounts(platform.db);
    const cases: [Record<string, string | number>, number, string][] = [
      [{ to: 'a@example.com', type: 3 }, 1120, 'Unknown verification code type'],
      [{ to: 'a@example.com', type: 0 }, 1120, 'Unknown verification code type'],
      [{ type: 1 }, 1103, 'Please enter e-mail'],
      [{ to: 'nobody', type: 1 }, 1110, 'Please enter a valid e-mail address'],
      [{ to: 'a@example.com' }, 1001, 'Invalid value for type'],
      [{ to: 'a@example.com', type: 'register' }, 1001, 'Invalid value for type'],
      [{ to: `${'x'.repeat(300)}@example.com`, type: 1 }, 1001, 'Invalid value for to'],
      [{ to: 'bad\u0000@example.com', type: 1 }, 1001, 'Invalid value for to'],
    ];
    for (const [fields, code, msg] of cases) {
      expect(await call(platform.app, 'sendEmail', fields), JSON.stringify(fields)).toEqual({
        code,
        msg,
        data: null,
      });
    }
    expect(await accountRowCounts(platform.db)).toEqual(counts);
  });

  it('writes the mail in the language of the request', async () => {
    const email = 'chinese.mail@example.com';
    const before = smtp.mails.length;
    const answer = await call(
      platform.app,
      'sendEmail',
      { to: email, type: 1 },
      { lang: 'hk', ip: freshIp() },
    );
    expect(answer.msg).toBe('驗證碼已發送');
    const mail = await smtp.mailTo(email, before);
    expect(mail.subject).toBe('您的驗證碼');
    expect(mail.text).toMatch(/^您的開戶驗證碼是 \d{6}，10 分鐘內有效。/);
  });
});
