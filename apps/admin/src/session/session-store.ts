import { type Operator, operatorSession } from '@tp/contract/admin-endpoints';
import { useSyncExternalStore } from 'react';

/** The operator's session, kept in localStorage so a reload stays signed in. */
export type AdminSession = { token: string; operator: Operator };

const storageKey = 'tp-admin-session';
const listeners = new Set<() => void>();

/** A stored session of an older shape (no role, say) is dropped: signing in again is cheap. */
function readStored(): AdminSession | null {
  try {
    const raw = localStorage.getItem(storageKey);
    const parsed = operatorSession.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
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

/** Keeps the token and takes the operator's latest role and two-factor state. */
export function updateOperator(operator: Operator): void {
  if (!current) return;
  const same =
    current.operator.id === operator.id &&
    current.operator.username === operator.username &&
    current.operator.role === operator.role &&
    current.operator.totpEnabled === operator.totpEnabled;
  if (!same) setSession({ token: current.token, operator });
}

/** The server refused a call until the operator enrols an authenticator. */
export function requireEnrolment(): void {
  if (current?.operator.totpEnabled) updateOperator({ ...current.operator, totpEnabled: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): AdminSession | null {
  return useSyncExternalStore(subscribe, currentSession);
}
