import { describe, expect, it } from 'vitest';
import { placeTone, plainPercent, riskTone, signedAmount } from './rank-figures.ts';

describe('rank figures', () => {
  it.each([
    [66.666, '66.67%'],
    [0, '0.00%'],
    [100, '100.00%'],
  ])('shows the share %s as %s', (value, shown) => {
    expect(plainPercent(value)).toBe(shown);
  });

  it.each([
    [190.4, '+190.40'],
    [-12, '-12.00'],
    [0, '0.00'],
  ])('shows the amount %s as %s', (value, shown) => {
    expect(signedAmount(value)).toBe(shown);
  });

  it('gives the first three places a medal and the rest none', () => {
    expect([1, 2, 3, 4, 50].map(placeTone)).toEqual(['gold', 'silver', 'bronze', 'plain', 'plain']);
  });

  it('splits the risk score into three tones', () => {
    expect([1, 3, 4, 6, 7, 10].map(riskTone)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});
