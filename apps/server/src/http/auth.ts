import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** The logged-in user a request or socket acts for. */
export type AuthUser = {
  id: number;
  uid: string;
  isDemo: boolean;
  email: string | null;
  inviteCode: string;
};

const sessionDaysMax = 30;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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

export async function userForToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<AuthUser | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.uid', 'u.is_demo', 'u.email', 'u.invite_code', 's.expires_at'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  return {
    id: row.id,
    uid: row.uid,
    isDemo: row.is_demo,
    email: row.email,
    inviteCode: row.invite_code,
  };
}
