import { describe, expect, it } from 'vitest';
import { flashClass, formatPercent, formatUtcTime, signClass } from './format.ts';

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

  it('flashes by the direction of the last move', () => {
    expect(flashClass(1)).toBe('flash-up');
    expect(flashClass(-1)).toBe('flash-down');
    expect(flashClass(0)).toBe('');
  });

  it('reads a wire time as UTC and leaves a missing one as a dash', () => {
    const shown = formatUtcTime('2026-01-05 10:00:00');
    const local = new Date(Date.UTC(2026, 0, 5, 10));
    expect(shown).toBe(
      `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')} ${String(local.getHours()).padStart(2, '0')}:00:00`,
    );
    expect(formatUtcTime('')).toBe('--');
    expect(formatUtcTime('not a time')).toBe('not a time');
  });
});
