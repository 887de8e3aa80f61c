import sharp from 'sharp';
import { ApiError } from '../http/api-error.ts';
import { type ImageFormat, sniffImageFormat } from './image-format.ts';

// One thread per image (sharp's default on glibc, but not everywhere), so that the limiter's
// turns bound the cores that images take.
sharp.concurrency(1);

/** Largest upload accepted, in bytes. */
export const uploadBytesMax = 8 * 1024 * 1024;
/** Largest image accepted, in pixels: a small file may still decode to gigabytes (a pixel flood). */
export const uploadPixelsMax = 40_000_000;

export type ReencodedImage = {
  format: ImageFormat;
  bytes: Buffer;
  width: number;
  height: number;
};

/**
 * Checks an upload by its content and draws it again: turned upright by its EXIF orientation,
 * then written without any metadata, so no EXIF, GPS position, XMP or comment survives.
 * The type comes from the magic number and must match what the decoder finds.
 */
export async function reencodeImage(input: Buffer): Promise<ReencodedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new ApiError('uploadUnsupported');
  // The header alone gives the size, before any pixel is decoded.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ApiError('uploadUnreadable');
    });
  if (header.format !== format) throw new ApiError('uploadUnsupported');
  const { width, height } = header;
  if (!width || !height) throw new ApiError('uploadUnreadable');
  if (width * height > uploadPixelsMax) {
    throw new ApiError('uploadTooManyPixels', { max: uploadPixelsMax / 1_000_000 });
  }
  const drawn = sharp(input, { limitInputPixels: uploadPixelsMax, failOn: 'error' }).autoOrient();
  const encoded =
    format === 'jpeg'
      ? drawn.jpeg({ quality: 90 })
      : format === 'png'
        ? drawn.png()
        : drawn.webp({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new ApiError('uploadUnreadable');
  });
  return { format, bytes: data, width: info.width, height: info.height };
}
