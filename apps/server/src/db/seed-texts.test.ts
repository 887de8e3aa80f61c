import { languages } from '@tp/contract/languages';
import { describe, expect, it } from 'vitest';
import { seededCategoryCodes } from './seed-text/seed-text.ts';
import { seedTexts } from './seed-texts.ts';

const { en } = seedTexts;
const others = Object.entries(seedTexts).filter(([lang]) => lang !== 'en');
/**
 * Category names a language writes as English does: "Forex", the market's own name on many
 * languages' platforms, and words spelled alike (French "Indices").
 */
const mayReadAsEnglish = (lang: string): ReadonlySet<string> =>
  new Set<string>(['forex', ...(lang === 'fr' ? ['indices'] : [])]);
const tagsOf = (html: string): string[] => [...html.matchAll(/<\/?[a-z]+>/g)].map(([tag]) => tag);

describe('the seeded texts of every language that has them', () => {
  it('exist in every one of the 18 selectable languages', () => {
    expect(Object.keys(seedTexts).sort()).toEqual([...languages].sort());
  });

  it.each(others)('%s: names every seeded category in its own words', (lang, text) => {
    for (const code of seededCategoryCodes) {
      expect(text.categories[code].trim(), code).not.toBe('');
      if (!mayReadAsEnglish(lang).has(code))
        expect(text.categories[code], code).not.toBe(en.categories[code]);
    }
  });

  it.each(others)(
    '%s: writes the excluded-countries announcement in its own words, in English’s paragraphs',
    (_, text) => {
      const { title, summary, content } = text.excludedCountries;
      for (const [part, value] of Object.entries({ title, summary, content })) {
        expect(value.trim(), part).not.toBe('');
        expect(value, part).not.toBe(
          en.excludedCountries[part as keyof typeof en.excludedCountries],
        );
      }
      expect(tagsOf(content)).toEqual(tagsOf(en.excludedCountries.content));
    },
  );
});
