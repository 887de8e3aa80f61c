import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isStrongDeviceId } from './device-id-strength.ts';

describe('isStrongDeviceId', () => {
  it('accepts random UUIDs, as the trader app makes them, in either case', () => {
    for (let i = 0; i < 20_000; i += 1) {
      const uuid = randomUUID();
      expect(isStrongDeviceId(uuid)).toBe(true);
      expect(isStrongDeviceId(uuid.toUpperCase())).toBe(true);
    }
  });

  it('accepts 16 or more random bytes in base64url, and 32 random hex digits', () => {
    for (let i = 0; i < 5_000; i += 1) {
      expect(isStrongDeviceId(randomBytes(16).toString('base64url'))).toBe(true);
      expect(isStrongDeviceId(randomBytes(16).toString('hex'))).toBe(true);
    }
  });

  it.each([
    ['a digit', '1'],
    ['a word', 'test'],
    ['a short id', 'device-123'],
    ['a timestamp', '1764100000000'],
    ['16 hex digits (64 bits)', 'a3f9c2e17b4d6058'],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
    ['a UUID of one digit', '11111111-1111-1111-1111-111111111111'],
    ['a UUID of a counter', '00000000-0000-4000-8000-000000000001'],
    ['a repeated pattern', '0123456789abcdef0123456789abcdef'],
    ['a long repeated word', 'demodemodemodemodemodemodemodemodemo'],
    ['one letter many times', 'a'.repeat(64)],
    ['spaces and symbols', 'my device id with spaces and symbols!!'],
    ['too long', randomBytes(120).toString('base64url')],
  ])('refuses %s', (_, id) => {
    expect(isStrongDeviceId(id)).toBe(false);
  });
});
