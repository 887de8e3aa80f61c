import { type FavouriteList, favouritesMax } from '@tp/contract/favourites';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * A trader's favourites, oldest first, as ids of instruments still in the catalogue (`known`):
 * one the operator removed since drops out of the list without being deleted.
 */
export async function readFavourites(
  db: Db,
  userId: number,
  known: (instrumentId: number) => boolean,
): Promise<FavouriteList> {
  const rows = await db
    .selectFrom('favourites')
    .select('instrument_id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('instrument_id')
    .execute();
  return {
    forex_ids: rows.map((row) => row.instrument_id).filter(known),
    max: favouritesMax,
  };
}

/**
 * Adds an instrument to the trader's favourites, at most `favouritesMax`; adding one already
 * there changes nothing. The trader's row is locked for the count, so adds sent at once cannot
 * pass the limit together.
 */
export async function addFavourite(
  db: Db,
  userId: number,
  instrumentId: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(tx);
    const present = await tx
      .selectFrom('favourites')
      .select('instrument_id')
      .where('user_id', '=', userId)
      .execute();
    if (present.some((row) => row.instrument_id === instrumentId)) return;
    if (present.length >= favouritesMax)
      throw new ApiError('favouritesFull', { max: favouritesMax });
    await tx
      .insertInto('favourites')
      .values({ user_id: userId, instrument_id: instrumentId, created_at: now })
      .execute();
  });
}

/** Removes an instrument from the trader's favourites; one not there changes nothing. */
export async function removeFavourite(db: Db, userId: number, instrumentId: number): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('instrument_id', '=', instrumentId)
    .execute();
}
