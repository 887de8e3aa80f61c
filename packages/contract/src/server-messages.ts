import type { Language } from './languages.ts';
import { ar } from './server-messages/ar.ts';
import { en } from './server-messages/en.ts';
import { hi } from './server-messages/hi.ts';
import { hk } from './server-messages/hk.ts';

type Messages = Readonly<Record<string, string>>;

/**
 * Messages the server sends in `msg`, keyed `area.name` like every other translation, one table
 * per language in `server-messages/`. A key missing from a language reads English (the tests
 * make sure none is missing).
 */
export const serverMessages: Partial<Record<Language, Messages>> & { en: Messages } = {
  en,
  hk,
  ar,
  hi,
};

/** Translates a message key with `{{name}}` placeholders into the given language. */
export function translateServerMessage(
  lang: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = serverMessages[lang]?.[key] ?? serverMessages.en[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
