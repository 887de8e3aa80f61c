import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDecoy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores an argon2id hash that matches only its own password', async () => {
    const stored = await hashPassword('s3cret pass');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 's3cret pass')).toBe(true);
    expect(await verifyPassword(stored, 's3cret pasS')).toBe(false);
  });

  it('salts each hash, so one password gives different hashes', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats a stored hash it cannot read as matching nothing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('answers false for an unknown account after doing a real check', async () => {
    expect(await verifyDecoy('whatever')).toBe(false);
  });
});
