import { languages } from '@tp/contract/languages';

/** The names typed per language, trimmed, without the ones left empty. */
export function categoryNames(typed: Record<string, string | undefined>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const lang of languages) {
    const name = typed[lang]?.trim();
    if (name) names[lang] = name;
  }
  return names;
}
