import { describe, expect, it } from 'vitest';
import { gfMultiply, rsGenerator, rsRemainder } from './reed-solomon.ts';

describe('Reed–Solomon over GF(256)', () => {
  it('multiplies in the field of x⁸ + x⁴ + x³ + x² + 1', () => {
    expect(gfMultiply(2, 0x80)).toBe(0x1d);
    expect(gfMultiply(0x53, 1)).toBe(0x53);
    expect(gfMultiply(0, 0xff)).toBe(0);
    // α⁸ = α⁴ + α³ + α² + 1
    let power = 1;
    for (let i = 0; i < 8; i++) power = gfMultiply(power, 2);
    expect(power).toBe(0x1d);
  });

  it('builds the degree-7 generator of the standard (exponents 87 229 146 149 238 102 21)', () => {
    expect(rsGenerator(7)).toEqual([127, 122, 154, 164, 11, 68, 117]);
  });

  it('gives the error correction of the HELLO WORLD 1-M example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, rsGenerator(10))).toEqual([
      196, 35, 39, 119, 235, 215, 231, 226, 93, 23,
    ]);
  });
});
