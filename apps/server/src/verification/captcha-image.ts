import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/** svg-captcha's main export draws the text it is given (its `create` draws its own). */
const drawCaptcha = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; background: string },
) => string;

/**
 * The captcha as a PNG data URL: the text drawn as distorted paths with noise lines by
 * svg-captcha (no font needed at run time), rasterised by sharp so the client shows a
 * plain image.
 */
export async function captchaImage(text: string): Promise<string> {
  const svg = drawCaptcha(text, {
    width: 120,
    height: 44,
    fontSize: 48,
    noise: 3,
    background: '#f2f4f8',
  });
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
