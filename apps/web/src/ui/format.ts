import { type Language, languageLocales } from '@tp/contract/languages';
import { dec } from '@tp/domain/decimal';

/** A percent change with its sign, e.g. +0.25%. */
export function formatPercent(value: number): string {
  const fixed = dec(value).toFixed(2);
  return value > 0 ? `+${fixed}%` : `${fixed === '-0.00' ? '0.00' : fixed}%`;
}

/** The colour class of a signed amount. */
export function signClass(value: number): 'up' | 'down' | '' {
  return value > 0 ? 'up' : value < 0 ? 'down' : '';
}

/** The class that flashes a price green or red once after it moved up or down. */
export function flashClass(move: number): 'flash-up' | 'flash-down' | '' {
  return move > 0 ? 'flash-up' : move < 0 ? 'flash-down' : '';
}

/**
 * Wire times are `YYYY-MM-DD HH:mm:ss` in UTC; the trader reads them in local time, ordered and
 * written as their language does, in Gregorian years and Latin digits as trading platforms
 * show them.
 */
export function formatUtcTime(text: string, lang: Language): string {
  if (!text) return '--';
  const date = new Date(`${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return text;
  return timeFormat(lang).format(date);
}

const timeFormats = new Map<Language, Intl.DateTimeFormat>();

function timeFormat(lang: Language): Intl.DateTimeFormat {
  let format = timeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(languageLocales[lang], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      // Gregorian years and Latin digits everywhere, as trading platforms write them.
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    timeFormats.set(lang, format);
  }
  return format;
}

/**
 * Each language's decimal mark when it writes Latin digits, as `Intl.NumberFormat` writes it for
 * the language's locale (the test holds every language to Intl's own output).
 */
const decimalMarks: Record<Language, '.' | ','> = {
  hk: '.',
  en: '.',
  jp: '.',
  kr: '.',
  th: '.',
  vn: ',',
  fr: ',',
  de: ',',
  ru: ',',
  spa: ',',
  pt: ',',
  ar: '.',
  it: ',',
  tr: ',',
  id: ',',
  my: '.',
  hi: '.',
  cs: ',',
};

/** Arabic puts a left-to-right mark before a sign, so the sign stays at its figure in RTL text. */
const signPrefixes: Partial<Record<Language, string>> = { ar: '\u200e' };

/**
 * An amount of money the domain wrote as a fixed decimal (`-1234.50`, `+0.25`) with the
 * language's decimal mark (`-1234,50` in German), Latin digits, no grouping and every digit kept,
 * as `Intl.NumberFormat` writes it; worked on the text itself, never a float, and without `Intl`,
 * whose first number format costs a phone ~100 ms while the first screen is drawn. A `+` is kept
 * except on zero; a `-` always (as Intl's `auto` sign does). Anything else (`--`) is shown as it is.
 */
export function formatAmount(text: string, lang: Language): string {
  const fixed = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!fixed) return text;
  const [, sign = '', whole = '', fraction] = fixed;
  const integer = whole.replace(/^0+(?=\d)/, '');
  const zero = /^0+$/.test(integer + (fraction ?? ''));
  const shownSign =
    sign === '-' || (sign === '+' && !zero) ? `${signPrefixes[lang] ?? ''}${sign}` : '';
  return fraction === undefined
    ? `${shownSign}${integer}`
    : `${shownSign}${integer}${decimalMarks[lang]}${fraction}`;
}
