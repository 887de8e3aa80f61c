import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header carries the bearer token. Both sides are hashed before the
 * comparison, so it takes the same time whatever the guess's length or content.
 */
export function carriesBearerToken(header: string | string[] | undefined, token: string): boolean {
  if (typeof header !== 'string') return false;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) return false;
  const sent = createHash('sha256')
    .update(match[1] as string)
    .digest();
  return timingSafeEqual(sent, createHash('sha256').update(token).digest());
}
