import { describe, expect, it } from 'vitest';
import { direction, isSide, Side } from './side.ts';

describe('side', () => {
  it('gives a buy +1 and a sell −1', () => {
    expect(direction(Side.buy)).toBe(1);
    expect(direction(Side.sell)).toBe(-1);
  });

  it.each([
    [1, true],
    [2, true],
    [0, false],
    [3, false],
    [1.5, false],
    [Number.NaN, false],
  ])('isSide(%s) is %s', (n, expected) => {
    expect(isSide(n)).toBe(expected);
  });
});
