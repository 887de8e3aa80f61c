import type { Language } from '@tp/contract/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en/en.ts';
import { hk } from './hk/hk.ts';

export type Resources = typeof en;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, `area.name`, checked by the compiler. */
export type TranslationKey = Leaves<Resources>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

/** Languages with their own text; every other selectable language reads English. */
export const translatedLanguages: Partial<Record<Language, Resources>> = { en, hk };

export const i18n = i18next.createInstance();

export function initI18n(lang: Language): void {
  if (i18n.isInitialized) return;
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, hk: { translation: hk } },
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyDocumentLanguage(lang);
}

/** Switches the text and the page direction; Arabic reads right to left. */
export function applyLanguage(lang: Language): void {
  void i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

const htmlLang: Partial<Record<Language, string>> = {
  hk: 'zh-Hant-HK',
  jp: 'ja',
  kr: 'ko',
  vn: 'vi',
  spa: 'es',
  my: 'ms',
};

function applyDocumentLanguage(lang: Language): void {
  const root = document.documentElement;
  root.lang = htmlLang[lang] ?? lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
}
