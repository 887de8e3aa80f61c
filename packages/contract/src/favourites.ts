import { z } from 'zod';
import { favouritesMax } from './codes.ts';

export { favouritesMax } from './codes.ts';

/** The signed-in trader's favourites, oldest first: ids of trade_list instruments. */
export const favouriteList = z.object({
  forex_ids: z.array(z.number().int()),
  max: z.number().int(),
});
export type FavouriteList = z.infer<typeof favouriteList>;
