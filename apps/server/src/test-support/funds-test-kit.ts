import { randomBytes } from 'node:crypto';
import { Decimal } from '@tp/domain/decimal';
import sharp from 'sharp';
import { createSession } from '../http/auth.ts';
import type { Answer } from './api-test-client.ts';
import type { TestPlatform } from './test-platform.ts';

export type TestUser = { token: string; userId: number; uid: string; email: string };

/** A real (not demo) user with a session and an account opened at 0, as registration leaves it. */
export async function newRealUser(platform: TestPlatform): Promise<TestUser> {
  const suffix = randomBytes(5).toString('hex');
  const email = `trader-${suffix}@example.com`;
  const row = await platform.db
    .insertInto('users')
    .values({
      uid: `7${suffix}`,
      email,
      password_hash: null,
      is_demo: false,
      demo_id: null,
      invite_code: `F${suffix}`,
    })
    .returning(['id', 'uid'])
    .executeTakeFirstOrThrow();
  await platform.engine.openAccount({ userId: row.id, initialBalance: new Decimal(0), memo: '' });
  const token = await createSession(platform.db, row.id, platform.clock.now());
  return { token, userId: row.id, uid: row.uid, email };
}

/** A small JPEG drawn by sharp; with `gps`, EXIF that names a place. */
export async function testJpeg(options: { gps?: boolean; width?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 64;
  let image = sharp({
    create: { width, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).jpeg();
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1', Software: 'camera firmware 7' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '22/1 17/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '114/1 10/1 0/1',
      },
    });
  }
  return image.toBuffer();
}

export async function testPng(): Promise<Buffer> {
  return sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/**
 * A JPEG of random noise: it stays about as large as a phone photo of the same size (some
 * 0.7 bytes a pixel) and costs as much to re-encode, where a flat colour compresses to nothing.
 */
export async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A multipart body with one part, as a browser's FormData sends it. */
export function multipartBody(
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----tp${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'photo.jpg'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/common/image_upload with one file, as the trader's app does. */
export async function uploadImage(
  platform: TestPlatform,
  token: string | undefined,
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string; lang?: string } = {},
): Promise<Answer<{ url: string }>> {
  const body = multipartBody(bytes, options);
  const res = await platform.app.inject({
    method: 'POST',
    url: '/api/common/image_upload',
    headers: {
      lang: options.lang ?? 'en',
      'content-type': body.contentType,
      ...(token ? { authorization: token } : {}),
    },
    payload: body.payload,
  });
  if (res.statusCode !== 200)
    throw new Error(`upload answered HTTP ${res.statusCode}: ${res.body}`);
  return res.json() as Answer<{ url: string }>;
}

/** An uploaded image's link, for forms that need one. */
export async function uploadedLink(platform: TestPlatform, token: string): Promise<string> {
  const answer = await uploadImage(platform, token, await testJpeg());
  if (answer.code !== 1) throw new Error(`upload: ${answer.msg}`);
  return answer.data.url;
}

/** GET of a file link (absolute or relative) through inject. */
export async function fetchLink(platform: TestPlatform, link: string) {
  const url = new URL(link, 'http://localhost');
  return platform.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}
