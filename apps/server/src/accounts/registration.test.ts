import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountRowCounts,
  areaId,
  call,
  freshIp,
  setSetting,
} from '../test-support/account-test-client.ts';
import { SmsTestServer } from '../test-support/sms-test-server.ts';
import { codeIn, SmtpTestServer } from '../test-support/smtp-test-server.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { captchaHeightPx, captchaWidthPx } from '../verification/captcha-image.ts';
import { CaptchaStore, captchaValidMs } from '../verification/captcha-store.ts';

let platform: TestPlatform;
let smtp: SmtpTestServer;
let sms: SmsTestServer;
let captchas: CaptchaStore;
const password = 'a long pass phrase';

beforeAll(async () => {
  smtp = await new SmtpTestServer().start();
  sms = await new SmsTestServer().start();
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { smtpUrl: smtp.url, smsHttpUrl: sms.url, smsHttpToken: 'sms-token' },
  );
  captchas = new CaptchaStore(platform.db, platform.clock.now);
});

afterAll(async () => {
  await platform?.close();
  await smtp?.stop();
  await sms?.stop();
});

beforeEach(async () => {
  await setSetting(platform.db, 'verify_reg_type', '1');
  await setSetting(platform.db, 'is_show_mobile', '0');
  await setSetting(platform.db, 'register_invite_required', '0');
});

/** Asks for a code by e-mail and reads it from the mail the SMTP server received. */
async function emailCode(email: string, type = 1): Promise<string> {
  const before = smtp.mails.length;
  const sent = await call(platform.app, 'sendEmail', { to: email, type }, { ip: freshIp() });
  expect(sent).toEqual({ code: 1, msg: 'Verification code sent', data: { resend_after: 60 } });
  return codeIn((await smtp.mailTo(email, before)).text);
}

const userRow = (email: string) =>
  platform.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('register by e-mail with a code (verify_reg_type 1)', () => {
  it('registers with the code read from the mail, opens an account and signs in', async () => {
    const email = 'new.trader@example.com';
    const before = smtp.mails.length;
    await call(platform.app, 'sendEmail', { to: 'New.Trader@Example.com', type: 1 });
    const mail = await smtp.mailTo(email, before);
    expect(mail.subject).toBe('Your verification code');
    expect(mail.text).toMatch(
      /^Your code to open an account is \d{6}\. It is valid for 10 minutes/,
    );
    expect(mail.from).toBe('no-reply@localhost');

    const answer = await call(platform.app, 'register', {
      type: 1,
      account: email,
      password,
      re_password: password,
      agree_terms: 1,
      sms_code: codeIn(mail.text),
    });
    expect(answer).toEqual({ code: 1, msg: 'Registration successful, please log in', data: null });

    const row = await userRow(email);
    expect(row).toMatchObject({ is_demo: false, referrer_id: null, mobile: null });
    expect(row?.uid).toMatch(/^\d{8}$/);
    expect(row?.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(row?.password_hash?.startsWith('$argon2id$')).toBe(true);
    const account = await platform.db
      .selectFrom('accounts')
      .selectAll()
      .where('user_id', '=', row?.id ?? 0)
      .executeTakeFirst();
    expect(Number(account?.balance)).toBe(0);

    const login = await call(platform.app, 'login', { account: email, password, login_type: 1 });
    expect(login.code).toBe(1);
    expect(login.msg).toBe('Login successful');
    expect(login.data.user).toEqual({
      id: row?.id,
      uid: row?.uid,
      email,
      mobile: '',
      area_code: '',
      is_demo: 0,
      invite_code: row?.invite_code,
    });
    const balance = await call(platform.app, 'balance', {}, { token: login.data.token });
    expect(balance.data).toEqual({ balance: 0, lock_balance: 0 });
  });

  it('links the referrer of an invite code, in any case, and refuses an unknown one', async () => {
    const referrerEmail = 'referrer@example.com';
    const code = await emailCode(referrerEmail);
    await call(platform.app, 'register', {
      account: referrerEmail,
      password,
      re_password: password,
      agree_terms: 1,
      sms_code: code,
    });
    const referrer = await userRow(referrerEmail);

    const unknown = await call(platform.app, 'register', {
      account: 'invited@example.com',
      password,
      re_password: password,
      agree_terms: 1,
      invite_code: 'NOSUCH99',
      sms_code: '123456',
    });
    expect(unknown).toEqual({ code: 1113, msg: 'This invitation code does not exist', data: null });

    const invitedCode = await emailCode('invited@example.com');
    const answer = await call(platform.app, 'register', {
      account: 'invited@example.com',
      password,
      re_password: password,
      agree_terms: 1,
      invite_code: referrer?.invite_code.toLowerCase(),
      sms_code: invitedCode,
    });
    expect(answer.code).toBe(1);
    const invited = await userRow('invited@example.com');
    expect(invited?.referrer_id).toBe(referrer?.id);
    expect(invited?.invite_code).not.toBe(referrer?.invite_code);
  });

  it('asks for an invite code only when the operator requires one', async () => {
    await setSetting(platform.db, 'register_invite_required', '1');
    const fields = { account: 'needs.invite@example.com', password, re_password: password };
    expect(await call(platform.app, 'register', fields)).toEqual({
      code: 1108,
      msg: 'Please enter invitation code',
      data: null,
    });
    await setSetting(platform.db, 'register_invite_required', '0');
    expect((await call(platform.app, 'register', fields)).code).toBe(1109);
  });

  it('sends an "already registered" mail to a known address, whose register then fails like a wrong code', async () => {
    const email = 'twice@example.com';
    await call(platform.app, 'register', {
      account: email,
      password,
      re_password: password,
      agree_terms: 1,
      sms_code: await emailCode(email),
    });
    const before = smtp.mails.length;
    platform.clock.advance(61_000);
    const again = await call(platform.app, 'sendEmail', { to: email, type: 1 }, { ip: freshIp() });
    expect(again).toEqual({ code: 1, msg: 'Verification code sent', data: { resend_after: 60 } });
    const mail = await smtp.mailTo(email, before);
    expect(mail.subject).toBe('You already have an account');
    expect(mail.text).not.toMatch(/\d{6}/);
    const counts = await accountRowCounts(platform.db);
    const answer = await call(platform.app, 'register', {
      account: email,
      password: 'another password',
      re_password: 'another password',
      agree_terms: 1,
      sms_code: '000000',
    });
    expect(answer).toEqual({
      code: 1114,
      msg: 'The verification code is wrong or has expired',
      data: null,
    });
    expect((await accountRowCounts(platform.db)).users).toBe(counts.users);
  });

  it('answers each missing or wrong field with its own message, in the form order', async () => {
    const cases: [Record<string, string | number>, number, string][] = [
      [{}, 1103, 'Please enter e-mail'],
      [{ account: 'not-an-email' }, 1110, 'Please enter a valid e-mail address'],
      [{ account: 'a@b' }, 1110, 'Please enter a valid e-mail address'],
      [{ account: 'form@example.com' }, 1104, 'Please enter password'],
      [{ account: 'form@example.com', password }, 1106, 'Please re-enter password'],
      [
        { account: 'form@example.com', password, re_password: `${password}!` },
        1107,
        'The two passwords are inconsistent',
      ],
      [
        { account: 'form@example.com', password: 'short12', re_password: 'short12' },
        1112,
        'The password needs at least 8 characters',
      ],
      [
        { account: 'form@example.com', password, re_password: password },
        1109,
        'Please enter verification code',
      ],
      [
        { account: 'form@example.com', password, re_password: password, sms_code: '123456' },
        1141,
        'Please accept the risk disclosure and the terms of service to open an account',
      ],
      [
        {
          account: 'form@example.com',
          password,
          re_password: password,
          sms_code: '123456',
          agree_terms: 1,
        },
        1114,
        'The verification code is wrong or has expired',
      ],
      [
        { type: 2, account: '91234567', password, re_password: password },
        1123,
        'Sign-up by phone is not available',
      ],
      [{ type: 7, account: 'form@example.com' }, 1001, 'Invalid value for type'],
    ];
    const before = await accountRowCounts(platform.db);
    for (const [fields, code, msg] of cases) {
      expect(await call(platform.app, 'register', fields), JSON.stringify(fields)).toEqual({
        code,
        msg,
        data: null,
      });
    }
    expect(await call(platform.app, 'register', {}, { lang: 'hk' })).toEqual({
      code: 1103,
      msg: '請輸入電郵',
      data: null,
    });
    expect(
      await call(
        platform.app,
        'register',
        { account: 'form@example.com', password: 'short', re_password: 'short' },
        { lang: 'hk' },
      ),
    ).toEqual({ code: 1112, msg: '密碼最少需要 8 個字符', data: null });
    expect(await accountRowCounts(platform.db)).toEqual(before);
  });

  it('accepts any characters in a password of 8 or more, with no composition rule', async () => {
    const email = 'plain.pass@example.com';
    const plain = 'aaaaaaaa';
    const answer = await call(platform.app, 'register', {
      account: email,
      password: plain,
      re_password: plain,
      agree_terms: 1,
      sms_code: await emailCode(email),
    });
    expect(answer.code).toBe(1);
    expect((await call(platform.app, 'login', { account: email, password: plain })).code).toBe(1);
  });

  it('refuses malformed input with a clear message and writes nothing', async () => {
    const before = await accountRowCounts(platform.db);
    const huge = 'x'.repeat(100_000);
    const cases: [Record<string, string | number>, string][] = [
      [{ account: `${huge}@example.com`, password, re_password: password }, 'account'],
      [{ account: 'a@example.com', password: huge, re_password: huge }, 'password'],
      [{ type: 'email', account: 'a@example.com' }, 'type'],
      [{ area_id: 'somewhere', account: 'a@example.com' }, 'area_id'],
      [{ account: 'bad\u0000@example.com', password, re_password: password }, 'account'],
      [
        { account: 'a@example.com', password, re_password: password, sms_code: '12\u00003456' },
        'sms_code',
      ],
      [{ account: 'a@example.com', sms_code: '1'.repeat(17) }, 'sms_code'],
    ];
    for (const [fields, field] of cases) {
      expect(await call(platform.app, 'register', fields), field).toEqual({
        code: 1001,
        msg: `Invalid value for ${field}`,
        data: null,
      });
    }
    const json = await platform.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { lang: 'en', 'content-type': 'application/json' },
      payload: '{"account": ["a@example.com"], "password": {"x": 1}}',
    });
    expect(json.json()).toEqual({ code: 1001, msg: 'Invalid value for account', data: null });
    const broken = await platform.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { lang: 'en', 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(broken.json()).toEqual({ code: 1000, msg: 'The request could not be read', data: null });
    expect(await accountRowCounts(platform.db)).toEqual(before);
  });
});

describe('register with the image captcha (verify_reg_type 2, the default)', () => {
  beforeEach(async () => {
    await setSetting(platform.db, 'verify_reg_type', '2');
  });

  it('answers a PNG captcha as a data URL', async () => {
    const answer = await call(platform.app, 'captcha');
    expect(answer.code).toBe(1);
    expect(answer.data.id).toMatch(/^[\w-]{20,}$/);
    const [prefix, base64] = answer.data.b64s.split(',');
    expect(prefix).toBe('data:image/png;base64');
    const png = Buffer.from(base64 ?? '', 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'png',
      captchaWidthPx,
      captchaHeightPx,
    ]);
    const stored = await platform.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.expires_at.getTime() - platform.clock.now().getTime()).toBe(captchaValidMs);
  });

  it('registers with the captcha answer in any case, once', async () => {
    const { id, answer } = await captchas.issue();
    const fields = {
      account: 'captcha.user@example.com',
      password,
      re_password: password,
      agree_terms: 1,
      key: id,
      sms_code: answer.toLowerCase(),
    };
    expect(await call(platform.app, 'register', fields)).toEqual({
      code: 1,
      msg: 'Registration successful, please log in',
      data: null,
    });
    expect(await userRow('captcha.user@example.com')).toBeDefined();
    const reused = await call(platform.app, 'register', {
      ...fields,
      account: 'captcha.reuse@example.com',
    });
    expect(reused).toEqual({
      code: 1118,
      msg: 'The picture code is wrong or has expired',
      data: null,
    });
  });

  it('uses a captcha up on a wrong answer, refuses an expired one and a missing key', async () => {
    const fields = {
      account: 'captcha.wrong@example.com',
      password,
      re_password: password,
      agree_terms: 1,
    };
    const wrongCaptcha = {
      code: 1118,
      msg: 'The picture code is wrong or has expired',
      data: null,
    };
    const first = await captchas.issue();
    expect(
      await call(platform.app, 'register', { ...fields, key: first.id, sms_code: 'ZZZZ' }),
    ).toEqual(wrongCaptcha);
    expect(
      await call(platform.app, 'register', { ...fields, key: first.id, sms_code: first.answer }),
    ).toEqual(wrongCaptcha);

    const late = await captchas.issue();
    platform.clock.advance(captchaValidMs + 1_000);
    expect(
      await call(platform.app, 'register', { ...fields, key: late.id, sms_code: late.answer }),
    ).toEqual(wrongCaptcha);
    expect(await call(platform.app, 'register', { ...fields, sms_code: 'ABCD' })).toEqual(
      wrongCaptcha,
    );
    expect(await call(platform.app, 'register', { ...fields, key: 'x' })).toEqual({
      code: 1109,
      msg: 'Please enter verification code',
      data: null,
    });
    expect(await userRow('captcha.wrong@example.com')).toBeUndefined();
  });

  it('answers success for a registered e-mail, mails its owner, and changes nothing', async () => {
    const email = 'captcha.known@example.com';
    const first = await captchas.issue();
    await call(platform.app, 'register', {
      account: email,
      password,
      re_password: password,
      agree_terms: 1,
      key: first.id,
      sms_code: first.answer,
    });
    const row = await userRow(email);
    const counts = await accountRowCounts(platform.db);
    const before = smtp.mails.length;
    const second = await captchas.issue();
    const answer = await call(platform.app, 'register', {
      account: email,
      password: 'a different password',
      re_password: 'a different password',
      agree_terms: 1,
      key: second.id,
      sms_code: second.answer,
    });
    expect(answer).toEqual({ code: 1, msg: 'Registration successful, please log in', data: null });
    expect((await smtp.mailTo(email, before)).subject).toBe('You already have an account');
    expect((await accountRowCounts(platform.db)).users).toBe(counts.users);
    expect((await userRow(email))?.password_hash).toBe(row?.password_hash);
  });
});

describe('phone fields and registration by phone', () => {
  it('registers by phone with the SMS code, and signs in by the national number or the full one', async () => {
    await setSetting(platform.db, 'is_show_mobile', '1');
    const hk = await areaId(platform.db, 'HK');
    const sent = await call(platform.app, 'sendSms', { to: '9123 4567', area_id: hk, type: 1 });
    expect(sent).toEqual({ code: 1, msg: 'Verification code sent', data: { resend_after: 60 } });
    const message = sms.latestTo('+85291234567');
    expect(message?.authorization).toBe('Bearer sms-token');
    expect(message?.text).toMatch(/^Your code to open an account is \d{6}, valid 10 minutes\.$/);

    const noArea = await call(platform.app, 'register', {
      type: 2,
      account: '91234567',
      password,
      re_password: password,
      agree_terms: 1,
    });
    expect(noArea).toEqual({
      code: 1119,
      msg: 'Please choose the country calling code',
      data: null,
    });
    const answer = await call(platform.app, 'register', {
      type: 2,
      area_id: hk,
      account: '91234567',
      password,
      re_password: password,
      agree_terms: 1,
      sms_code: codeIn(message?.text ?? ''),
    });
    expect(answer.code).toBe(1);

    for (const account of ['91234567', '9123-4567', '+852 91234567']) {
      const login = await call(platform.app, 'login', { account, password, login_type: 2 });
      expect(login.code, account).toBe(1);
      expect(login.data.user).toMatchObject({ email: '', mobile: '91234567', area_code: '+852' });
    }
    expect(
      (await call(platform.app, 'login', { account: '+853 91234567', password, login_type: 2 }))
        .code,
    ).toBe(9001);
    expect(await call(platform.app, 'login', { login_type: 2 })).toEqual({
      code: 1105,
      msg: 'Please enter phone number',
      data: null,
    });
  });

  it('refuses SMS sign-up codes while phone fields are off, and checks the number and area', async () => {
    const hk = await areaId(platform.db, 'HK');
    expect(await call(platform.app, 'sendSms', { to: '91234000', area_id: hk, type: 1 })).toEqual({
      code: 1123,
      msg: 'Sign-up by phone is not available',
      data: null,
    });
    await setSetting(platform.db, 'is_show_mobile', '3');
    const cases: [Record<string, string | number>, number][] = [
      [{ area_id: hk, type: 1 }, 1105],
      [{ to: '12', area_id: hk, type: 1 }, 1111],
      [{ to: 'call me', area_id: hk, type: 1 }, 1111],
      [{ to: '91234000', type: 1 }, 1119],
      [{ to: '91234000', area_id: 999_999, type: 1 }, 1119],
      [{ to: '91234000', area_id: 1e12, type: 1 }, 1119],
      [{ to: '91234000', area_id: hk, type: 3 }, 1120],
    ];
    for (const [fields, code] of cases) {
      expect((await call(platform.app, 'sendSms', fields)).code, JSON.stringify(fields)).toBe(code);
    }
  });

  it('keeps the phone of an e-mail registration by is_show_mobile: area and phone, or phone only', async () => {
    await setSetting(platform.db, 'is_show_mobile', '1');
    const sg = await areaId(platform.db, 'SG');
    const email = 'with.phone@example.com';
    const code = await emailCode(email);
    const fields = {
      account: email,
      password,
      re_password: password,
      agree_terms: 1,
      mobile: '8123 4567',
    };
    expect((await call(platform.app, 'register', { ...fields, sms_code: code })).code).toBe(1119);
    expect(
      (
        await call(platform.app, 'register', {
          ...fields,
          area_id: sg,
          mobile: 'x1',
          sms_code: code,
        })
      ).code,
    ).toBe(1111);
    expect(
      (await call(platform.app, 'register', { ...fields, area_id: sg, sms_code: code })).code,
    ).toBe(1);
    expect(await userRow(email)).toMatchObject({ mobile: '81234567', area_code: '+65' });

    await setSetting(platform.db, 'is_show_mobile', '3');
    const other = 'phone.only@example.com';
    const otherCode = await emailCode(other);
    await call(platform.app, 'register', {
      account: other,
      password,
      re_password: password,
      agree_terms: 1,
      mobile: '700 800 900',
      sms_code: otherCode,
    });
    expect(await userRow(other)).toMatchObject({ mobile: '700800900', area_code: null });

    await setSetting(platform.db, 'is_show_mobile', '0');
    const none = 'no.phone@example.com';
    const noneCode = await emailCode(none);
    await call(platform.app, 'register', {
      account: none,
      password,
      re_password: password,
      agree_terms: 1,
      mobile: '700800901',
      sms_code: noneCode,
    });
    expect(await userRow(none)).toMatchObject({ mobile: null, area_code: null });
  });
});
