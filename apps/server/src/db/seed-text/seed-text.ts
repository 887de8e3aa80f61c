/** The catalogue's categories, by their stable codes. */
export const seededCategoryCodes = ['forex', 'metals', 'energy', 'indices', 'crypto'] as const;
export type SeededCategoryCode = (typeof seededCategoryCodes)[number];

/**
 * What a fresh install shows in one language before any operator writes a word: the names of
 * the seeded categories and the announcement spec §1 requires (services are not provided to
 * North Korea, Israel, China, Vanuatu and Cuba). One file per language beside this one.
 */
export type SeedText = {
  categories: Readonly<Record<SeededCategoryCode, string>>;
  excludedCountries: { title: string; summary: string; content: string };
};
