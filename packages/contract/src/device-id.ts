/**
 * The device ids the apps send (`demo_id`, `device_id`, `deviceId`): random UUIDs (version 4).
 * The server takes them as keys, so the apps make them from 16 random bytes of their own and
 * replace anything stored that is not one.
 */
const uuidV4Pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuidV4 = (text: string): boolean => uuidV4Pattern.test(text);

/** A version 4 UUID of 16 random bytes (`crypto.getRandomValues`, which plain-HTTP pages have too). */
export function uuidV4(randomBytes: Uint8Array): string {
  if (randomBytes.length !== 16) throw new Error('a UUID takes 16 random bytes');
  const bytes = Uint8Array.from(randomBytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id kept under `key`, made once and kept; a stored value that is not a random UUID is replaced. */
export function storedDeviceId(
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void },
  key: string,
  randomBytes: () => Uint8Array,
): string {
  const existing = storage.getItem(key);
  if (existing && isUuidV4(existing)) return existing;
  const made = uuidV4(randomBytes());
  storage.setItem(key, made);
  return made;
}
