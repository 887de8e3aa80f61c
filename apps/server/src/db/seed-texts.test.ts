import { describe, expect, it } from 'vitest';
import { seededCategoryCodes } from './seed-text/seed-text.ts';
import { seedTexts } from './seed-texts.ts';

const { en } = seedTexts;
const others = Object.entries(seedTexts).filter(([lang]) => lang !== 'en');
/** "Forex" is the market's own name in many languages' platforms; every other name is translated. */
const mayReadAsEnglish = new Set<string>(['forex']);
const tagsOf = (html: string): string[] => [...html.matchAll(/<\/?[a-z]+>/g)].map(([tag]) => tag);

describe('the seeded texts of every language that has them', () => {
  it('include Traditional Chinese', () => {
    expect(others.map(([lang]) => lang)).toContain('hk');
  });

  it.each(others)('%s: names every seeded category in its own words', (_, text) => {
    for (const code of seededCategoryCodes) {
      expect(text.categories[code].trim(), code).not.toBe('');
      if (!mayReadAsEnglish.has(code))
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
