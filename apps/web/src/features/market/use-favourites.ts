import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favouritesMax } from '@tp/contract/codes';
import type { FavouriteList } from '@tp/contract/favourites';
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { TransportError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';
import { i18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { toast } from '../../ui/toast-store.ts';
import { favouritesToMerge, toggledFavourites } from './favourites.ts';

type VisitorFavouritesState = { ids: readonly number[]; replace: (ids: readonly number[]) => void };

/** A visitor's favourites, kept in the browser until a sign-in adds them to the account. */
export const useVisitorFavourites = create<VisitorFavouritesState>()(
  persist((set) => ({ ids: [], replace: (ids) => set({ ids }) }), {
    name: 'tp.favourites',
    storage: createJSONStorage(() => localStorage),
    partialize: ({ ids }) => ({ ids }),
  }),
);

export const favouritesKey = ['favourites'] as const;

const noIds: readonly number[] = [];

export type Favourites = {
  ids: readonly number[];
  isFavourite: (instrumentId: number) => boolean;
  toggle: (instrumentId: number) => void;
};

/**
 * The session whose account a visitor's favourites were merged into: one merge per sign-in,
 * whichever star or list asks first, and no retry loop while the network is down.
 */
let mergedFor: string | null = null;

async function mergeVisitorFavourites(account: FavouriteList): Promise<FavouriteList> {
  const visitor = useVisitorFavourites.getState();
  let list = account;
  const toAdd = favouritesToMerge(account.forex_ids, visitor.ids, account.max);
  for (const [index, id] of toAdd.entries()) {
    try {
      list = await call('favouriteAdd', { forex_id: id }, { silent: true });
    } catch (error) {
      // With the server out of reach the rest stay in the browser for the next sign-in. A
      // refusal (an instrument the catalogue no longer has, a full list) drops that one alone.
      if (error instanceof TransportError) {
        visitor.replace(toAdd.slice(index));
        return list;
      }
    }
  }
  visitor.replace([]);
  return list;
}

/**
 * The trader's favourites: the account's for a signed-in trader (demo or real), kept on the
 * server; the browser's for a visitor. The first time a signed-in trader's list is read with a
 * visitor's list in the browser, the visitor's are added to the account and the browser's emptied.
 */
export function useFavourites(): Favourites {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const loggedIn = token !== null;
  const visitorIds = useVisitorFavourites((s) => s.ids);
  const replaceVisitor = useVisitorFavourites((s) => s.replace);
  const account = useQuery({
    queryKey: favouritesKey,
    queryFn: ({ signal }) => call('favouriteList', {}, { signal, initial: true }),
    enabled: loggedIn,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (!token || !account.data || visitorIds.length === 0 || mergedFor === token) return;
    mergedFor = token;
    void mergeVisitorFavourites(account.data).then((list) => {
      queryClient.setQueryData(favouritesKey, list);
    });
  }, [token, account.data, visitorIds, queryClient]);

  const change = useMutation({
    mutationFn: ({ id, add }: { id: number; add: boolean }) =>
      call(add ? 'favouriteAdd' : 'favouriteRemove', { forex_id: id }),
    onMutate: ({ id, add }) => {
      // The star answers at once; the server's list replaces the guess when it arrives.
      queryClient.setQueryData<FavouriteList>(favouritesKey, (list) =>
        list
          ? {
              ...list,
              forex_ids: add
                ? [...list.forex_ids.filter((other) => other !== id), id]
                : list.forex_ids.filter((other) => other !== id),
            }
          : list,
      );
    },
    onSuccess: (list) => queryClient.setQueryData(favouritesKey, list),
    onError: () => void queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });

  // `mutate` keeps its identity across renders (the mutation's result object does not), so the
  // toggle below stays the same function and a memoised row is not drawn again for it.
  const { mutate } = change;
  const ids = loggedIn ? (account.data?.forex_ids ?? noIds) : visitorIds;
  const isFavourite = useCallback((instrumentId: number) => ids.includes(instrumentId), [ids]);
  const toggle = useCallback(
    (instrumentId: number) => {
      const add = !ids.includes(instrumentId);
      if (loggedIn) {
        mutate({ id: instrumentId, add });
        return;
      }
      if (add && ids.length >= favouritesMax) {
        toast(i18n.t('product.favouritesFull', { max: favouritesMax }));
        return;
      }
      replaceVisitor(toggledFavourites(ids, instrumentId, favouritesMax));
    },
    [ids, loggedIn, mutate, replaceVisitor],
  );
  return { ids, isFavourite, toggle };
}
