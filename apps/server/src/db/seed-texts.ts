import type { Language } from '@tp/contract/languages';
import { ar } from './seed-text/ar.ts';
import { en } from './seed-text/en.ts';
import { hi } from './seed-text/hi.ts';
import { hk } from './seed-text/hk.ts';
import type { SeedText } from './seed-text/seed-text.ts';

/** The seeded texts of every language that has them (`seed-text/`); English always does. */
export const seedTexts: Partial<Record<Language, SeedText>> & { en: SeedText } = {
  en,
  hk,
  ar,
  hi,
};

/** Each language's text of one part of the seed, for the languages that have one. */
export function seedTextByLanguage<T>(part: (text: SeedText) => T): [Language, T][] {
  return Object.entries(seedTexts).map(([lang, text]) => [lang as Language, part(text)]);
}
