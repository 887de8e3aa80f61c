import type { Language } from '@tp/contract/languages';
import { ar } from './seed-text/ar.ts';
import { cs } from './seed-text/cs.ts';
import { de } from './seed-text/de.ts';
import { en } from './seed-text/en.ts';
import { fr } from './seed-text/fr.ts';
import { hi } from './seed-text/hi.ts';
import { hk } from './seed-text/hk.ts';
import { id } from './seed-text/id.ts';
import { it } from './seed-text/it.ts';
import { jp } from './seed-text/jp.ts';
import { kr } from './seed-text/kr.ts';
import { my } from './seed-text/my.ts';
import { pt } from './seed-text/pt.ts';
import { ru } from './seed-text/ru.ts';
import type { SeedText } from './seed-text/seed-text.ts';
import { spa } from './seed-text/spa.ts';
import { th } from './seed-text/th.ts';
import { tr } from './seed-text/tr.ts';
import { vn } from './seed-text/vn.ts';

/** The seeded texts of every language that has them (`seed-text/`); English always does. */
export const seedTexts: Partial<Record<Language, SeedText>> & { en: SeedText } = {
  hk,
  en,
  jp,
  kr,
  th,
  vn,
  fr,
  de,
  ru,
  spa,
  pt,
  ar,
  it,
  tr,
  id,
  my,
  hi,
  cs,
};

/** Each language's text of one part of the seed, for the languages that have one. */
export function seedTextByLanguage<T>(part: (text: SeedText) => T): [Language, T][] {
  return Object.entries(seedTexts).map(([lang, text]) => [lang as Language, part(text)]);
}
