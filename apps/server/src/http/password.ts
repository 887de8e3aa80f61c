import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the OWASP minimum: 19 MiB, 2 passes. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

let checksMade = 0;

/**
 * Password checks this process has made (decoys included): the work a guesser can make the
 * server do, which the sign-in limits bound and their tests count.
 */
export const passwordChecksMade = (): number => checksMade;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  checksMade += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A stored hash that cannot be parsed matches nothing.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when the username is unknown, so response time does
 * not tell which usernames exist.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
}
