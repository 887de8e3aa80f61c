/**
 * Checks every language's table of texts against English: the same keys, the same `{{name}}`
 * placeholders, nothing empty, and nothing left in English but what may read the same in that
 * language (codes, brand names, words the market uses as they are). Answers what is wrong, so
 * a test can show it.
 */
export type TranslationProblems = {
  missing: string[];
  extra: string[];
  empty: string[];
  placeholdersDiffer: string[];
  sameAsEnglish: string[];
};

export function translationProblems(
  english: Readonly<Record<string, string>>,
  other: Readonly<Record<string, string>>,
  mayReadAsEnglish: ReadonlySet<string>,
  pluralCategories: readonly string[] = ['one', 'other'],
): TranslationProblems {
  const expected = expectedKeys(english, pluralCategories);
  const otherKeys = new Set(Object.keys(other));
  const present = [...expected.keys()].filter((key) => otherKeys.has(key));
  const englishOf = (key: string): string => english[expected.get(key) ?? key] ?? '';
  return {
    missing: [...expected.keys()].filter((key) => !otherKeys.has(key)),
    extra: [...otherKeys].filter((key) => !expected.has(key)),
    empty: present.filter((key) => (other[key] ?? '').trim() === ''),
    placeholdersDiffer: present.filter(
      (key) => placeholdersOf(englishOf(key)) !== placeholdersOf(other[key] ?? ''),
    ),
    sameAsEnglish: present.filter(
      (key) => other[key] === englishOf(key) && !mayReadAsEnglish.has(baseOf(key)),
    ),
  };
}

/** i18next's plural suffixes: a key `name_one`, `name_other`… is one text counted by `count`. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

const baseOf = (key: string): string => key.replace(pluralSuffix, '');

/**
 * The keys another language must have, each with the English key it translates: English's own,
 * but each counted text in that language's plural forms (Japanese has one, Arabic six), each
 * read against English's `_other`.
 */
function expectedKeys(
  english: Readonly<Record<string, string>>,
  pluralCategories: readonly string[],
): Map<string, string> {
  const expected = new Map<string, string>();
  for (const key of Object.keys(english)) {
    if (!pluralSuffix.test(key)) expected.set(key, key);
    else
      for (const category of pluralCategories)
        expected.set(`${baseOf(key)}_${category}`, `${baseOf(key)}_other`);
  }
  return expected;
}

/** The plural forms a locale's counted texts take (`Intl.PluralRules`, as i18next uses). */
export const pluralCategoriesOf = (locale: string): readonly string[] =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

const placeholdersOf = (text: string): string =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((match) => match[1] ?? '')
    .sort()
    .join(',');

/** A nested table of texts (`{area: {name: text}}`) as flat `area.name` keys. */
export function flatTexts(tree: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat[`${prefix}${key}`] = value;
    else if (value && typeof value === 'object')
      Object.assign(flat, flatTexts(value, `${prefix}${key}.`));
  }
  return flat;
}

export const noProblems: TranslationProblems = {
  missing: [],
  extra: [],
  empty: [],
  placeholdersDiffer: [],
  sameAsEnglish: [],
};
