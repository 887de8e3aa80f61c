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
});
