import { describe, expect, it } from 'vitest';
import { encodeQr, type QrSymbol } from './qr-encode.ts';
import { formatBits, versionBits } from './qr-tables.ts';
import { qrReferenceSymbols } from './test-support/qr-reference-symbols.ts';

const hexRows = (symbol: QrSymbol): string[] =>
  symbol.modules.map((row) => {
    const bits = row.map((dark) => (dark ? '1' : '0')).join('');
    const padded = bits.padEnd(Math.ceil(bits.length / 4) * 4, '0');
    let hex = '';
    for (let i = 0; i < padded.length; i += 4)
      hex += Number.parseInt(padded.slice(i, i + 4), 2).toString(16);
    return hex;
  });

describe('QR tables', () => {
  it('gives the published format strings of level M', () => {
    const published = [
      '101010000010010',
      '101000100100101',
      '101111001111100',
      '101101101001011',
      '100010111111001',
      '100000011001110',
      '100111110010111',
      '100101010100000',
    ];
    expect(published.map((_, mask) => formatBits(mask).toString(2).padStart(15, '0'))).toEqual(
      published,
    );
  });

  it('gives the published version strings of versions 7 to 10', () => {
    expect([7, 8, 9, 10].map((v) => versionBits(v).toString(2).padStart(18, '0'))).toEqual([
      '000111110010010100',
      '001000010110111100',
      '001001101010011001',
      '001010010011010011',
    ]);
  });
});

describe('encodeQr', () => {
  for (const reference of qrReferenceSymbols) {
    it(`matches the reference symbol of version ${reference.version}`, () => {
      const symbol = encodeQr(reference.text);
      expect(symbol.version).toBe(reference.version);
      expect(symbol.size).toBe(reference.version * 4 + 17);
      expect(symbol.mask).toBe(reference.mask);
      expect(hexRows(symbol)).toEqual(reference.rows);
    });
  }

  it('takes the smallest version that holds the bytes at level M', () => {
    expect(encodeQr('a'.repeat(14)).version).toBe(1);
    expect(encodeQr('a'.repeat(15)).version).toBe(2);
    expect(encodeQr('a'.repeat(62)).version).toBe(4);
    expect(encodeQr('a'.repeat(63)).version).toBe(5);
    expect(encodeQr('a'.repeat(213)).version).toBe(10);
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 5 characters of 3 bytes each: 15 bytes, one more than version 1 holds.
    expect(encodeQr('錢包地址碼').version).toBe(2);
  });

  it('refuses text longer than version 10 holds, and masks that do not exist', () => {
    expect(() => encodeQr('a'.repeat(214))).toThrow(RangeError);
    expect(() => encodeQr('abc', { mask: 8 })).toThrow(RangeError);
  });

  it('keeps the function patterns under any mask and writes the mask into the format bits', () => {
    for (let mask = 0; mask < 8; mask++) {
      const symbol = encodeQr('TQrfXZxUQn8KCbbN7vU8X7Jq3aDDk6nG5x', { mask });
      expect(symbol.mask).toBe(mask);
      const row = (r: number) => symbol.modules[r]?.slice(0, 7).map(Number).join('');
      expect([0, 1, 2, 3, 4, 5, 6].map(row)).toEqual([
        '1111111',
        '1000001',
        '1011101',
        '1011101',
        '1011101',
        '1000001',
        '1111111',
      ]);
      // Format bits 14…9 run along row 8 from the left edge.
      const expected = formatBits(mask).toString(2).padStart(15, '0').slice(0, 6);
      expect(symbol.modules[8]?.slice(0, 6).map(Number).join('')).toBe(expected);
    }
  });
});
