import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { type RouteDeps, route } from '../http/route.ts';
import type { MarketService } from '../market/market-service.ts';
import { addFavourite, readFavourites, removeFavourite } from './favourites-store.ts';

export type FavouriteRouteDeps = RouteDeps & { market: Pick<MarketService, 'instrument'> };

/**
 * `favourite/list`, `add` and `remove`: the signed-in trader's own watch list (demo or real),
 * each answering the list as it now is. Only instruments of the catalogue can be added.
 */
export function registerFavouriteRoutes(app: FastifyInstance, deps: FavouriteRouteDeps): void {
  const { db, market } = deps;
  const known = (instrumentId: number) => market.instrument(instrumentId) !== undefined;

  route(app, deps, 'favouriteList', async ({ user }) => readFavourites(db, user.id, known));

  route(app, deps, 'favouriteAdd', async ({ user, params }) => {
    if (!known(params.forex_id)) throw new ApiError('instrumentNotFound');
    await addFavourite(db, user.id, params.forex_id, deps.now());
    return readFavourites(db, user.id, known);
  });

  route(app, deps, 'favouriteRemove', async ({ user, params }) => {
    await removeFavourite(db, user.id, params.forex_id);
    return readFavourites(db, user.id, known);
  });
}
