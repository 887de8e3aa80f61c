import { describe, expect, it } from 'vitest';
import { qrSvgPath } from './qr-svg-path.ts';

describe('qrSvgPath', () => {
  it('draws one unit square per dark module, shifted by the quiet zone', () => {
    const symbol = {
      version: 1,
      mask: 0,
      size: 2,
      modules: [
        [true, false],
        [false, true],
      ],
    };
    expect(qrSvgPath(symbol, 4)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });
});
