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

  it('reads a wire time as UTC, in local time, ordered as each language writes dates', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Hong_Kong';
    try {
      expect(formatUtcTime('2026-01-05 10:00:00', 'en')).toBe('01/05/2026, 18:00:00');
      expect(formatUtcTime('2026-01-05 10:00:00', 'hk')).toBe('05/01/2026\u200918:00:00');
      expect(formatUtcTime('2026-01-05 10:00:00', 'jp')).toBe('2026/01/05 18:00:00');
      expect(formatUtcTime('2026-01-05 10:00:00', 'de')).toBe('05.01.2026, 18:00:00');
      // Gregorian years and Latin digits, in Thai and Arabic too.
      expect(formatUtcTime('2026-01-05 10:00:00', 'th')).toBe('05/01/2026 18:00:00');
      expect(formatUtcTime('2026-01-05 10:00:00', 'ar')).toMatch(/^05.?\/01.?\/2026، 18:00:00$/);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('leaves a missing time as a dash and text that is not a time as it is', () => {
    expect(formatUtcTime('', 'en')).toBe('--');
    expect(formatUtcTime('not a time', 'en')).toBe('not a time');
  });
});
