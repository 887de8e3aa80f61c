import { languageCookie } from '@tp/contract/app-page';
import { type Language, languageLocales } from '@tp/contract/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AreaMessages } from './area-messages.ts';
import type { en } from './en/en.ts';

export type Resources = typeof en;

/** A language's texts: every area's English keys, counted texts in that language's plural forms. */
export type Texts = { readonly [Area in keyof Resources]: AreaMessages<Resources[Area]> };

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

/**
 * Each language's texts, a chunk of their own fetched when the language is chosen, so the first
 * load carries one language, not 18. A language without its own texts reads English.
 */
const languageTexts: Partial<Record<Language, () => Promise<Texts>>> = {
  hk: () => import('./hk/hk.ts').then((module) => module.hk),
  en: () => import('./en/en.ts').then((module) => module.en),
  jp: () => import('./jp/jp.ts').then((module) => module.jp),
  kr: () => import('./kr/kr.ts').then((module) => module.kr),
  th: () => import('./th/th.ts').then((module) => module.th),
  vn: () => import('./vn/vn.ts').then((module) => module.vn),
  fr: () => import('./fr/fr.ts').then((module) => module.fr),
  de: () => import('./de/de.ts').then((module) => module.de),
  ru: () => import('./ru/ru.ts').then((module) => module.ru),
  spa: () => import('./spa/spa.ts').then((module) => module.spa),
  pt: () => import('./pt/pt.ts').then((module) => module.pt),
  ar: () => import('./ar/ar.ts').then((module) => module.ar),
  it: () => import('./it/it.ts').then((module) => module.it),
  tr: () => import('./tr/tr.ts').then((module) => module.tr),
  id: () => import('./id/id.ts').then((module) => module.id),
  my: () => import('./my/my.ts').then((module) => module.my),
  hi: () => import('./hi/hi.ts').then((module) => module.hi),
  cs: () => import('./cs/cs.ts').then((module) => module.cs),
};

/** The languages that have texts of their own. */
export const translatedLanguages = Object.keys(languageTexts) as Language[];

export const i18n = i18next.createInstance();

/** A language's texts, or English's for a language without its own. */
export function loadTexts(lang: Language): Promise<Texts> {
  const load = languageTexts[lang] ?? languageTexts.en;
  if (!load) throw new Error('English texts are missing');
  return load();
}

/** Fetches a language's texts once; later calls find them loaded. */
export async function loadLanguage(lang: Language): Promise<void> {
  const locale = languageLocales[lang];
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  i18n.addResourceBundle(locale, 'translation', await loadTexts(lang));
}

/** Starts the translations in the session's language: resolves once its texts are loaded. */
export async function initI18n(lang: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: {},
      // i18next knows each language by its locale (`ja`, not the spec's `jp`), which is what its
      // plural rules read: Japanese counts in one form, Arabic in six.
      lng: languageLocales[lang],
      load: 'currentOnly',
      // Every language has every key (i18n-keys.test.ts), so nothing else is loaded to fall back on.
      fallbackLng: false,
      supportedLngs: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  await applyLanguage(lang);
}

/** Switches the text and the page direction, once the language's texts are loaded; Arabic reads right to left. */
export async function applyLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  // i18next announces a change even to the language it has, and every text on screen is then
  // drawn again: the app applies the session's language as it starts, after drawing in it.
  const locale = languageLocales[lang];
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  applyDocumentLanguage(lang);
}

function applyDocumentLanguage(lang: Language): void {
  const root = document.documentElement;
  root.lang = languageLocales[lang];
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // For the server: the page it sends next announces this language's texts with the app's files.
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, written where the language is applied.
  document.cookie = `${languageCookie}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
