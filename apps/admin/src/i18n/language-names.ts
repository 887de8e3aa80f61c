import type { Language } from '@tp/contract/languages';

/** Each of the platform's languages in its own words, for editing texts per language. */
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
