import type { Operator } from '@tp/contract/admin-endpoints';
import { useSyncExternalStore } from 'react';

/** The operator's session, kept in localStorage so a reload stays signed in. */
export type AdminSession = { token: string; operator: Operator };

const storageKey = 'tp-admin-session';
const listeners = new Set<() => void>();

function readStored(): AdminSession | null {
  try {
    const raw = localStorage.getItem(storageKey);
    const parsed = raw ? (JSON.parse(raw) as Partial<AdminSession>) : null;
    return parsed?.token && parsed.operator ? (parsed as AdminSession) : null;
  } catch {
    return null;
  }
}

let current: AdminSession | null = readStored();

export function currentSession(): AdminSession | null {
  return current;
}

export function setSession(session: AdminSession | null): void {
  current = session;
  if (session) localStorage.setItem(storageKey, JSON.stringify(session));
  else localStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): AdminSession | null {
  return useSyncExternalStore(subscribe, currentSession);
}
