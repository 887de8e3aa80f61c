import { type Language, languageLocales } from '@tp/contract/languages';

/** A wire time (`YYYY-MM-DD HH:mm:ss`, UTC) as a date the reader reads in their own language. */
export function formatNewsDate(text: string, lang: Language): string {
  if (!text) return '';
  const date = new Date(`${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return text;
  return new Intl.DateTimeFormat(languageLocales[lang], {
    dateStyle: 'medium',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(date);
}
