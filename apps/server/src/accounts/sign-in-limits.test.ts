import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passwordChecksMade } from '../http/password.ts';
import { triesInPeriodMax } from '../sign-in/delay-schedule.ts';
import { failureKey } from '../sign-in/failure-counts.ts';
import { addressSchedule, knownDevicesPerOwnerMax } from '../sign-in/sign-in-policy.ts';
import { cheapPasswordHash } from '../test-support/cheap-password-hash.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';
import { CaptchaStore } from '../verification/captcha-store.ts';

let platform: TestPlatform;
let captchas: CaptchaStore;
const password = 'owner pass phrase';
let passwordHash: string;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 1_000_000 });
  captchas = new CaptchaStore(platform.db, () => platform.clock.now());
  // The limits are counted in checks, whatever each costs.
  passwordHash = await cheapPasswordHash(password);
});

afterAll(async () => {
  await platform?.close();
});

afterEach(() => {
  platform.clock.set(marketsOpenAt);
});

type Answer = { code: number; msg: string; data: unknown };

/** A real user made directly in the database (registration has its own tests). */
async function realUser(email: string): Promise<number> {
  const suffix = randomUUID().slice(0, 8);
  const row = await platform.db
    .insertInto('users')
    .values({
      uid: `8${suffix}`,
      email,
      password_hash: passwordHash,
      is_demo: false,
      invite_code: `S${suffix}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Try = {
  account: string;
  password: string;
  /** The client address: the socket's own, as no proxy is in between. */
  ip: string;
  device?: string;
  captcha?: { key: string; code: string };
  lang?: string;
};

/** loginForU as the trader app sends it: form-encoded, with the device id and any captcha. */
async function signIn(attempt: Try): Promise<Answer> {
  const fields: Record<string, string> = { account: attempt.account, password: attempt.password };
  if (attempt.device) fields.device_id = attempt.device;
  if (attempt.captcha) {
    fields.captcha_key = attempt.captcha.key;
    fields.captcha_code = attempt.captcha.code;
  }
  const res = await platform.app.inject({
    method: 'POST',
    url: '/api/user/loginForU',
    remoteAddress: attempt.ip,
    headers: { lang: attempt.lang ?? 'en', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Answer;
}

/** A captcha the client was shown, answered right: the strongest guesser reads every one. */
async function solvedCaptcha(): Promise<{ key: string; code: string }> {
  const { id, answer } = await captchas.issue();
  return { key: id, code: answer.toLowerCase() };
}

const badCredentials = { code: 9001, msg: 'Wrong username or password', data: null };
const captchaRequired = {
  code: 1128,
  msg: 'Several sign-ins to this account have failed: please type the characters in the picture',
  data: null,
};
const wrongCaptcha = { code: 1118, msg: 'The picture code is wrong or has expired', data: null };
const delayed = (seconds: number) => ({
  code: 1129,
  msg: `Too many failed sign-ins: please wait ${seconds} s and try again`,
  data: null,
});

let addressCounter = 0;
/** An address no other test has used. */
const freshAddress = (): string => {
  addressCounter += 1;
  return `100.${64 + Math.floor(addressCounter / 65_536)}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
};

describe('the captcha after a few failures', () => {
  it('is asked of a new device after three failures on the account, from any address, and checked before any password', async () => {
    await realUser('captcha.asked@example.com');
    const account = ' Captcha.Asked@example.com';
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn({ account, password: `guess ${i}`, ip: freshAddress() })).toEqual(
        badCredentials,
      );
    }
    const ip = freshAddress();
    const device = randomUUID();
    const checks = passwordChecksMade();
    // The right password is not checked without the captcha, nor with a wrong one.
    expect(await signIn({ account, password, ip, device })).toEqual(captchaRequired);
    expect(await signIn({ account, password, ip, device, lang: 'hk' })).toEqual({
      ...captchaRequired,
      msg: '此帳戶已多次登入失敗，請輸入圖中字符',
    });
    const captcha = await solvedCaptcha();
    expect(
      await signIn({ account, password, ip, device, captcha: { ...captcha, code: 'ZZZZ' } }),
    ).toEqual(wrongCaptcha);
    // A captcha answers once, right or wrong.
    expect(await signIn({ account, password, ip, device, captcha })).toEqual(wrongCaptcha);
    expect(
      await signIn({ account, password, ip, device, captcha: { key: 'made-up', code: 'ABCD' } }),
    ).toEqual(wrongCaptcha);
    expect(
      await signIn({ account, password, ip, device, captcha: { key: '', code: 'ABCD' } }),
    ).toEqual(captchaRequired);
    expect(passwordChecksMade()).toBe(checks);

    // A guesser who reads the captcha still only gets "wrong password" for a wrong one.
    expect(
      await signIn({ account, password: 'guess 4', ip, device, captcha: await solvedCaptcha() }),
    ).toEqual(badCredentials);
    expect(passwordChecksMade()).toBe(checks + 1);
    const signedIn = await signIn({
      account,
      password,
      ip,
      device,
      captcha: await solvedCaptcha(),
    });
    expect(signedIn).toMatchObject({ code: 1, msg: 'Login successful' });
  });

  it('is asked alike for an account that does not exist, so it tells no one which do', async () => {
    const account = 'nobody.here@example.com';
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn({ account, password, ip: freshAddress() })).toEqual(badCredentials);
    }
    expect(await signIn({ account, password, ip: freshAddress() })).toEqual(captchaRequired);
  });

  it('is no longer asked once the owner has signed in', async () => {
    await realUser('recovers@example.com');
    const account = 'recovers@example.com';
    const ip = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn({ account, password: 'nope', ip: freshAddress() })).toEqual(
        badCredentials,
      );
    }
    expect(await signIn({ account, password, ip })).toEqual(captchaRequired);
    const captcha = await solvedCaptcha();
    expect((await signIn({ account, password, ip, captcha })).code).toBe(1);
    // Forgotten: the next new device, from the same address, is let straight through.
    expect(await signIn({ account, password: 'nope', ip })).toEqual(badCredentials);
    expect((await signIn({ account, password, ip, device: randomUUID() })).code).toBe(1);
  });
});

describe('the owner is never locked out', () => {
  it('signs in through 1,000 wrong passwords from other addresses: from a known device at once, from a new one with the captcha', {
    timeout: 240_000,
  }, async () => {
    const ownerId = await realUser('target@example.com');
    const account = 'target@example.com';
    const home = freshAddress();
    const phone = randomUUID();
    expect((await signIn({ account, password, ip: home, device: phone })).code).toBe(1);
    const known = await platform.db
      .selectFrom('known_devices')
      .select(['realm', 'device_hash'])
      .where('owner_id', '=', ownerId)
      .execute();
    // Only a hash of the device id is kept.
    expect(known).toEqual([
      { realm: 'trader', device_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect(JSON.stringify(known)).not.toContain(phone);

    const answers = new Map<number, number>();
    let ownerSignIns = 0;
    const checksBefore = passwordChecksMade();
    for (let round = 0; round < 250; round += 1) {
      // Four guessers at once, each from its own address, each with a captcha it has read.
      const guesses = await Promise.all(
        Array.from({ length: 4 }, async (_, i) =>
          signIn({
            account,
            password: `guess ${round}-${i}`,
            ip: freshAddress(),
            device: randomUUID(),
            captcha: await solvedCaptcha(),
          }),
        ),
      );
      for (const guess of guesses) answers.set(guess.code, (answers.get(guess.code) ?? 0) + 1);
      if (round % 25 === 24) {
        // The account asks every device it does not know for the captcha…
        const laptop = { account, password, ip: freshAddress(), device: randomUUID() };
        expect(await signIn(laptop)).toEqual(captchaRequired);
        if (ownerSignIns % 2 === 0) {
          // …while the owner's phone gets in at once, whatever the guessers did;
          expect((await signIn({ account, password, ip: home, device: phone })).code).toBe(1);
        } else {
          // …and a new laptop of the owner's gets in with it.
          expect((await signIn({ ...laptop, captcha: await solvedCaptcha() })).code).toBe(1);
        }
        ownerSignIns += 1;
      }
      platform.clock.advance(1_000);
    }
    // Every guess was a wrong password checked and refused: none was turned away unheard.
    expect(Object.fromEntries(answers)).toEqual({ 9001: 1_000 });
    expect(ownerSignIns).toBe(10);
    expect(passwordChecksMade() - checksBefore).toBe(1_000 + ownerSignIns);

    // Once more, with the count high again: a new laptop with the captcha, which is then known.
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn({ account, password: 'again', ip: freshAddress() })).toEqual(
        badCredentials,
      );
    }
    const laptop = { account, password, ip: freshAddress(), device: randomUUID() };
    expect(await signIn(laptop)).toEqual(captchaRequired);
    expect((await signIn({ ...laptop, captcha: await solvedCaptcha() })).code).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn({ account, password: 'again', ip: freshAddress() })).toEqual(
        badCredentials,
      );
    }
    expect((await signIn(laptop)).code).toBe(1);
  });

  it('keeps the known device free of the account’s waits and captcha, and of its address’s beyond a minute', async () => {
    await realUser('shared.address@example.com');
    const account = 'shared.address@example.com';
    const office = freshAddress();
    const phone = randomUUID();
    expect((await signIn({ account, password, ip: office, device: phone })).code).toBe(1);
    // A guesser in the same office keeps at it, on this account and on others.
    const told: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const answer = await signIn({
        account: i % 2 === 0 ? account : `other.${i}@example.com`,
        password: `guess ${i}`,
        ip: office,
      });
      expect([9001, 1128, 1129]).toContain(answer.code);
      if (answer.code === 1129) told.push(Number(/wait (\d+) s/.exec(answer.msg)?.[1]));
      platform.clock.advance(500);
    }
    expect(told.length).toBeGreaterThan(10);
    expect(Math.max(...told)).toBeLessThanOrEqual(60);
    // The owner's phone waits out what the office's address must wait, never more than a minute.
    const answer = await signIn({ account, password, ip: office, device: phone });
    const waitSeconds = answer.code === 1 ? 0 : Number(/wait (\d+) s/.exec(answer.msg)?.[1]);
    expect(waitSeconds).toBeLessThanOrEqual(60);
    platform.clock.advance(waitSeconds * 1_000);
    expect((await signIn({ account, password, ip: office, device: phone })).code).toBe(1);
  });

  it('remembers only the most recent devices of an owner', async () => {
    const ownerId = await realUser('many.devices@example.com');
    const account = 'many.devices@example.com';
    const devices = Array.from({ length: knownDevicesPerOwnerMax + 2 }, () => randomUUID());
    for (const device of devices) {
      expect((await signIn({ account, password, ip: freshAddress(), device })).code).toBe(1);
      platform.clock.advance(1_000);
    }
    const rows = await platform.db
      .selectFrom('known_devices')
      .select('device_hash')
      .where('owner_id', '=', ownerId)
      .execute();
    expect(rows).toHaveLength(knownDevicesPerOwnerMax);
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn({ account, password: 'nope', ip: freshAddress() })).toEqual(
        badCredentials,
      );
    }
    // The oldest device is a stranger again; the newest is still known.
    expect(await signIn({ account, password, ip: freshAddress(), device: devices[0] })).toEqual(
      captchaRequired,
    );
    expect(
      (await signIn({ account, password, ip: freshAddress(), device: devices.at(-1) })).code,
    ).toBe(1);
  });
});

describe('waits that grow for the source that keeps failing', () => {
  it('limits one address to the tries of its schedule in an hour, whatever accounts it tries', {
    timeout: 120_000,
  }, async () => {
    await realUser('address.victim@example.com');
    const ip = freshAddress();
    const checksBefore = passwordChecksMade();
    const checkedAt: number[] = [];
    // One guess a second for an hour, each at an account of its own, so only the address counts.
    for (let second = 0; second < 3_600; second += 1) {
      const answer = await signIn({ account: `spray.${second}@example.com`, password: 'x', ip });
      if (answer.code === 9001) checkedAt.push(second);
      else expect(answer.code).toBe(1129);
      platform.clock.advance(1_000);
    }
    const checks = passwordChecksMade() - checksBefore;
    expect(checks).toBe(checkedAt.length);
    expect(checks).toBe(triesInPeriodMax(addressSchedule, 3_600_000));
    expect(checks).toBe(74);
    // Ten tries at once, then waits that double up to a minute.
    const gaps = checkedAt.slice(1).map((at, i) => at - (checkedAt[i] ?? 0));
    expect(gaps.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => 1));
    expect(gaps.slice(9, 16)).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(new Set(gaps.slice(16))).toEqual(new Set([60]));
    // The owner of another account, from another address, is not held up.
    expect(
      (await signIn({ account: 'address.victim@example.com', password, ip: freshAddress() })).code,
    ).toBe(1);
  });

  it('refuses the tries within an address’s wait from memory, with no database read', async () => {
    const ip = freshAddress();
    for (let i = 0; i < addressSchedule.freeFailures; i += 1) {
      expect(await signIn({ account: `memory.${i}@example.com`, password: 'x', ip })).toEqual(
        badCredentials,
      );
    }
    expect(await signIn({ account: 'memory.a@example.com', password: 'x', ip })).toEqual(
      delayed(1),
    );
    // The count gone from the database: a try within the wait is still refused, so it was
    // refused without reading it; once the wait is over, the database decides again.
    await platform.db
      .deleteFrom('sign_in_failures')
      .where('key_hash', '=', failureKey('address', ip))
      .execute();
    platform.clock.advance(500);
    expect(await signIn({ account: 'memory.b@example.com', password: 'x', ip })).toEqual(
      delayed(1),
    );
    platform.clock.advance(600);
    expect(await signIn({ account: 'memory.c@example.com', password: 'x', ip })).toEqual(
      badCredentials,
    );
  });

  it('bounds tries sent at once from one address like tries sent one after another', async () => {
    const ip = freshAddress();
    const checksBefore = passwordChecksMade();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn({ account: `burst.${i}@example.com`, password: 'x', ip }),
      ),
    );
    const checks = passwordChecksMade() - checksBefore;
    // Each try is counted before its password is checked: no two pass on the same count.
    expect(checks).toBeLessThanOrEqual(addressSchedule.freeFailures);
    expect(answers.filter((answer) => answer.code === 9001)).toHaveLength(checks);
    expect(answers.filter((answer) => answer.code === 1129)).toHaveLength(40 - checks);
    const row = await platform.db
      .selectFrom('sign_in_failures')
      .select('failures')
      .where('key_hash', '=', failureKey('address', ip))
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(checks);
  });

  it('makes one account from one address wait longer after each failure, with a translated message', async () => {
    await realUser('pair.victim@example.com');
    const account = 'pair.victim@example.com';
    const ip = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn({ account, password: 'nope', ip })).toEqual(badCredentials);
    }
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const refused = await signIn({ account, password: 'nope', ip });
      expect(refused.code).toBe(1129);
      const seconds = Number(/wait (\d+) s/.exec(refused.msg)?.[1]);
      waits.push(seconds);
      platform.clock.advance(seconds * 1_000);
      expect(
        await signIn({ account, password: 'nope', ip, captcha: await solvedCaptcha() }),
      ).toEqual(badCredentials);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64]);
    expect(await signIn({ account, password, ip, lang: 'hk' })).toEqual({
      code: 1129,
      msg: '登入失敗次數太多，請等 128 秒後再試',
      data: null,
    });
    // Waited out, the right password (with the captcha the account now asks for) gets in.
    platform.clock.advance(128_000);
    expect((await signIn({ account, password, ip, captcha: await solvedCaptcha() })).code).toBe(1);
  });

  it('lets a person who mistypes a few times try again at once', async () => {
    await realUser('mistypes@example.com');
    const account = 'mistypes@example.com';
    const ip = freshAddress();
    const device = randomUUID();
    expect((await signIn({ account, password, ip, device })).code).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn({ account, password: `typo ${i}`, ip, device })).toEqual(badCredentials);
    }
    expect(await signIn({ account, password, ip, device })).toEqual(delayed(2));
    platform.clock.advance(2_000);
    expect((await signIn({ account, password, ip, device })).code).toBe(1);
    // Signed in, the waits start afresh.
    expect(await signIn({ account, password: 'typo', ip, device })).toEqual(badCredentials);
    expect((await signIn({ account, password, ip, device })).code).toBe(1);
  });
});

describe('what the sign-in accepts', () => {
  it('refuses an unprintable or oversized device id or captcha with a clear message', async () => {
    const ip = freshAddress();
    const account = 'fields@example.com';
    expect(await signIn({ account, password, ip, device: 'bad\u0001id' })).toEqual({
      code: 1001,
      msg: 'Invalid value for device_id',
      data: null,
    });
    expect(await signIn({ account, password, ip, device: 'd'.repeat(129) })).toEqual({
      code: 1001,
      msg: 'Invalid value for device_id',
      data: null,
    });
    expect(
      await signIn({ account, password, ip, captcha: { key: 'k', code: 'c'.repeat(17) } }),
    ).toEqual({ code: 1001, msg: 'Invalid value for captcha_code', data: null });
    const rows = await platform.db.selectFrom('sign_in_failures').select('key_hash').execute();
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
  });
});
