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
 * An amount of money the domain wrote as a fixed decimal (`-1234.50`, `+0.25`) with the
 * language's decimal mark (`-1234,50` in German), Latin digits and every digit kept: `Intl`
 * formats the decimal text itself, never a float. Anything else (`--`) is shown as it is.
 */
export function formatAmount(text: string, lang: Language): string {
  const fixed = /^([+-]?)\d+(?:\.(\d+))?$/.exec(text);
  if (!fixed) return text;
  const signed = fixed[1] === '+';
  return amountFormat(lang, fixed[2]?.length ?? 0, signed).format(text as `${number}`);
}

const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(lang: Language, decimals: number, signed: boolean): Intl.NumberFormat {
  const key = `${lang} ${decimals} ${signed}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageLocales[lang], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // Grouping stays off: a figure reads the same width as its neighbours in every language.
      useGrouping: false,
      numberingSystem: 'latn',
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    amountFormats.set(key, format);
  }
  return format;
}
