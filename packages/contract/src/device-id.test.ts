import { describe, expect, it } from 'vitest';
import { isUuidV4, storedDeviceId, uuidV4 } from './device-id.ts';

/** Test bytes from a seeded generator: the contract package has no platform random source. */
let seed = 20261125;
const randomBytes = (length: number) =>
  Uint8Array.from({ length }, () => {
    // xorshift32
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed & 0xff;
  });

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('device ids', () => {
  it('formats 16 random bytes as a version 4 UUID, keeping 122 of their bits', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 2_000; i += 1) {
      const id = uuidV4(randomBytes(16));
      expect(isUuidV4(id)).toBe(true);
      ids.add(id);
    }
    expect(ids.size).toBe(2_000);
    expect(uuidV4(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(() => uuidV4(new Uint8Array(8))).toThrow();
  });

  it('makes an id once and keeps it, replacing a stored value that is not a random UUID', () => {
    const storage = memory({ other: 'device-1' });
    const first = storedDeviceId(storage, 'id', () => randomBytes(16));
    expect(storedDeviceId(storage, 'id', () => randomBytes(16))).toBe(first);
    const replaced = storedDeviceId(storage, 'other', () => randomBytes(16));
    expect(isUuidV4(replaced)).toBe(true);
    expect(storage.getItem('other')).toBe(replaced);
  });
});
