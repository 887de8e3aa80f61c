/**
 * What the sign-in limits cost per try, now that their counts live in the database: loginForU
 * timed through the real route for each kind of answer, beside a request refused before any
 * limit is read (the route's own cost) and an argon2 check alone (the password's cost). The
 * limits' share of a try is what is left. Prints p50, p99 and max per case.
 *
 *   npm run bench:sign-in                  (PGlite in memory)
 *   npm run bench:sign-in -- --postgres    (TEST_DATABASE_URL or local PostgreSQL)
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hashPassword, verifyPassword } from '../apps/server/src/http/password.ts';
import { startTestPlatform } from '../apps/server/src/test-support/test-platform.ts';
import { CaptchaStore } from '../apps/server/src/verification/captcha-store.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    postgres: { type: 'boolean', default: false },
  },
});

const runs = Math.min(Math.max(Number(values.runs) || 0, 20), 5_000);
if (values.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

let addressCounter = 0;
const freshAddress = (): string => {
  addressCounter += 1;
  return `100.${96 + Math.floor(addressCounter / 65_536)}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
};

async function main(): Promise<void> {
  const platform = await startTestPlatform({ rateLimitPerMinute: 100_000_000 });
  try {
    const password = 'bench pass phrase';
    const passwordHash = await hashPassword(password);
    const captchas = new CaptchaStore(platform.db, () => platform.clock.now());
    await platform.db
      .insertInto('users')
      .values({
        uid: '70000001',
        email: 'bench@example.com',
        password_hash: passwordHash,
        is_demo: false,
        invite_code: 'BENCH1',
      })
      .execute();
    const signIn = async (fields: Record<string, string>, ip: string): Promise<number> => {
      const res = await platform.app.inject({
        method: 'POST',
        url: '/api/user/loginForU',
        remoteAddress: ip,
        headers: { lang: 'en', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      return (res.json() as { code: number }).code;
    };
    const device = randomUUID();
    const home = freshAddress();
    if ((await signIn({ account: 'bench@example.com', password, device_id: device }, home)) !== 1)
      throw new Error('the owner could not sign in');
    // One address kept waiting, and an account that asks strangers for the captcha.
    const waiting = freshAddress();
    for (let i = 0; i < 20; i += 1)
      await signIn({ account: `wait.${i}@example.com`, password: 'x' }, waiting);
    for (let i = 0; i < 3; i += 1)
      await signIn({ account: 'bench@example.com', password: 'x' }, freshAddress());

    type Case = { name: string; expect: number | null; once: () => Promise<number> };
    const cases: Case[] = [
      {
        name: 'refused before the limits (no password)',
        expect: 1104,
        once: () => signIn({ account: 'bench@example.com' }, freshAddress()),
      },
      {
        name: 'argon2 check alone',
        expect: null,
        once: async () => ((await verifyPassword(passwordHash, 'wrong')) ? 1 : 0),
      },
      {
        name: 'refused: the address must wait',
        expect: 1129,
        once: () => signIn({ account: 'nobody@example.com', password: 'x' }, waiting),
      },
      {
        name: 'refused: captcha missing',
        expect: 1128,
        once: () => signIn({ account: 'bench@example.com', password }, freshAddress()),
      },
      {
        name: 'refused: captcha wrong',
        expect: 1118,
        once: async () => {
          const { id } = await captchas.issue();
          return signIn(
            { account: 'bench@example.com', password, captcha_key: id, captcha_code: 'ZZZZ' },
            freshAddress(),
          );
        },
      },
      {
        name: 'wrong password, new address',
        expect: 9001,
        once: () =>
          signIn({ account: `nobody.${randomUUID()}@example.com`, password: 'x' }, freshAddress()),
      },
      {
        name: 'right password, known device',
        expect: 1,
        once: () => signIn({ account: 'bench@example.com', password, device_id: device }, home),
      },
    ];
    console.log(
      `loginForU on ${values.postgres ? 'PostgreSQL' : 'PGlite in memory'}, ${runs} runs per case`,
    );
    console.log('| Case | p50 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|');
    for (const bench of cases) {
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const began = performance.now();
        const code = await bench.once();
        times.push(performance.now() - began);
        if (bench.expect !== null && code !== bench.expect)
          throw new Error(`${bench.name}: answered ${code}, not ${bench.expect}`);
      }
      times.sort((a, b) => a - b);
      const [p50, p99, max] = [percentile(times, 50), percentile(times, 99), times.at(-1) ?? 0];
      console.log(`| ${bench.name} | ${p50.toFixed(2)} | ${p99.toFixed(2)} | ${max.toFixed(2)} |`);
    }
  } finally {
    await platform.close();
  }
}

await main();
