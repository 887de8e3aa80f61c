import { qrMasks } from './qr-mask.ts';
import { qrPenalty } from './qr-penalty.ts';
import {
  countBitsOf,
  dataCodewordsOf,
  formatBits,
  type QrVersionTable,
  qrVersionMax,
  qrVersions,
  versionBits,
} from './qr-tables.ts';
import { rsGenerator, rsRemainder } from './reed-solomon.ts';

/** A QR Code symbol: `modules[row][column]` is true where the module is dark. */
export type QrSymbol = {
  version: number;
  mask: number;
  size: number;
  modules: readonly (readonly boolean[])[];
};

const byteMode = 0b0100;
const padBytes = [0xec, 0x11] as const;

function versionFor(byteCount: number): { version: number; table: QrVersionTable } {
  for (const [index, table] of qrVersions.entries()) {
    const version = index + 1;
    const bitsNeeded = 4 + countBitsOf(version) + 8 * byteCount;
    if (bitsNeeded <= dataCodewordsOf(table) * 8) return { version, table };
  }
  throw new RangeError(`Too long for a QR Code of version ${qrVersionMax} (${byteCount} bytes)`);
}

/** Mode, count, the bytes, a terminator and padding, as data codewords. */
function dataCodewords(bytes: Uint8Array, version: number, capacity: number): number[] {
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  append(byteMode, 4);
  append(bytes.length, countBitsOf(version));
  for (const byte of bytes) append(byte, 8);
  append(0, Math.min(4, capacity * 8 - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  for (let i = 0; codewords.length < capacity; i++) codewords.push(padBytes[i % 2] ?? 0);
  return codewords;
}

/** Splits the data into blocks, adds each block's error correction, and interleaves them. */
function withErrorCorrection(data: readonly number[], table: QrVersionTable): number[] {
  const shortBlocks = table.blocks - (table.codewords % table.blocks);
  const shortDataLength = Math.floor(table.codewords / table.blocks) - table.eccPerBlock;
  const generator = rsGenerator(table.eccPerBlock);
  const blocks: { data: number[]; ecc: number[] }[] = [];
  let offset = 0;
  for (let b = 0; b < table.blocks; b++) {
    const length = shortDataLength + (b < shortBlocks ? 0 : 1);
    const blockData = data.slice(offset, offset + length);
    offset += length;
    blocks.push({ data: blockData, ecc: rsRemainder(blockData, generator) });
  }
  const result: number[] = [];
  for (let i = 0; i <= shortDataLength; i++) {
    for (const block of blocks) if (i < block.data.length) result.push(block.data[i] ?? 0);
  }
  for (let i = 0; i < table.eccPerBlock; i++) {
    for (const block of blocks) result.push(block.ecc[i] ?? 0);
  }
  return result;
}

type Grid = { size: number; dark: boolean[][]; reserved: boolean[][] };

function emptyGrid(size: number): Grid {
  const plane = () => Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  return { size, dark: plane(), reserved: plane() };
}

function setFunction(grid: Grid, row: number, column: number, dark: boolean): void {
  if (row < 0 || column < 0 || row >= grid.size || column >= grid.size) return;
  (grid.dark[row] as boolean[])[column] = dark;
  (grid.reserved[row] as boolean[])[column] = true;
}

/** Finder pattern centred at (row, column), with its light separator ring. */
function drawFinder(grid: Grid, row: number, column: number): void {
  for (let dr = -4; dr <= 4; dr++) {
    for (let dc = -4; dc <= 4; dc++) {
      const ring = Math.max(Math.abs(dr), Math.abs(dc));
      setFunction(grid, row + dr, column + dc, ring !== 2 && ring !== 4);
    }
  }
}

function drawAlignment(grid: Grid, row: number, column: number): void {
  for (let dr = -2; dr <= 2; dr++) {
    for (let dc = -2; dc <= 2; dc++) {
      setFunction(grid, row + dr, column + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
    }
  }
}

/** Both copies of the format information; bit 0 is the least significant. */
function drawFormat(grid: Grid, mask: number): void {
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const last = grid.size - 1;
  for (let i = 0; i <= 5; i++) setFunction(grid, i, 8, bit(i));
  setFunction(grid, 7, 8, bit(6));
  setFunction(grid, 8, 8, bit(7));
  setFunction(grid, 8, 7, bit(8));
  for (let i = 9; i < 15; i++) setFunction(grid, 8, 14 - i, bit(i));
  for (let i = 0; i < 8; i++) setFunction(grid, 8, last - i, bit(i));
  for (let i = 8; i < 15; i++) setFunction(grid, last - 14 + i, 8, bit(i));
  // The dark module beside the lower-left finder is always dark.
  setFunction(grid, grid.size - 8, 8, true);
}

function drawVersion(grid: Grid, version: number): void {
  if (version < 7) return;
  const bits = versionBits(version);
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) === 1;
    const near = Math.floor(i / 3);
    const far = grid.size - 11 + (i % 3);
    setFunction(grid, near, far, dark);
    setFunction(grid, far, near, dark);
  }
}

function drawFunctionPatterns(grid: Grid, version: number, table: QrVersionTable): void {
  for (let i = 0; i < grid.size; i++) {
    setFunction(grid, 6, i, i % 2 === 0);
    setFunction(grid, i, 6, i % 2 === 0);
  }
  const far = grid.size - 4;
  drawFinder(grid, 3, 3);
  drawFinder(grid, 3, far);
  drawFinder(grid, far, 3);
  const positions = table.alignment;
  const first = positions[0];
  const lastPosition = positions.at(-1);
  for (const row of positions) {
    for (const column of positions) {
      const onFinder =
        (row === first && (column === first || column === lastPosition)) ||
        (row === lastPosition && column === first);
      if (!onFinder) drawAlignment(grid, row, column);
    }
  }
  // Reserved now with any mask; the chosen mask's bits are drawn at the end.
  drawFormat(grid, 0);
  drawVersion(grid, version);
}

/** Places the codewords' bits in two-column strips, right to left, alternately up and down. */
function placeCodewords(grid: Grid, codewords: readonly number[]): void {
  const totalBits = codewords.length * 8;
  let index = 0;
  let upward = true;
  for (let right = grid.size - 1; right >= 1; right -= 2) {
    // The vertical timing pattern takes column 6 whole, so the strip left of it shifts by one.
    if (right === 6) right = 5;
    for (let step = 0; step < grid.size; step++) {
      const row = upward ? grid.size - 1 - step : step;
      for (const column of [right, right - 1]) {
        if (grid.reserved[row]?.[column]) continue;
        const dark =
          index < totalBits && (((codewords[index >>> 3] ?? 0) >>> (7 - (index & 7))) & 1) === 1;
        (grid.dark[row] as boolean[])[column] = dark;
        index++;
      }
    }
    upward = !upward;
  }
}

function masked(grid: Grid, mask: number): Grid {
  const condition = qrMasks[mask] ?? (() => false);
  const dark = grid.dark.map((cells, row) =>
    cells.map((cell, column) =>
      grid.reserved[row]?.[column] ? cell : cell !== condition(row, column),
    ),
  );
  const result = { ...grid, dark };
  drawFormat(result, mask);
  return result;
}

/**
 * Encodes `text` (UTF-8, byte mode) at error correction level M in the smallest version from
 * 1 to 10. The mask is the one with the lowest penalty unless `mask` asks for one.
 */
export function encodeQr(text: string, options: { mask?: number } = {}): QrSymbol {
  const { mask: wanted } = options;
  if (wanted !== undefined && !(Number.isInteger(wanted) && wanted >= 0 && wanted < qrMasks.length))
    throw new RangeError(`No such mask: ${wanted}`);
  const bytes = new TextEncoder().encode(text);
  const { version, table } = versionFor(bytes.length);
  const grid = emptyGrid(version * 4 + 17);
  drawFunctionPatterns(grid, version, table);
  placeCodewords(
    grid,
    withErrorCorrection(dataCodewords(bytes, version, dataCodewordsOf(table)), table),
  );
  const candidates = wanted === undefined ? qrMasks.map((_, mask) => mask) : [wanted];
  let best: { mask: number; grid: Grid; penalty: number } | undefined;
  for (const mask of candidates) {
    const candidate = masked(grid, mask);
    const penalty = qrPenalty((r, c) => candidate.dark[r]?.[c] === true, grid.size);
    if (!best || penalty < best.penalty) best = { mask, grid: candidate, penalty };
  }
  if (!best) throw new RangeError('No mask was tried');
  return { version, mask: best.mask, size: grid.size, modules: best.grid.dark };
}
