import { describe, expect, it } from 'vitest';
import { formatBookedAmount } from './record-format.ts';

describe('formatBookedAmount', () => {
  it('shows two decimals, more only where the ledger booked them', () => {
    expect(formatBookedAmount(100)).toBe('100.00');
    expect(formatBookedAmount(0.7)).toBe('0.70');
    expect(formatBookedAmount(-0.000123)).toBe('-0.000123');
    expect(formatBookedAmount(12.3456789)).toBe('12.345679');
  });

  it('signs credits when asked, and never shows -0', () => {
    expect(formatBookedAmount(250, { signed: true })).toBe('+250.00');
    expect(formatBookedAmount(-1.5, { signed: true })).toBe('-1.50');
    expect(formatBookedAmount(-0.0000001, { signed: true })).toBe('0.00');
  });
});
