const storageKey = 'tp.deviceId';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * This browser's device id: a random UUID made once and kept, so the same demo account comes
 * back. The server takes it as the demo account's only key, so anything stored that is not a
 * random UUID is replaced.
 */
export function deviceId(storage: Storage = localStorage): string {
  const existing = storage.getItem(storageKey);
  if (existing && uuidPattern.test(existing)) return existing;
  const made = randomUuid();
  storage.setItem(storageKey, made);
  return made;
}

/** `crypto.randomUUID` exists only on secure pages (HTTPS, localhost); the bytes are the same. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
