import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChecksMade } from '../http/password.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { cheapPasswordHash } from '../test-support/cheap-password-hash.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { CaptchaStore } from '../verification/captcha-store.ts';

let platform: TestPlatform;
let client: AdminTestClient;
let captchas: CaptchaStore;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 1_000_000 });
  client = new AdminTestClient(platform);
  captchas = new CaptchaStore(platform.db, () => platform.clock.now());
  // The default administrator, enrolled: every sign-in needs the password and a code.
  await client.token();
  // The same password at the least cost: the limits are counted in checks, whatever each costs.
  await platform.db
    .updateTable('operators')
    .set({ password_hash: await cheapPasswordHash(platform.config.adminPassword) })
    .where('username', '=', platform.config.adminUser)
    .execute();
});

afterAll(async () => {
  await platform?.close();
});

type Answer = { code: number; msg: string; data: unknown };

type Try = {
  username: string;
  password: string;
  /** The client address: the socket's own, as no proxy is in between. */
  ip: string;
  totp?: string;
  device?: string;
  captcha?: { key: string; code: string };
  lang?: string;
};

/** The back office's login as its app sends it: JSON, with its device id and any captcha. */
async function signIn(attempt: Try): Promise<Answer> {
  const res = await platform.app.inject({
    method: 'POST',
    url: '/admin-api/login',
    remoteAddress: attempt.ip,
    headers: { lang: attempt.lang ?? 'en' },
    payload: {
      username: attempt.username,
      password: attempt.password,
      ...(attempt.totp ? { totp: attempt.totp } : {}),
      ...(attempt.device ? { deviceId: attempt.device } : {}),
      ...(attempt.captcha
        ? { captchaKey: attempt.captcha.key, captchaCode: attempt.captcha.code }
        : {}),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Answer;
}

/** Password, then the code, as the back office does; answers the last answer. */
async function signInWithCode(attempt: Omit<Try, 'totp'>, captchaEach = false): Promise<Answer> {
  const first = await signIn({
    ...attempt,
    ...(captchaEach ? { captcha: await solvedCaptcha() } : {}),
  });
  if (first.code !== 4001) return first;
  return signIn({
    ...attempt,
    totp: client.code(attempt.username),
    ...(captchaEach ? { captcha: await solvedCaptcha() } : {}),
  });
}

async function solvedCaptcha(): Promise<{ key: string; code: string }> {
  const { id, answer } = await captchas.issue();
  return { key: id, code: answer };
}

let addressCounter = 0;
const freshAddress = (): string => {
  addressCounter += 1;
  return `100.${80 + Math.floor(addressCounter / 65_536)}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
};

const badCredentials = { code: 9001, msg: 'Wrong username or password', data: null };
const captchaRequired = {
  code: 1128,
  msg: 'Several sign-ins to this account have failed: please type the characters in the picture',
  data: null,
};
const totpRequired = {
  code: 4001,
  msg: 'Enter the 6-digit code of your authenticator app',
  data: null,
};

describe('the back office’s login captcha', () => {
  it('serves a picture for the login', async () => {
    const res = await platform.app.inject({
      method: 'GET',
      url: '/admin-api/captcha',
      remoteAddress: freshAddress(),
    });
    const answer = res.json() as Answer;
    expect(answer).toMatchObject({ code: 1, data: { id: expect.any(String) } });
    const { b64s } = answer.data as { b64s: string };
    expect(b64s.startsWith('data:image/png;base64,')).toBe(true);
    expect(
      Buffer.from(b64s.split(',')[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('is asked after three failures on a name, from any address, before any password is checked', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        await signIn({ username: 'ADMIN', password: `guess ${i}`, ip: freshAddress() }),
      ).toEqual(badCredentials);
    }
    const ip = freshAddress();
    const checks = passwordChecksMade();
    expect(await signIn({ username: 'admin', password: 'admin', ip })).toEqual(captchaRequired);
    expect(await signIn({ username: 'admin', password: 'admin', ip, lang: 'hk' })).toEqual({
      ...captchaRequired,
      msg: '此帳戶已多次登入失敗，請輸入圖中字符',
    });
    const captcha = await solvedCaptcha();
    expect(
      await signIn({
        username: 'admin',
        password: 'admin',
        ip,
        captcha: { ...captcha, code: 'QQQQ' },
      }),
    ).toEqual({ code: 1118, msg: 'The picture code is wrong or has expired', data: null });
    expect(passwordChecksMade()).toBe(checks);
    // The right password with the captcha reaches the second factor; the code needs a new picture.
    expect(
      await signIn({ username: 'admin', password: 'admin', ip, captcha: await solvedCaptcha() }),
    ).toEqual(totpRequired);
    expect(
      await signIn({ username: 'admin', password: 'admin', ip, totp: client.code('admin') }),
    ).toEqual(captchaRequired);
    const signedIn = await signInWithCode({ username: 'admin', password: 'admin', ip }, true);
    expect(signedIn.code).toBe(1);
  });

  it('counts a wrong authenticator code like a wrong password', async () => {
    const { username } = await client.operatorWithRole('support');
    for (let i = 0; i < 3; i += 1) {
      expect(
        await signIn({
          username,
          password: 'operator-password',
          totp: '000000',
          ip: freshAddress(),
        }),
      ).toEqual({ code: 4002, msg: 'The authenticator code is wrong', data: null });
    }
    expect(await signIn({ username, password: 'operator-password', ip: freshAddress() })).toEqual(
      captchaRequired,
    );
  });
});

describe('administrators are never locked out by strangers', () => {
  it('lets admin in through 1,000 wrong passwords from other addresses: from a known device at once, from a new one with the captcha', {
    timeout: 240_000,
  }, async () => {
    const office = freshAddress();
    const desk = randomUUID();
    expect(
      (
        await signInWithCode(
          { username: 'admin', password: 'admin', ip: office, device: desk },
          true,
        )
      ).code,
    ).toBe(1);

    const answers = new Map<number, number>();
    let ownerSignIns = 0;
    const checksBefore = passwordChecksMade();
    for (let round = 0; round < 250; round += 1) {
      const guesses = await Promise.all(
        Array.from({ length: 4 }, async (_, i) =>
          signIn({
            username: 'admin',
            password: `guess ${round}-${i}`,
            ip: freshAddress(),
            device: randomUUID(),
            captcha: await solvedCaptcha(),
          }),
        ),
      );
      for (const guess of guesses) answers.set(guess.code, (answers.get(guess.code) ?? 0) + 1);
      // Five times in all: the office stays under the login's 10 tries a minute per address.
      if (round % 50 === 49) {
        const laptop = {
          username: 'admin',
          password: 'admin',
          ip: freshAddress(),
          device: randomUUID(),
        };
        expect(await signIn(laptop)).toEqual(captchaRequired);
        if (ownerSignIns % 2 === 0) {
          // The desk signs in with password and code alone, no captcha and no wait.
          const desktop = { username: 'admin', password: 'admin', ip: office, device: desk };
          expect(await signIn(desktop)).toEqual(totpRequired);
          expect((await signIn({ ...desktop, totp: client.code('admin') })).code).toBe(1);
        } else {
          // A new laptop answers a captcha at each step, and gets in.
          expect((await signInWithCode(laptop, true)).code).toBe(1);
        }
        ownerSignIns += 1;
      }
    }
    expect(Object.fromEntries(answers)).toEqual({ 9001: 1_000 });
    // Each owner's sign-in checked the password twice: once before the code was asked, once with it.
    expect(ownerSignIns).toBe(5);
    expect(passwordChecksMade() - checksBefore).toBe(1_000 + ownerSignIns * 2);
  });

  it('makes a name tried from one address wait longer after each failure, never its known device', async () => {
    const office = freshAddress();
    const desk = randomUUID();
    expect(
      (
        await signInWithCode(
          { username: 'admin', password: 'admin', ip: office, device: desk },
          true,
        )
      ).code,
    ).toBe(1);
    const stranger = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn({ username: 'admin', password: 'guess', ip: stranger })).toEqual(
        badCredentials,
      );
    }
    const waits: number[] = [];
    // Three waits: with the three failures before them, nine tries, under the login's 10 a minute.
    for (let i = 0; i < 3; i += 1) {
      const refused = await signIn({ username: 'admin', password: 'guess', ip: stranger });
      expect(refused.code).toBe(1129);
      const seconds = Number(/wait (\d+) s/.exec(refused.msg)?.[1]);
      waits.push(seconds);
      platform.clock.advance(seconds * 1_000);
      expect(
        await signIn({
          username: 'admin',
          password: 'guess',
          ip: stranger,
          captcha: await solvedCaptcha(),
        }),
      ).toEqual(badCredentials);
    }
    expect(waits).toEqual([2, 4, 8]);
    // Meanwhile the desk is neither asked for a captcha nor held up.
    const desktop = { username: 'admin', password: 'admin', ip: office, device: desk };
    expect(await signIn(desktop)).toEqual(totpRequired);
    expect((await signIn({ ...desktop, totp: client.code('admin') })).code).toBe(1);
  });

  it('forgets the devices of an operator whose password or authenticator an administrator resets', async () => {
    const { id, username } = await client.operatorWithRole('finance');
    const desk = randomUUID();
    const signedIn = await signInWithCode(
      { username, password: 'operator-password', ip: freshAddress(), device: desk },
      true,
    );
    expect(signedIn.code).toBe(1);
    const devices = () =>
      platform.db
        .selectFrom('known_devices')
        .select('device_hash')
        .where('realm', '=', 'operator')
        .where('owner_id', '=', id)
        .execute();
    // The back office that enrolled the operator, and this desk.
    expect(await devices()).toHaveLength(2);
    const saved = await client.call('POST', '/admin-api/operators/save', {
      token: await client.token(),
      body: { id, username, role: 'finance', password: 'another-password' },
    });
    expect(saved.code).toBe(1);
    expect(await devices()).toEqual([]);
  });
});
