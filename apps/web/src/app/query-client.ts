import { type Query, QueryClient } from '@tanstack/react-query';

/** Failures already show a toast from the API client, so queries do not retry on their own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
    mutations: { retry: false },
  },
});

/**
 * The first parts of the query keys whose answers are the same for every visitor: the market,
 * the site's settings and the funds channels the operator configured. Every other query belongs
 * to the signed-in user (balance, orders, wallet, records, bound methods, identity), so a query
 * added later is treated as the user's unless it is listed here.
 */
export const sharedQueryRoots: ReadonlySet<string> = new Set([
  'tradeList',
  'categories',
  'kline',
  'basicInfo',
  'setting',
  'areaList',
  'companyStatus',
  'companies',
  'depositInfo',
  'depositNetworks',
  'wireOptions',
  'drawCurrencies',
]);

const belongsToUser = (query: Query): boolean => !sharedQueryRoots.has(String(query.queryKey[0]));

/**
 * Drops what was cached for the user who just signed in, out, or lost the session: another user
 * must never see it, not even for the moment before their own answers arrive.
 */
export function clearUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: belongsToUser });
}
