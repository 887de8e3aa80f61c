import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instrument } from '@tp/contract/entities';
import { call } from '../../api/call.ts';
import { useSession } from '../../session/session-store.ts';

export const tradeListKey = ['tradeList'] as const;

/** The instruments with their quotes: the first screen's data, fetched as early as the app can. */
export const tradeListQuery = queryOptions({
  queryKey: tradeListKey,
  queryFn: ({ signal }) => call('tradeList', {}, { signal }),
  // Fetched at start, then kept live by the socket: the screen that mounts a moment later uses it.
  staleTime: 10_000,
});

export function useTradeList() {
  return useQuery(tradeListQuery);
}

export function useCategories() {
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['categories', lang],
    queryFn: ({ signal }) => call('categories', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Instrument search by code (spec §7 trade_list searchCurrency). */
export function useInstrumentSearch(term: string) {
  const query = term.trim();
  return useQuery({
    queryKey: ['tradeList', 'search', query],
    queryFn: ({ signal }) => call('tradeList', { searchCurrency: query }, { signal }),
    enabled: query.length > 0,
  });
}

export const filterByCategory = (
  instruments: readonly Instrument[],
  categoryId: number | null,
): readonly Instrument[] =>
  categoryId === null ? instruments : instruments.filter((i) => i.CategoryId === categoryId);

/** The list under a chip: every instrument, one category's, or the favourites in their order. */
export function filterInstruments(
  instruments: readonly Instrument[],
  filter: number | 'favourites' | null,
  favouriteIds: readonly number[],
): readonly Instrument[] {
  if (filter !== 'favourites') return filterByCategory(instruments, filter);
  const byId = new Map(instruments.map((i) => [i.Id, i]));
  return favouriteIds.flatMap((id) => byId.get(id) ?? []);
}
