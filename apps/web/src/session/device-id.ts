const storageKey = 'tp.deviceId';

/** The demo account's device id: made once per browser and kept, so the same demo comes back. */
export function deviceId(storage: Storage = localStorage): string {
  const existing = storage.getItem(storageKey);
  if (existing) return existing;
  const made = crypto.randomUUID();
  storage.setItem(storageKey, made);
  return made;
}
