import { languageLocales, languages } from '@tp/contract/languages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flashClass, formatAmount, formatPercent, formatUtcTime, signClass } from './format.ts';

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
      // Assigning undefined to an environment variable stores the text "undefined".
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('leaves a missing time as a dash and text that is not a time as it is', () => {
    expect(formatUtcTime('', 'en')).toBe('--');
    expect(formatUtcTime('not a time', 'en')).toBe('not a time');
  });

  it('writes an amount with the language’s decimal mark and Latin digits, every digit kept', () => {
    expect(formatAmount('10000.00', 'en')).toBe('10000.00');
    expect(formatAmount('10000.00', 'de')).toBe('10000,00');
    expect(formatAmount('-0.090000', 'fr')).toBe('-0,090000');
    expect(formatAmount('+12.50', 'ru')).toBe('+12,50');
    expect(formatAmount('+12.50', 'hk')).toBe('+12.50');
    expect(formatAmount('1234.56', 'hi')).toBe('1234.56');
    expect(formatAmount('1234.56', 'ar')).toBe('1234.56');
    expect(formatAmount('-5.00', 'ar')).toMatch(/^\u200e?-5\.00$/);
    expect(formatAmount('123456789012345678.123456', 'cs')).toBe('123456789012345678,123456');
    expect(formatAmount('7', 'de')).toBe('7');
  });

  it('shows what is not an amount as it is', () => {
    expect(formatAmount('--', 'de')).toBe('--');
    expect(formatAmount('1e5', 'de')).toBe('1e5');
  });

  it('writes every amount exactly as Intl.NumberFormat does in each language', () => {
    const intl = (text: string, lang: (typeof languages)[number]) => {
      const decimals = text.split('.')[1]?.length ?? 0;
      return new Intl.NumberFormat(languageLocales[lang], {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: false,
        numberingSystem: 'latn',
        signDisplay: text.startsWith('+') ? 'exceptZero' : 'auto',
      }).format(text as `${number}`);
    };
    const amount = fc
      .tuple(
        fc.constantFrom('', '+', '-'),
        fc.stringMatching(/^\d{1,18}$/),
        fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }),
      )
      .map(
        ([sign, whole, fraction]) =>
          `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(amount, fc.constantFrom(...languages), (text, lang) => {
        expect(formatAmount(text, lang)).toBe(intl(text, lang));
      }),
      { numRuns: 2000 },
    );
    for (const lang of languages) {
      for (const text of [
        '0',
        '-0.00',
        '+0.00',
        '0.000',
        '+7.5',
        '-7.50',
        '007.50',
        '-1234.567890',
      ]) {
        expect(formatAmount(text, lang), `${text} in ${lang}`).toBe(intl(text, lang));
      }
    }
  });
});
