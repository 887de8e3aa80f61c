import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceId, signInDeviceId } from './device-id.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deviceId', () => {
  it('makes a random UUID once and keeps it', () => {
    const storage = memoryStorage();
    const first = deviceId(storage);
    expect(first).toMatch(uuidV4);
    expect(deviceId(storage)).toBe(first);
    expect(deviceId(memoryStorage())).not.toBe(first);
  });

  it('replaces a stored id that is not a random UUID', () => {
    const storage = memoryStorage({ 'tp.deviceId': 'device-1' });
    const id = deviceId(storage);
    expect(id).toMatch(uuidV4);
    expect(storage.getItem('tp.deviceId')).toBe(id);
  });

  it('makes a random UUID on a page without crypto.randomUUID (plain HTTP)', () => {
    // crypto.randomUUID exists only on secure pages; getRandomValues everywhere.
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 200 }, () => deviceId(memoryStorage())));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });
});

describe('signInDeviceId', () => {
  it('is a random UUID of its own, kept apart from the demo id', () => {
    const storage = memoryStorage();
    const signIn = signInDeviceId(storage);
    expect(signIn).toMatch(uuidV4);
    expect(signInDeviceId(storage)).toBe(signIn);
    expect(deviceId(storage)).not.toBe(signIn);
  });
});
