import { describe, expect, it } from 'vitest';
import { formatPercent, signClass } from './format.ts';

describe('display formats', () => {
  it('shows a percent change with its sign and two decimals', () => {
    expect(formatPercent(0.125)).toBe('+0.13%');
    expect(formatPercent(-1.5)).toBe('-1.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });

  it('colours by sign', () => {
    expect(signClass(2)).toBe('up');
    expect(signClass(-2)).toBe('down');
    expect(signClass(0)).toBe('');
  });
});
