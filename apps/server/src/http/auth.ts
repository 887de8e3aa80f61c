import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** The logged-in user a request or socket acts for. */
export type AuthUser = {
  id: number;
  uid: string;
  isDemo: boolean;
  email: string | null;
  /** National number and its calling code, when the user gave a phone. */
  mobile?: string | null;
  areaCode?: string | null;
  inviteCode: string;
};

/** A session as a socket holds it: its user, the hash that names it, and when it ends. */
export type SessionInfo = { user: AuthUser; tokenHash: string; expiresAt: Date };

const sessionDaysMax = 30;

/** SHA-256 of the token in hex; one call per request, so the one-shot form (no Hash object). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Reads the token from `authorization`, with or without a `Bearer ` prefix. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  const trimmed = token.trim();
  return trimmed.length > 0 && trimmed.length <= 256 ? trimmed : undefined;
}

export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionDaysMax * 86_400_000);
  await db
    .insertInto('user_sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt })
    .execute();
  return token;
}

/**
 * Sessions read recently, per database: every call and socket login needs its user, and the
 * read would otherwise queue with the engine's writes on the embedded database's one
 * connection. An entry is trusted for `sessionCacheMs`; expiry is still checked on every use.
 * A session ended here (logout, password change) is forgotten at once on this process, and
 * the realtime gateways tell every other process of a scaled deployment to forget it too;
 * should that message be lost, they stop accepting it when their entry is older than
 * `sessionCacheMs`, so within a minute.
 */
const sessionCacheMs = 60_000;
const sessionCacheEntriesMax = 50_000;
type CachedSession = { user: AuthUser; expiresAt: Date; cachedAt: number };
const sessionCaches = new WeakMap<Db, Map<string, CachedSession>>();

function sessionCache(db: Db): Map<string, CachedSession> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new Map();
    sessionCaches.set(db, cache);
  }
  return cache;
}

/** Forgets a session at once (logout, password change) on this process. */
export function forgetSession(db: Db, token: string): void {
  sessionCache(db).delete(hashToken(token));
}

/** Forgets sessions another process ended, named by their hashes, on this process. */
export function forgetSessionHashes(db: Db, tokenHashes: readonly string[]): void {
  const cache = sessionCache(db);
  for (const tokenHash of tokenHashes) cache.delete(tokenHash);
}

/**
 * Told of the sessions this process ends, by the hashes that name them, before the call that
 * ended them answers: the realtime gateway logs out their sockets, here and in every other
 * process. A listener reports its own failures; it must not fail the call.
 */
export type SessionsEndedListener = (tokenHashes: readonly string[]) => Promise<void>;
const endedListeners = new WeakMap<Db, Set<SessionsEndedListener>>();

/** Listens to the sessions ended on this database by this process; answers how to stop. */
export function onSessionsEnded(db: Db, listener: SessionsEndedListener): () => void {
  let listeners = endedListeners.get(db);
  if (!listeners) {
    listeners = new Set();
    endedListeners.set(db, listeners);
  }
  listeners.add(listener);
  const own = listeners;
  return () => {
    own.delete(listener);
  };
}

async function announceEnded(db: Db, tokenHashes: readonly string[]): Promise<void> {
  const listeners = endedListeners.get(db);
  if (!listeners || tokenHashes.length === 0) return;
  await Promise.allSettled([...listeners].map((listener) => listener(tokenHashes)));
}

/** Ends one session (logout). */
export async function endSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.deleteFrom('user_sessions').where('token_hash', '=', tokenHash).execute();
  sessionCache(db).delete(tokenHash);
  await announceEnded(db, [tokenHash]);
}

/**
 * Ends every session of a user but the one `keepToken` names (password change keeps the
 * session that made it; a reset keeps none). Answers how many ended.
 */
export async function endUserSessions(db: Db, userId: number, keepToken?: string): Promise<number> {
  let query = db.deleteFrom('user_sessions').where('user_id', '=', userId);
  if (keepToken !== undefined) query = query.where('token_hash', '!=', hashToken(keepToken));
  const ended = await query.returning('token_hash').execute();
  const tokenHashes = ended.map((row) => row.token_hash);
  forgetSessionHashes(db, tokenHashes);
  await announceEnded(db, tokenHashes);
  return ended.length;
}

export async function userForToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<AuthUser | null> {
  return (await sessionForToken(db, token, now))?.user ?? null;
}

/** The live session a token names, with its user; null when unknown, ended or expired. */
export async function sessionForToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<SessionInfo | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const held = heldSession(db, tokenHash, now);
  if (held !== undefined) return held;
  const cache = sessionCache(db);
  const row = await db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.id',
      'u.uid',
      'u.is_demo',
      'u.email',
      'u.mobile',
      'u.area_code',
      'u.invite_code',
      's.expires_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) {
    cache.delete(tokenHash);
    return null;
  }
  const user: AuthUser = {
    id: row.id,
    uid: row.uid,
    isDemo: row.is_demo,
    email: row.email,
    mobile: row.mobile,
    areaCode: row.area_code,
    inviteCode: row.invite_code,
  };
  if (cache.size >= sessionCacheEntriesMax) cache.clear();
  cache.set(tokenHash, { user, expiresAt: row.expires_at, cachedAt: performance.now() });
  return liveSession(user, tokenHash, row.expires_at, now);
}

/**
 * The user a token names when this process holds its session (no read, no wait: most calls);
 * undefined when the session must be read (`userForToken`).
 */
export function heldUserForToken(
  db: Db,
  token: string | undefined,
  now: Date,
): AuthUser | null | undefined {
  if (!token) return null;
  const held = heldSession(db, hashToken(token), now);
  return held === undefined ? undefined : (held?.user ?? null);
}

/** The session as this process holds it: null when ended or expired, undefined when not held. */
function heldSession(db: Db, tokenHash: string, now: Date): SessionInfo | null | undefined {
  const cached = sessionCache(db).get(tokenHash);
  if (!cached || performance.now() - cached.cachedAt >= sessionCacheMs) return undefined;
  return liveSession(cached.user, tokenHash, cached.expiresAt, now);
}

function liveSession(
  user: AuthUser,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): SessionInfo | null {
  return expiresAt.getTime() > now.getTime() ? { user, tokenHash, expiresAt } : null;
}
