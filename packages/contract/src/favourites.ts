import { z } from 'zod';

/** Instruments a trader may mark as favourites: a watch list, not a second catalogue. */
export const favouritesMax = 50;

/** The signed-in trader's favourites, oldest first: ids of trade_list instruments. */
export const favouriteList = z.object({
  forex_ids: z.array(z.number().int()),
  max: z.number().int(),
});
export type FavouriteList = z.infer<typeof favouriteList>;
