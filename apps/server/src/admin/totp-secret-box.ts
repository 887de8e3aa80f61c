import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Keeps operators' TOTP secrets sealed in the database with AES-256-GCM under TOTP_KEY, so a
 * copy of the database alone cannot make codes. Without a key (a fresh embedded install) the
 * secret is stored as it is, marked so; either way it is never sent back after enrolment.
 */
const sealedPrefix = 'aes256gcm:';
const plainPrefix = 'plain:';

/** The 256-bit key from the configured passphrase (any length), or none. */
export type SecretKey = Buffer | undefined;

export function secretKeyFrom(passphrase: string | undefined): SecretKey {
  return passphrase ? createHash('sha256').update(passphrase).digest() : undefined;
}

export function sealSecret(secret: string, key: SecretKey): string {
  if (!key) return `${plainPrefix}${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return `${sealedPrefix}${parts.join('.')}`;
}

/** The secret, or undefined when it was sealed under another key (or is damaged). */
export function openSecret(stored: string, key: SecretKey): string | undefined {
  if (stored.startsWith(plainPrefix)) return stored.slice(plainPrefix.length);
  if (!stored.startsWith(sealedPrefix) || !key) return undefined;
  const [iv, tag, body] = stored
    .slice(sealedPrefix.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
