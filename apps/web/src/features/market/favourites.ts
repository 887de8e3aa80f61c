/**
 * Favourites as a list of instrument ids, oldest first, bounded like the server's. Pure: the
 * browser's list (a visitor's) and the account's (a signed-in trader's) both go through these.
 */

/** The list with `id` added at the end, or removed if it was there; unchanged when full. */
export function toggledFavourites(
  ids: readonly number[],
  id: number,
  max: number,
): readonly number[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  return ids.length >= max ? ids : [...ids, id];
}

/**
 * The visitor's favourites the account lacks, in the visitor's order, as many as the account has
 * room for: what signing in adds to the account once.
 */
export function favouritesToMerge(
  account: readonly number[],
  visitor: readonly number[],
  max: number,
): readonly number[] {
  const room = Math.max(0, max - account.length);
  return [...new Set(visitor)].filter((id) => !account.includes(id)).slice(0, room);
}
