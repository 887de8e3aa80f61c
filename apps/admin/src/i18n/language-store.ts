import { useSyncExternalStore } from 'react';
import { type AdminLanguage, adminLanguages, type MessageKey, translate } from './messages.ts';

const storageKey = 'tp-admin-lang';
const listeners = new Set<() => void>();

function initialLanguage(): AdminLanguage {
  const saved = localStorage.getItem(storageKey);
  if (saved && (adminLanguages as readonly string[]).includes(saved)) return saved as AdminLanguage;
  return navigator.language.toLowerCase().startsWith('zh') ? 'hk' : 'en';
}

let current: AdminLanguage = initialLanguage();

export function currentLanguage(): AdminLanguage {
  return current;
}

export function setLanguage(lang: AdminLanguage): void {
  current = lang;
  localStorage.setItem(storageKey, lang);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen language and a translator bound to it; components re-render when it changes. */
export function useTranslation(): {
  lang: AdminLanguage;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
} {
  const lang = useSyncExternalStore(subscribe, currentLanguage);
  return { lang, t: (key, values) => translate(lang, key, values) };
}
