import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretKeyFrom } from './totp-secret-box.ts';

const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totp secret box', () => {
  it('seals under a key so the stored text does not hold the secret, and opens it again', () => {
    const key = secretKeyFrom('a long passphrase');
    const sealed = sealSecret(secret, key);
    expect(sealed.startsWith('aes256gcm:')).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(sealSecret(secret, key)).not.toBe(sealed);
    expect(openSecret(sealed, key)).toBe(secret);
  });

  it('does not open under another key, without a key, or when tampered with', () => {
    const sealed = sealSecret(secret, secretKeyFrom('one'));
    expect(openSecret(sealed, secretKeyFrom('two'))).toBeUndefined();
    expect(openSecret(sealed, undefined)).toBeUndefined();
    const body = sealed.slice(-4);
    const tampered = `${sealed.slice(0, -4)}${body === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(openSecret(tampered, secretKeyFrom('one'))).toBeUndefined();
    expect(openSecret('aes256gcm:x', secretKeyFrom('one'))).toBeUndefined();
    expect(openSecret('something else', secretKeyFrom('one'))).toBeUndefined();
  });

  it('stores the secret marked as plain without a key, and still reads it once a key is set', () => {
    const stored = sealSecret(secret, undefined);
    expect(stored).toBe(`plain:${secret}`);
    expect(openSecret(stored, undefined)).toBe(secret);
    expect(openSecret(stored, secretKeyFrom('later'))).toBe(secret);
  });
});
