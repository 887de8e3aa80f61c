import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/** svg-captcha's main export draws the text it is given (its `create` draws its own). */
const drawCaptcha = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
) => string;

/** Pixels of the PNG: twice the size the apps show it at, so it stays sharp on a phone's screen. */
export const captchaWidthPx = 320;
export const captchaHeightPx = 112;
const noiseLines = 2;
const background = '#f7f8fb';
/** The lines are lighter than the near-black characters, so a person tells them apart at a glance. */
const noiseColour = '#9aa3b5';

/**
 * The captcha as a PNG data URL: the characters drawn as distorted paths by svg-captcha (no font
 * needed at run time), in near-black on a light ground, crossed by two thin grey lines; rasterised
 * by sharp so the client shows a plain image. svg-captcha gives text and lines random colours
 * once a background is set (some barely differ from it), so the background is added by sharp
 * instead and the lines get one grey.
 */
export async function captchaImage(text: string): Promise<string> {
  const svg = drawCaptcha(text, {
    width: captchaWidthPx,
    height: captchaHeightPx,
    fontSize: 104,
    noise: noiseLines,
    color: false,
  }).replace(/stroke="#[0-9a-fA-F]{3,6}"/g, `stroke="${noiseColour}" stroke-width="3"`);
  const png = await sharp(Buffer.from(svg)).flatten({ background }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
