/** Where a visitor's browser remembers the pop-ups it has shown. */
export const seenPopupsKey = 'tp.seenPopups';
/** The newest ids kept: an old pop-up is long inactive by then. */
const seenPopupsMax = 50;

function readSeen(storage: Storage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(seenPopupsKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Whether this browser showed the pop-up to a visitor already. */
export const seenOnDevice = (id: number, storage: Storage = localStorage): boolean =>
  readSeen(storage).includes(id);

export function rememberSeenOnDevice(id: number, storage: Storage = localStorage): void {
  const ids = [id, ...readSeen(storage).filter((seen) => seen !== id)].slice(0, seenPopupsMax);
  storage.setItem(seenPopupsKey, JSON.stringify(ids));
}
