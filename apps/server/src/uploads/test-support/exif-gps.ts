/**
 * Whether an EXIF block (as sharp's metadata gives it: `Exif\0\0` then TIFF) points to GPS data:
 * IFD0 holds the GPSInfo tag. Tests read uploads back with it.
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif || exif.length < 14) return false;
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  if (ifd0 + 2 > tiff.length) return false;
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i += 1) {
    const at = ifd0 + 2 + i * 12;
    if (at + 2 > tiff.length) return false;
    if (u16(at) === 0x8825) return true;
  }
  return false;
}
