import {
  languageLocales,
  languageNames,
  languages,
  translationAreas,
} from '@tp/contract/languages';
import {
  flatTexts,
  noProblems,
  pluralCategoriesOf,
  translationProblems,
} from '@tp/contract/translation-checks';
import { describe, expect, it } from 'vitest';
import { en } from './en/en.ts';
import { type Glossary, glossaryTerms } from './glossary-terms.ts';
import { applyLanguage, i18n, initI18n, loadTexts, translatedLanguages } from './i18n.ts';
import { mayReadAsEnglish } from './same-as-english.ts';

/** Each language's glossary, beside its texts (never in the app's chunks). */
const glossaryModules = import.meta.glob<{ glossary: Glossary }>('./*/glossary.ts');
const glossaries = (lang: string) => glossaryModules[`./${lang}/glossary.ts`];

const others = translatedLanguages.filter((lang) => lang !== 'en');

describe('translations', () => {
  it('group every key under the spec’s 15 areas', () => {
    expect(Object.keys(en).sort()).toEqual([...translationAreas].sort());
  });

  it('exist in every one of the 18 selectable languages, each a chunk of its own', () => {
    expect([...translatedLanguages].sort()).toEqual([...languages].sort());
  });

  it.each(others)(
    '%s: every English key, the same placeholders, nothing empty or left in English',
    async (lang) => {
      const texts = await loadTexts(lang);
      expect(Object.keys(texts).sort()).toEqual([...translationAreas].sort());
      const problems = translationProblems(
        flatTexts(en),
        flatTexts(texts),
        mayReadAsEnglish(lang),
        pluralCategoriesOf(languageLocales[lang]),
      );
      expect(problems).toEqual(noProblems);
    },
  );

  it.each(translatedLanguages)(
    '%s: says each trading term the one way its glossary gives, in every label that names it',
    async (lang) => {
      const texts = flatTexts(await loadTexts(lang));
      const glossary = (await glossaries(lang)?.())?.glossary;
      expect(glossary, `${lang} has no glossary.ts`).toBeDefined();
      const inconsistent = Object.entries(glossaryTerms).flatMap(([term, keys]) => {
        const word = (glossary?.[term as keyof Glossary] ?? '').toLocaleLowerCase();
        return keys.filter((key) => !(texts[key] ?? '').toLocaleLowerCase().includes(word));
      });
      expect(inconsistent).toEqual([]);
    },
  );

  it('name all 18 selectable languages', () => {
    expect(Object.keys(languageNames).sort()).toEqual([...languages].sort());
  });

  it('load the chosen language alone, and read English in a language without its own text', async () => {
    await initI18n('hk');
    expect(i18n.t('trade.estimatedMargin')).toBe('預估保證金');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    const withoutOwnText = languages.find((lang) => !translatedLanguages.includes(lang));
    if (withoutOwnText) {
      await applyLanguage(withoutOwnText);
      expect(i18n.t('trade.estimatedMargin')).toBe('Estimated margin');
    }
    await applyLanguage('hk');
    expect(i18n.t('trade.estimatedMargin')).toBe('預估保證金');
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
  });

  it('count in each language’s own plural forms', async () => {
    await applyLanguage('en');
    expect(i18n.t('copy-trading.followers', { count: 1 })).toBe('1 follower');
    expect(i18n.t('copy-trading.followers', { count: 2 })).toBe('2 followers');
    await applyLanguage('hk');
    expect(i18n.t('copy-trading.followers', { count: 1 })).toBe('1 位跟隨者');
  });

  it('turn the page right to left in Arabic, and back', async () => {
    await applyLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await applyLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
