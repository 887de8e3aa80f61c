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
 * A session ended here (logout, password change) is forgotten at once on this process; other
 * processes of a scaled deployment stop accepting it when their entry is older than
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

/** Ends one session (logout). */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('token_hash', '=', hashToken(token)).execute();
  forgetSession(db, token);
}

/**
 * Ends every session of a user but the one `keepToken` names (password change keeps the
 * session that made it; a reset keeps none). Answers how many ended.
 */
export async function endUserSessions(db: Db, userId: number, keepToken?: string): Promise<number> {
  let query = db.deleteFrom('user_sessions').where('user_id', '=', userId);
  if (keepToken !== undefined) query = query.where('token_hash', '!=', hashToken(keepToken));
  const ended = await query.returning('token_hash').execute();
  const cache = sessionCache(db);
  for (const row of ended) cache.delete(row.token_hash);
  return ended.length;
}

export async function userForToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<AuthUser | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const cache = sessionCache(db);
  const cached = cache.get(tokenHash);
  if (cached && performance.now() - cached.cachedAt < sessionCacheMs) {
    return cached.expiresAt.getTime() > now.getTime() ? cached.user : null;
  }
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
  return row.expires_at.getTime() > now.getTime() ? user : null;
}
