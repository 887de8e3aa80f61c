/**
 * Symbol tables of QR Code model 2 at error correction level M for versions 1–10 (ISO/IEC 18004,
 * tables 1, 9 and E.1): enough for an address or a short link. Index 0 is version 1.
 */
export type QrVersionTable = {
  /** Data and error correction codewords together. */
  codewords: number;
  /** Error correction codewords of each block. */
  eccPerBlock: number;
  blocks: number;
  /** Centre rows and columns of the alignment patterns. */
  alignment: readonly number[];
};

export const qrVersions: readonly QrVersionTable[] = [
  { codewords: 26, eccPerBlock: 10, blocks: 1, alignment: [] },
  { codewords: 44, eccPerBlock: 16, blocks: 1, alignment: [6, 18] },
  { codewords: 70, eccPerBlock: 26, blocks: 1, alignment: [6, 22] },
  { codewords: 100, eccPerBlock: 18, blocks: 2, alignment: [6, 26] },
  { codewords: 134, eccPerBlock: 24, blocks: 2, alignment: [6, 30] },
  { codewords: 172, eccPerBlock: 16, blocks: 4, alignment: [6, 34] },
  { codewords: 196, eccPerBlock: 18, blocks: 4, alignment: [6, 22, 38] },
  { codewords: 242, eccPerBlock: 22, blocks: 4, alignment: [6, 24, 42] },
  { codewords: 292, eccPerBlock: 22, blocks: 5, alignment: [6, 26, 46] },
  { codewords: 346, eccPerBlock: 26, blocks: 5, alignment: [6, 28, 50] },
];

export const qrVersionMax = qrVersions.length;

export const dataCodewordsOf = (table: QrVersionTable): number =>
  table.codewords - table.eccPerBlock * table.blocks;

/** Bits of the byte-mode character count: 8 up to version 9, 16 from version 10. */
export const countBitsOf = (version: number): number => (version < 10 ? 8 : 16);

/** Format information bits of level M (indicator 00) are its 5 data bits with BCH, masked by 0x5412. */
export function formatBits(mask: number): number {
  const data = (0b00 << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | (remainder & 0x3ff)) ^ 0x5412;
}

/** Version information (versions 7 and up): 6 version bits and 12 BCH bits. */
export function versionBits(version: number): number {
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  return (version << 12) | (remainder & 0xfff);
}
