import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captchaHeightPx, captchaImage, captchaWidthPx } from './captcha-image.ts';
import { captchaAlphabet, captchaLength } from './captcha-store.ts';

/** The PNG of a captcha as grey levels (0 black – 255 white), one byte a pixel. */
async function greyPixels(text: string): Promise<{ data: Buffer; width: number }> {
  const url = await captchaImage(text);
  const png = Buffer.from(url.split(',')[1] ?? '', 'base64');
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

describe('the image captcha a person reads', () => {
  it('uses no characters a person could take for another', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'Z', 'S', 'G', 'B', 'V', '8'])
      expect(captchaAlphabet).not.toContain(lookAlike);
    expect(new Set(captchaAlphabet).size).toBe(captchaAlphabet.length);
    // Still a captcha: more than 300,000 answers of four characters.
    expect(captchaAlphabet.length ** captchaLength).toBeGreaterThan(300_000);
  });

  it('is drawn large, dark on a light ground', async () => {
    const { data, width } = await greyPixels('K7HX');
    expect([width, data.length / width]).toEqual([captchaWidthPx, captchaHeightPx]);
    // The ground: the corners are light.
    for (const at of [0, width - 1, data.length - width, data.length - 1])
      expect(data[at]).toBeGreaterThan(235);
    // The characters: many pixels near black, so the contrast is that of print.
    const dark = data.filter((level) => level < 70).length;
    expect(dark / data.length).toBeGreaterThan(0.02);
  });
});
