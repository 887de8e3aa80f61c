import type { Language } from '@tp/contract/languages';

const locales: Partial<Record<Language, string>> = {
  hk: 'zh-Hant-HK',
  jp: 'ja',
  kr: 'ko',
  vn: 'vi',
  spa: 'es',
  my: 'ms',
};

/** A wire time (`YYYY-MM-DD HH:mm:ss`, UTC) as a date the reader reads in their own language. */
export function formatNewsDate(text: string, lang: Language): string {
  if (!text) return '';
  const date = new Date(`${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return text;
  return new Intl.DateTimeFormat(locales[lang] ?? lang, { dateStyle: 'medium' }).format(date);
}
