import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountRowCounts,
  areaId,
  call,
  freshIp,
  setSetting,
} from '../test-support/account-test-client.ts';
import { newDemoUser } from '../test-support/api-test-client.ts';
import { SmsTestServer } from '../test-support/sms-test-server.ts';
import { codeIn, SmtpTestServer } from '../test-support/smtp-test-server.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let smtp: SmtpTestServer;
let sms: SmsTestServer;
const password = 'first pass phrase';
const newPassword = 'second pass phrase';

beforeAll(async () => {
  smtp = await new SmtpTestServer().start();
  sms = await new SmsTestServer().start();
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { smtpUrl: smtp.url, smsHttpUrl: sms.url },
  );
  await setSetting(platform.db, 'verify_reg_type', '1');
  await setSetting(platform.db, 'is_show_mobile', '1');
});

afterAll(async () => {
  await platform?.close();
  await smtp?.stop();
  await sms?.stop();
});

async function mailedCode(email: string, type: number, token?: string): Promise<string> {
  const before = smtp.mails.length;
  const sent = await call(platform.app, 'sendEmail', token ? { type } : { to: email, type }, {
    ip: freshIp(),
    token,
  });
  expect(sent.code, sent.msg).toBe(1);
  return codeIn((await smtp.mailTo(email, before)).text);
}

/** A user registered through the API, signed in twice (two devices). */
async function registered(email: string) {
  const code = await mailedCode(email, 1);
  const answer = await call(platform.app, 'register', {
    account: email,
    password,
    re_password: password,
    agree_terms: 1,
    sms_code: code,
  });
  expect(answer.code).toBe(1);
  const first = await call(platform.app, 'login', {
    account: email,
    password,
    device_id: `${email}-phone`,
  });
  const second = await call(platform.app, 'login', {
    account: email,
    password,
    device_id: `${email}-laptop`,
  });
  expect(await knownDevices(email)).toBe(2);
  // Both sessions are now in this process's session cache: ending them must reach it.
  expect((await info(first.data.token)).code).toBe(1);
  expect((await info(second.data.token)).code).toBe(1);
  return { phone: first.data.token, laptop: second.data.token };
}

const info = (token: string) => call(platform.app, 'userInfo', {}, { token });

/** How many devices the account is known to have signed in from. */
async function knownDevices(email: string): Promise<number> {
  const rows = await platform.db
    .selectFrom('known_devices')
    .innerJoin('users', 'users.id', 'known_devices.owner_id')
    .select('known_devices.device_hash')
    .where('known_devices.realm', '=', 'trader')
    .where('users.email', '=', email)
    .execute();
  return rows.length;
}
const notLoggedIn = { code: 999, msg: 'Please log in', data: null };

describe('forget_password by e-mail', () => {
  it('resets with the mailed code, ends every session, and tells the owner', async () => {
    const email = 'forgot@example.com';
    const sessions = await registered(email);
    platform.clock.advance(61_000);
    const code = await mailedCode(email, 2);
    const mail = smtp.mails.at(-1);
    expect(mail?.text).toMatch(/^Your code to reset your password is \d{6}\./);

    const before = smtp.mails.length;
    const answer = await call(platform.app, 'forgetPassword', {
      type: 1,
      account: email,
      new_password: newPassword,
      secondary_password: newPassword,
      auth_code: code,
    });
    expect(answer).toEqual({ code: 1, msg: 'Password reset, please log in', data: null });
    expect(await info(sessions.phone)).toEqual(notLoggedIn);
    expect(await info(sessions.laptop)).toEqual(notLoggedIn);
    // Whoever reset it may have had reason to: no device is trusted past the captcha any more.
    expect(await knownDevices(email)).toBe(0);
    expect((await smtp.mailTo(email, before)).subject).toBe('Your password was changed');
    expect((await call(platform.app, 'login', { account: email, password })).code).toBe(9001);
    expect(
      (await call(platform.app, 'login', { account: email, password: newPassword })).code,
    ).toBe(1);
  });

  it('answers an unknown address exactly like a known one and mails it that it has no account', async () => {
    const email = 'stranger@example.com';
    const before = smtp.mails.length;
    const sent = await call(platform.app, 'sendEmail', { to: email, type: 2 }, { ip: freshIp() });
    expect(sent).toEqual({ code: 1, msg: 'Verification code sent', data: { resend_after: 60 } });
    const mail = await smtp.mailTo(email, before);
    expect([mail.subject, /\d{6}/.test(mail.text)]).toEqual(['Password reset', false]);
    const counts = await accountRowCounts(platform.db);
    const answer = await call(platform.app, 'forgetPassword', {
      account: email,
      new_password: newPassword,
      secondary_password: newPassword,
      auth_code: '123456',
    });
    expect(answer).toEqual({
      code: 1114,
      msg: 'The verification code is wrong or has expired',
      data: null,
    });
    expect((await accountRowCounts(platform.db)).users).toBe(counts.users);
  });

  it('answers each missing or wrong field with its own message', async () => {
    const full = {
      account: 'form.forgot@example.com',
      new_password: newPassword,
      secondary_password: newPassword,
    };
    const cases: [Record<string, string | number>, number, string][] = [
      [{}, 1103, 'Please enter e-mail'],
      [{ account: 'nope' }, 1110, 'Please enter a valid e-mail address'],
      [{ type: 2, account: '91234567' }, 1119, 'Please choose the country calling code'],
      [{ type: 5, account: 'a@example.com' }, 1001, 'Invalid value for type'],
      [{ account: full.account }, 1124, 'Please enter new password'],
      [{ account: full.account, new_password: newPassword }, 1106, 'Please re-enter password'],
      [
        { ...full, secondary_password: 'something else' },
        1107,
        'The two passwords are inconsistent',
      ],
      [
        { ...full, new_password: 'short', secondary_password: 'short' },
        1112,
        'The password needs at least 8 characters',
      ],
      [full, 1109, 'Please enter verification code'],
      [{ ...full, auth_code: 'x'.repeat(17) }, 1001, 'Invalid value for auth_code'],
    ];
    const counts = await accountRowCounts(platform.db);
    for (const [fields, code, msg] of cases) {
      expect(await call(platform.app, 'forgetPassword', fields), JSON.stringify(fields)).toEqual({
        code,
        msg,
        data: null,
      });
    }
    expect(await accountRowCounts(platform.db)).toEqual(counts);
  });
});

describe('forget_password by phone', () => {
  it('resets a phone account with the SMS code', async () => {
    const tw = await areaId(platform.db, 'TW');
    await call(platform.app, 'sendSms', { to: '912345678', area_id: tw, type: 1 });
    const signUp = codeIn(sms.latestTo('+886912345678')?.text ?? '');
    await call(platform.app, 'register', {
      type: 2,
      area_id: tw,
      account: '912345678',
      password,
      re_password: password,
      agree_terms: 1,
      sms_code: signUp,
    });
    const session = await call(platform.app, 'login', {
      account: '912345678',
      password,
      login_type: 2,
    });
    expect(session.code).toBe(1);

    platform.clock.advance(61_000);
    const sent = await call(platform.app, 'sendSms', { to: '912345678', area_id: tw, type: 2 });
    expect(sent.code).toBe(1);
    const text = sms.latestTo('+886912345678')?.text ?? '';
    expect(text).toMatch(/^Your code to reset your password is \d{6}/);
    const answer = await call(platform.app, 'forgetPassword', {
      type: 2,
      area_id: tw,
      account: '912345678',
      new_password: newPassword,
      secondary_password: newPassword,
      auth_code: codeIn(text),
    });
    expect(answer.code).toBe(1);
    expect(await info(session.data.token)).toEqual(notLoggedIn);
    expect(
      (
        await call(platform.app, 'login', {
          account: '912345678',
          password: newPassword,
          login_type: 2,
        })
      ).code,
    ).toBe(1);
  });

  it('tells an unknown number by SMS, with the same answer', async () => {
    const tw = await areaId(platform.db, 'TW');
    const sent = await call(platform.app, 'sendSms', { to: '900000001', area_id: tw, type: 2 });
    expect(sent).toEqual({ code: 1, msg: 'Verification code sent', data: { resend_after: 60 } });
    expect(sms.latestTo('+886900000001')?.text).toMatch(/has no account with us/);
  });
});

describe('amend_password', () => {
  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const email = 'amend@example.com';
    const sessions = await registered(email);
    const before = smtp.mails.length;
    const answer = await call(
      platform.app,
      'amendPassword',
      { type: 1, auth_code: password, new_password: newPassword },
      { token: sessions.phone },
    );
    expect(answer).toEqual({ code: 1, msg: 'Password changed', data: null });
    expect((await info(sessions.phone)).code).toBe(1);
    expect(await info(sessions.laptop)).toEqual(notLoggedIn);
    expect(await knownDevices(email)).toBe(0);
    const mail = await smtp.mailTo(email, before);
    expect(mail.subject).toBe('Your password was changed');
    expect(
      (await call(platform.app, 'login', { account: email, password: newPassword })).code,
    ).toBe(1);
  });

  it("changes the password with a code mailed to the user's own address (type 2)", async () => {
    const email = 'amend.code@example.com';
    const sessions = await registered(email);
    platform.clock.advance(61_000);
    const code = await mailedCode(email, 2, sessions.laptop);
    const answer = await call(
      platform.app,
      'amendPassword',
      { type: 2, auth_code: code, new_password: newPassword },
      { token: sessions.laptop },
    );
    expect(answer.code).toBe(1);
    expect(await info(sessions.phone)).toEqual(notLoggedIn);
    expect(
      (await call(platform.app, 'login', { account: email, password: newPassword })).code,
    ).toBe(1);
  });

  it('answers each missing or wrong field, refuses demo users, and needs a session', async () => {
    const email = 'amend.form@example.com';
    const { phone: token } = await registered(email);
    const cases: [Record<string, string | number>, number, string][] = [
      [{}, 1126, 'Please enter the current password'],
      [{ type: 2 }, 1109, 'Please enter verification code'],
      [{ auth_code: password }, 1124, 'Please enter new password'],
      [
        { auth_code: password, new_password: 'short' },
        1112,
        'The password needs at least 8 characters',
      ],
      [
        { auth_code: 'not the password', new_password: newPassword },
        1125,
        'The current password is wrong',
      ],
      [
        { type: 2, auth_code: '123456', new_password: newPassword },
        1114,
        'The verification code is wrong or has expired',
      ],
      [{ type: 9, auth_code: password, new_password: newPassword }, 1001, 'Invalid value for type'],
      [
        { auth_code: 'x'.repeat(129), new_password: newPassword },
        1001,
        'Invalid value for auth_code',
      ],
    ];
    const counts = await accountRowCounts(platform.db);
    for (const [fields, code, msg] of cases) {
      expect(
        await call(platform.app, 'amendPassword', fields, { token }),
        JSON.stringify(fields),
      ).toEqual({
        code,
        msg,
        data: null,
      });
    }
    expect(await accountRowCounts(platform.db)).toEqual(counts);
    expect((await call(platform.app, 'login', { account: email, password })).code).toBe(1);

    const demo = await newDemoUser(platform.app);
    expect(
      await call(
        platform.app,
        'amendPassword',
        { auth_code: password, new_password: newPassword },
        { token: demo.token },
      ),
    ).toEqual({ code: 1102, msg: 'Please register or log in to a real account', data: null });
    expect(
      await call(platform.app, 'amendPassword', { auth_code: password, new_password: newPassword }),
    ).toEqual(notLoggedIn);
  });
});

describe('amend_password’s guesses', () => {
  it('holds up a session that keeps guessing the current password, and only that user', async () => {
    const email = 'amend.guess@example.com';
    const { phone: token } = await registered(email);
    for (let i = 0; i < 10; i += 1) {
      const answer = await call(
        platform.app,
        'amendPassword',
        { auth_code: `guess ${i}`, new_password: newPassword },
        { token },
      );
      expect(answer.code).toBe(1125);
    }
    const held = { code: 1121, msg: 'Too many failed sign-ins: please try again in 15 minutes' };
    expect(
      await call(
        platform.app,
        'amendPassword',
        { auth_code: password, new_password: newPassword },
        { token },
      ),
    ).toEqual({ ...held, data: null });
    // Signing in is not held up by it: only a session can make these guesses.
    expect((await call(platform.app, 'login', { account: email, password })).code).toBe(1);
    platform.clock.advance(15 * 60_000 + 1_000);
    expect(
      (
        await call(
          platform.app,
          'amendPassword',
          { auth_code: password, new_password: newPassword },
          { token },
        )
      ).code,
    ).toBe(1);
  });
});

describe('logout', () => {
  it('ends this session at once and leaves the others', async () => {
    const sessions = await registered('logout@example.com');
    expect(await call(platform.app, 'logout', {}, { token: sessions.phone })).toEqual({
      code: 1,
      msg: 'Logged out',
      data: null,
    });
    expect(await info(sessions.phone)).toEqual(notLoggedIn);
    expect(await call(platform.app, 'logout', {}, { token: sessions.phone })).toEqual(notLoggedIn);
    expect((await info(sessions.laptop)).code).toBe(1);
  });
});
