import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  newRealUser,
  noiseJpeg,
  type TestUser,
  testJpeg,
  uploadImage,
} from '../test-support/funds-test-kit.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';

const uploadsPerDay = 3;
const bytesPerDay = 1024 * 1024;

let platform: TestPlatform;
let small: Buffer;
let large: Buffer;

beforeAll(async () => {
  small = await testJpeg();
  // Two fit in a day's bytes, a third does not.
  large = await noiseJpeg(700, 800);
  expect(large.length).toBeGreaterThan(bytesPerDay / 3);
  expect(large.length).toBeLessThanOrEqual(bytesPerDay / 2);
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { uploadsPerDayMax: uploadsPerDay, uploadBytesPerDayMax: bytesPerDay },
  );
});

afterAll(async () => {
  await platform?.close();
});

afterEach(() => {
  platform.clock.set(marketsOpenAt);
});

/** What is kept of uploads: rows, files on disk (embedded shape) and the day's counts. */
async function kept() {
  const count = async (table: 'stored_files' | 'upload_usage') =>
    (
      await platform.db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const folder = platform.uploads?.folder;
  const files =
    folder && existsSync(folder) ? (await readdir(folder, { recursive: true })).length : 0;
  const usage = await platform.db
    .selectFrom('upload_usage')
    .selectAll()
    .orderBy('user_id')
    .execute();
  return { rows: await count('stored_files'), files, usage };
}

async function uploadAll(trader: TestUser, image: Buffer, times: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++)
    codes.push((await uploadImage(platform, trader.token, image)).code);
  return codes;
}

describe('daily upload quota', () => {
  it('refuses the upload after the day’s count, translated, and keeps nothing of it', async () => {
    const trader = await newRealUser(platform);
    expect(await uploadAll(trader, small, uploadsPerDay)).toEqual([1, 1, 1]);

    const before = await kept();
    expect(await uploadImage(platform, trader.token, small)).toEqual({
      code: 3008,
      msg: 'You have reached today’s limit of 3 uploads, please try again tomorrow',
      data: null,
    });
    expect((await uploadImage(platform, trader.token, small, { lang: 'hk' })).msg).toBe(
      '今日上傳次數已達上限（3 次），請明天再試',
    );
    expect(await kept()).toEqual(before);
  });

  it('refuses the upload that would pass the day’s bytes, translated, and keeps nothing of it', async () => {
    const trader = await newRealUser(platform);
    expect(await uploadAll(trader, large, 2)).toEqual([1, 1]);

    const before = await kept();
    expect(await uploadImage(platform, trader.token, large)).toEqual({
      code: 3009,
      msg: 'You have reached today’s upload limit of 1 MB, please try again tomorrow',
      data: null,
    });
    expect((await uploadImage(platform, trader.token, large, { lang: 'hk' })).msg).toBe(
      '今日上傳容量已達上限（1 MB），請明天再試',
    );
    expect(await kept()).toEqual(before);
    // A smaller image still fits in what is left of the day.
    expect((await uploadImage(platform, trader.token, small)).code).toBe(1);
  });

  it('counts the bytes received, not the smaller image kept', async () => {
    const trader = await newRealUser(platform);
    // A JPEG padded after its end: the re-encoded image is small, the upload was not.
    const padded = Buffer.concat([small, Buffer.alloc(Math.ceil(bytesPerDay * 0.6), 0)]);
    expect((await uploadImage(platform, trader.token, padded)).code).toBe(1);
    const stored = await platform.db
      .selectFrom('stored_files')
      .select('byte_count')
      .where('owner_user_id', '=', trader.userId)
      .executeTakeFirstOrThrow();
    expect(stored.byte_count).toBeLessThan(small.length * 2);
    expect((await uploadImage(platform, trader.token, padded)).code).toBe(3009);
  });

  it('counts uploads refused for their content: the server received them all the same', async () => {
    const trader = await newRealUser(platform);
    const damaged = small.subarray(0, 40);
    expect(await uploadAll(trader, damaged, uploadsPerDay)).toEqual([3005, 3005, 3005]);
    expect((await uploadImage(platform, trader.token, small)).code).toBe(3008);
  });

  it('leaves another trader’s uploads alone', async () => {
    const spent = await newRealUser(platform);
    await uploadAll(spent, small, uploadsPerDay);
    expect((await uploadImage(platform, spent.token, small)).code).toBe(3008);

    const other = await newRealUser(platform);
    expect(await uploadAll(other, small, uploadsPerDay)).toEqual([1, 1, 1]);
  });

  it('starts again the next day (UTC)', async () => {
    const trader = await newRealUser(platform);
    await uploadAll(trader, small, uploadsPerDay);
    expect((await uploadImage(platform, trader.token, small)).code).toBe(3008);

    platform.clock.set(new Date('2026-11-19T00:00:00Z'));
    expect(await uploadAll(trader, small, uploadsPerDay)).toEqual([1, 1, 1]);
    expect((await uploadImage(platform, trader.token, small)).code).toBe(3008);
  });

  it('lets no more than the day’s count through when uploads arrive together', async () => {
    const trader = await newRealUser(platform);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => uploadImage(platform, trader.token, small)),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(uploadsPerDay);
    expect(codes.every((code) => [1, 3007, 3008].includes(code))).toBe(true);
    const rows = await platform.db
      .selectFrom('stored_files')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('owner_user_id', '=', trader.userId)
      .executeTakeFirstOrThrow();
    expect(rows.n).toBe(uploadsPerDay);
  });
});
