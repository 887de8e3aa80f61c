/** The 18 selectable languages of spec §1. `tw` is accepted and maps to `hk`. */
export const languages = [
  'hk',
  'en',
  'jp',
  'kr',
  'th',
  'vn',
  'fr',
  'de',
  'ru',
  'spa',
  'pt',
  'ar',
  'it',
  'tr',
  'id',
  'my',
  'hi',
  'cs',
] as const;

export type Language = (typeof languages)[number];

/** Each language named in itself, so a reader finds theirs whatever the current language. */
/**
 * Each language's BCP 47 locale: what `Intl` formats dates and numbers by, and what a page's
 * `lang` attribute says (the spec's codes are the client's own: `jp` is Japanese, `spa` Spanish).
 */
export const languageLocales: Record<Language, string> = {
  hk: 'zh-Hant-HK',
  en: 'en',
  jp: 'ja',
  kr: 'ko',
  th: 'th',
  vn: 'vi',
  fr: 'fr',
  de: 'de',
  ru: 'ru',
  spa: 'es',
  pt: 'pt',
  ar: 'ar',
  it: 'it',
  tr: 'tr',
  id: 'id',
  my: 'ms',
  hi: 'hi',
  cs: 'cs',
};

export const languageNames: Record<Language, string> = {
  hk: '繁體中文',
  en: 'English',
  jp: '日本語',
  kr: '한국어',
  th: 'ไทย',
  vn: 'Tiếng Việt',
  fr: 'Français',
  de: 'Deutsch',
  ru: 'Русский',
  spa: 'Español',
  pt: 'Português',
  ar: 'العربية',
  it: 'Italiano',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  my: 'Bahasa Melayu',
  hi: 'हिन्दी',
  cs: 'Čeština',
};

export const defaultLanguage: Language = 'hk';

/** Resolves any client-sent language code to a supported one (`tw` → `hk`, unknown → default). */
export function resolveLanguage(code: string | undefined | null): Language {
  if (!code) return defaultLanguage;
  const lower = code.trim().toLowerCase();
  if (lower === 'tw') return 'hk';
  return (languages as readonly string[]).includes(lower) ? (lower as Language) : defaultLanguage;
}

/** Translation areas of spec §1; every key is `area.name`. */
export const translationAreas = [
  'auth',
  'bank',
  'copy-trading',
  'financial',
  'forgot',
  'func',
  'news',
  'order',
  'product',
  'public',
  'tabbar',
  'trade',
  'user',
  'wallet',
  'withdraw',
] as const;

export type TranslationArea = (typeof translationAreas)[number];
