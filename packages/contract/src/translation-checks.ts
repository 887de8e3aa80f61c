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
): TranslationProblems {
  const englishKeys = Object.keys(english);
  const otherKeys = new Set(Object.keys(other));
  const present = englishKeys.filter((key) => otherKeys.has(key));
  return {
    missing: englishKeys.filter((key) => !otherKeys.has(key)),
    extra: [...otherKeys].filter((key) => !(key in english)),
    empty: present.filter((key) => (other[key] ?? '').trim() === ''),
    placeholdersDiffer: present.filter(
      (key) => placeholdersOf(english[key] ?? '') !== placeholdersOf(other[key] ?? ''),
    ),
    sameAsEnglish: present.filter(
      (key) => other[key] === english[key] && !mayReadAsEnglish.has(key),
    ),
  };
}

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
