import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newRealUser,
  noiseJpeg,
  type TestUser,
  uploadImage,
} from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

type Answer = { code: number; msg: string; data: { url: string } | null };

const perUserMax = 2;
const totalMax = 3;
/** Images sharp may still count when they are done (`withPeakImageWork`). */
const finishedStillCounted = 2;

let platform: TestPlatform;
let address: string;
let image: Buffer;

beforeAll(async () => {
  // Large enough that re-encoding takes a while, so uploads sent together overlap.
  image = await noiseJpeg(1200, 900);
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { uploadsAtOncePerUser: perUserMax, uploadsAtOnce: totalMax },
  );
  address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await platform?.close();
});

/** One upload over a real socket, as a browser's FormData sends it. */
async function upload(token: string, lang = 'en'): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${address}/api/common/image_upload`, {
    method: 'POST',
    headers: { lang, authorization: token },
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

/**
 * Runs the work while watching the uploads holding a turn and sharp's own counters (images
 * being decoded or encoded, and those queued for a thread), and answers the most seen at once.
 * sharp counts a finished image until after the code awaiting it has run (its counter drops at
 * the end of its native callback, and its worker threads update the counters while this reads
 * them), so it may show finished images beside those at work: an upload's header read as its
 * encode starts, and the previous holder's encode as a turn changes hands. Its peak is held to
 * the turns' peak plus those two (six uploads at once, unlimited, would show six).
 */
async function withPeakImageWork<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peak: number; imagesPeak: number }> {
  const limiter = platform.uploads?.limiter;
  if (!limiter) throw new Error('the platform has no upload limiter');
  let peak = 0;
  let imagesPeak = 0;
  let watching = true;
  const look = () => {
    const { queue, process } = sharp.counters();
    imagesPeak = Math.max(imagesPeak, queue + process);
    peak = Math.max(peak, limiter.inFlight());
    if (watching) setImmediate(look);
  };
  look();
  try {
    const result = await work();
    return { result, peak, imagesPeak };
  } finally {
    watching = false;
  }
}

const storedCount = async () =>
  (
    await platform.db
      .selectFrom('stored_files')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('uploads at once', () => {
  it('works on at most 2 uploads of one trader at a time; the rest wait their turn or are told to retry', async () => {
    const trader = await newRealUser(platform);
    const before = await storedCount();
    const {
      result: answers,
      peak,
      imagesPeak,
    } = await withPeakImageWork(() =>
      Promise.all(Array.from({ length: 6 }, () => upload(trader.token))),
    );
    expect(peak).toBe(perUserMax);
    expect(imagesPeak).toBeGreaterThanOrEqual(1);
    expect(imagesPeak).toBeLessThanOrEqual(peak + finishedStillCounted);

    const accepted = answers.filter((answer) => answer.code === 1);
    const busy = answers.filter((answer) => answer.code !== 1);
    // Two at work and two waiting are always taken; a later one is refused if it finds them so.
    expect(accepted.length).toBeGreaterThanOrEqual(2 * perUserMax);
    for (const answer of busy) {
      expect(answer).toEqual({
        code: 3007,
        msg: 'Too many uploads at once, please try again in a moment',
        data: null,
      });
    }
    expect(await storedCount()).toBe(before + accepted.length);
  });

  it('works on at most 3 uploads at a time across traders', async () => {
    const traders: TestUser[] = [];
    for (let i = 0; i < 3; i++) traders.push(await newRealUser(platform));
    const before = await storedCount();
    const {
      result: answers,
      peak,
      imagesPeak,
    } = await withPeakImageWork(() =>
      Promise.all(traders.flatMap((trader) => [upload(trader.token), upload(trader.token)])),
    );
    expect(peak).toBeLessThanOrEqual(totalMax);
    expect(peak).toBeGreaterThanOrEqual(2);
    expect(imagesPeak).toBeLessThanOrEqual(peak + finishedStillCounted);
    expect(answers.map((answer) => answer.code)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await storedCount()).toBe(before + 6);
  });

  it('refuses at once, translated, when the trader has uploads at work and waiting, and stores nothing', async () => {
    const trader = await newRealUser(platform);
    const limiter = platform.uploads?.limiter;
    if (!limiter) throw new Error('the platform has no upload limiter');
    const turns = [await limiter.acquire(trader.userId), await limiter.acquire(trader.userId)];
    const waiting = [limiter.acquire(trader.userId), limiter.acquire(trader.userId)];
    const before = await storedCount();
    try {
      const answer = await uploadImage(platform, trader.token, image);
      expect(answer).toEqual({
        code: 3007,
        msg: 'Too many uploads at once, please try again in a moment',
        data: null,
      });
      expect((await upload(trader.token, 'hk')).msg).toBe('同時上傳的圖片太多，請稍後再試');
      expect(await storedCount()).toBe(before);
    } finally {
      for (const release of turns) release();
      for (const release of await Promise.all(waiting)) release();
    }
    expect(limiter.inFlight(trader.userId)).toBe(0);
    // With its turns back, the trader uploads again.
    expect((await upload(trader.token)).code).toBe(1);
  });
});
