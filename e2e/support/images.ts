import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { EnvelopeOf } from './page-api.ts';

export type Colour = { r: number; g: number; b: number };

/** A photo-like JPEG of one colour, for identity documents and payment proofs. */
export function jpegImage(colour: Colour, size = { width: 320, height: 200 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A file as a page's file chooser takes it (`setInputFiles`). */
export async function jpegFile(
  name: string,
  colour: Colour,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return { name, mimeType: 'image/jpeg', buffer: await jpegImage(colour) };
}

/** Uploads an image through image_upload as the trader's client does; answers its link. */
export async function uploadImage(
  page: Page,
  token: string,
  name: string,
  image: Buffer,
): Promise<string> {
  const response = await page.request.post('/api/common/image_upload', {
    headers: { lang: 'en', authorization: token },
    multipart: { file: { name, mimeType: 'image/jpeg', buffer: image } },
  });
  const answer = (await response.json()) as EnvelopeOf<{ url: string }>;
  if (answer.code !== 1) throw new Error(`image_upload refused ${name}: ${answer.msg}`);
  return answer.data.url;
}
