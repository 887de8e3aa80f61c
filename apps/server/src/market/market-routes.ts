import type { Instrument } from '@tp/contract/entities';
import type { FastifyInstance } from 'fastify';
import { type RouteDeps, route } from '../http/route.ts';
import { readKline, readSparklines } from './chart-history.ts';
import type { InstrumentRecord } from './instrument-record.ts';
import { categoryView, instrumentView } from './instrument-view.ts';
import type { MarketService } from './market-service.ts';

export type MarketRouteDeps = RouteDeps & { market: MarketService };

/** trade_list, getCategories, kline and abbreviated_cache_kline (spec §7, Trading). */
export function registerMarketRoutes(app: FastifyInstance, deps: MarketRouteDeps): void {
  const { db, market } = deps;

  route(app, deps, 'tradeList', async ({ params }) => tradeList(market, params));

  route(app, deps, 'categories', async ({ lang }) => {
    const rows = await db
      .selectFrom('categories')
      .select(['id', 'code', 'names'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((row) => categoryView(row, lang));
  });

  route(app, deps, 'kline', async ({ params }) =>
    readKline(db, market, {
      instrumentId: params.forex_id,
      period: params.period,
      before: params.before,
      limit: params.limit,
    }),
  );

  route(app, deps, 'abbreviatedKline', async ({ params }) =>
    readSparklines(db, market, params.forex_id),
  );
}

/**
 * trade_list's answer: the instruments with their prices now, in a category or matching a search
 * when asked; also what the trader app's page carries as it is sent.
 */
export function tradeList(
  market: MarketService,
  params: { category_id?: number | undefined; searchCurrency?: string | undefined } = {},
): Instrument[] {
  return market
    .instruments()
    .filter(
      (record) => params.category_id === undefined || record.categoryId === params.category_id,
    )
    .filter((record) => matchesSearch(record, params.searchCurrency))
    .flatMap((record) => {
      const snapshot = market.snapshot(record.id);
      return snapshot ? [instrumentView(snapshot)] : [];
    });
}

/** A search matches the code or the show code, ignoring case (and a slash: EURUSD finds EUR/USD). */
function matchesSearch(record: InstrumentRecord, search: string | undefined): boolean {
  if (!search) return true;
  const wanted = search.toUpperCase();
  const plain = wanted.replaceAll('/', '');
  return (
    record.code.toUpperCase().includes(plain) ||
    record.showCode.toUpperCase().includes(wanted) ||
    record.showCode.toUpperCase().replaceAll('/', '').includes(plain)
  );
}
