import { describe, expect, it } from 'vitest';
import { textFrame } from './text-frame.ts';

describe('textFrame', () => {
  it.each([
    [0, [0x81, 0]],
    [125, [0x81, 125]],
    [126, [0x81, 126, 0, 126]],
    [65_535, [0x81, 126, 0xff, 0xff]],
    [65_536, [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]],
    [300_000, [0x81, 127, 0, 0, 0, 0, 0, 0x04, 0x93, 0xe0]],
  ])('frames %i bytes with the header of RFC 6455 and the bytes unmasked', (length, header) => {
    const payload = Buffer.alloc(length, 'x');
    const frame = textFrame(payload);
    expect([...frame.subarray(0, header.length)]).toEqual(header);
    expect(frame.subarray(header.length).equals(payload)).toBe(true);
  });

  it('frames a text as its UTF-8 bytes, the header counting bytes, not characters', () => {
    const text = '{"msg":"Déjà 成功 ✓"}';
    const frame = textFrame(text);
    const bytes = Buffer.from(text);
    expect(bytes.length).toBeGreaterThan(text.length);
    expect([...frame.subarray(0, 2)]).toEqual([0x81, bytes.length]);
    expect(frame.subarray(2).equals(bytes)).toBe(true);
    expect(textFrame('x'.repeat(200)).equals(textFrame(Buffer.alloc(200, 'x')))).toBe(true);
  });
});
