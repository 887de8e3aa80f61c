import { describe, expect, it } from 'vitest';
import { Decimal, dec } from './decimal.ts';

describe('decimal', () => {
  it('is configured for 40 significant digits and half-up rounding', () => {
    expect(Decimal.precision).toBe(40);
    expect(Decimal.rounding).toBe(Decimal.ROUND_HALF_UP);
  });

  it('adds tenths exactly where binary floats drift', () => {
    expect(dec('0.1').plus('0.2').toString()).toBe('0.3');
    expect(dec(0.1).plus(0.2).eq('0.3')).toBe(true);
  });

  it('keeps 40 digits through a division', () => {
    expect(dec(1).div(3).toString()).toBe(`0.${'3'.repeat(40)}`);
  });
});
