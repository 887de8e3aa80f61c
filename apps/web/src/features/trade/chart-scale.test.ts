import { describe, expect, it } from 'vitest';
import { scaledRange } from './chart-scale.ts';

const candles = { minValue: 1.07, maxValue: 1.09 };

describe('scaledRange', () => {
  it('keeps the candles’ range when no line bears on it', () => {
    expect(scaledRange(candles, [])).toEqual(candles);
    expect(scaledRange(candles, [{ price: 1.08, scale: 'always' }])).toEqual(candles);
  });

  it('widens to a stop or target the trader set, however far', () => {
    expect(scaledRange(candles, [{ price: 1.2, scale: 'always' }])).toEqual({
      minValue: 1.07,
      maxValue: 1.2,
    });
    expect(scaledRange(candles, [{ price: 0.9, scale: 'always' }])).toEqual({
      minValue: 0.9,
      maxValue: 1.09,
    });
  });

  it('takes a stop-out level in while it is within one height of the candles', () => {
    expect(scaledRange(candles, [{ price: 1.105, scale: 'near' }])).toEqual({
      minValue: 1.07,
      maxValue: 1.105,
    });
    expect(scaledRange(candles, [{ price: 1.05, scale: 'near' }])).toEqual({
      minValue: 1.05,
      maxValue: 1.09,
    });
  });

  it('leaves a far stop-out level out, so the candles are not squashed flat', () => {
    expect(scaledRange(candles, [{ price: 6.07438, scale: 'near' }])).toEqual(candles);
    expect(
      scaledRange(candles, [
        { price: 6.07438, scale: 'near' },
        { price: 1.1, scale: 'always' },
      ]),
    ).toEqual({ minValue: 1.07, maxValue: 1.1 });
  });
});
