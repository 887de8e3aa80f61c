import { defaultLanguage, type Language, languages } from '@tp/contract/languages';
import type { Db } from '../db/database.ts';
import { readSettings } from '../settings/read-settings.ts';

/** The setting that names the broker's default language (DESIGN §7): hk on a fresh install. */
export const brokerLanguageSetting = 'default_language';

/** The broker's default language, from the site settings; hk when unset or not a language. */
export async function brokerLanguage(db: Db): Promise<Language> {
  const value = (await readSettings(db, [brokerLanguageSetting])).get(brokerLanguageSetting);
  const code = value?.trim().toLowerCase();
  return (languages as readonly string[]).includes(code ?? '')
    ? (code as Language)
    : defaultLanguage;
}

/**
 * The version a reader gets: their language, else the broker's default, else the first the
 * article has in the order languages are listed. Every version has a title, so a reader never
 * sees an empty one while any version exists.
 */
export function pickVersion<V extends { lang: string }>(
  versions: readonly V[],
  reader: Language,
  broker: Language,
): V | undefined {
  for (const lang of [reader, broker, ...languages]) {
    const found = versions.find((version) => version.lang === lang);
    if (found) return found;
  }
  return versions[0];
}
