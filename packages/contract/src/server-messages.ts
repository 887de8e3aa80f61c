import type { Language } from './languages.ts';
import { ar } from './server-messages/ar.ts';
import { cs } from './server-messages/cs.ts';
import { de } from './server-messages/de.ts';
import { en } from './server-messages/en.ts';
import { fr } from './server-messages/fr.ts';
import { hi } from './server-messages/hi.ts';
import { hk } from './server-messages/hk.ts';
import { id } from './server-messages/id.ts';
import { it } from './server-messages/it.ts';
import { jp } from './server-messages/jp.ts';
import { kr } from './server-messages/kr.ts';
import { my } from './server-messages/my.ts';
import { pt } from './server-messages/pt.ts';
import { ru } from './server-messages/ru.ts';
import { spa } from './server-messages/spa.ts';
import { th } from './server-messages/th.ts';
import { tr } from './server-messages/tr.ts';
import { vn } from './server-messages/vn.ts';

type Messages = Readonly<Record<string, string>>;

/**
 * Messages the server sends in `msg`, keyed `area.name` like every other translation, one table
 * per language in `server-messages/`. A key missing from a language reads English (the tests
 * make sure none is missing).
 */
export const serverMessages: Partial<Record<Language, Messages>> & { en: Messages } = {
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

/** Translates a message key with `{{name}}` placeholders into the given language. */
export function translateServerMessage(
  lang: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = serverMessages[lang]?.[key] ?? serverMessages.en[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
