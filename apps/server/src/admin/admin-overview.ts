import type { Overview, OverviewInstrument } from '@tp/contract/admin-endpoints';
import type { Decimal } from '@tp/domain/decimal';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** What the overview reads from the market service (MarketService fits it). */
export type OverviewMarket = {
  instruments(): readonly {
    id: number;
    code: string;
    showCode: string;
    tradingEnabled: boolean;
    terms: { pricePrecision: number };
  }[];
  quote(instrumentId: number): { bid: Decimal; ask: Decimal; at: Date } | undefined;
  isOpen(instrumentId: number): boolean;
};

/** The back office's first page: head counts from the database and the live state of every instrument. */
export async function readOverview(db: Db, market: OverviewMarket): Promise<Overview> {
  const users = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*)::int`.as('all'),
      sql<number>`count(*) filter (where is_demo)::int`.as('demo'),
    ])
    .executeTakeFirstOrThrow();
  const orders = await db
    .selectFrom('orders')
    .select([
      sql<number>`count(*) filter (where status = 1)::int`.as('holding'),
      sql<number>`count(*) filter (where status = 0)::int`.as('pending'),
    ])
    .where('status', 'in', [0, 1])
    .executeTakeFirstOrThrow();
  const instruments = market
    .instruments()
    .map((instrument) => overviewInstrument(instrument, market));
  return {
    users: users.all,
    demoUsers: users.demo,
    openPositions: orders.holding,
    pendingOrders: orders.pending,
    instrumentCount: instruments.length,
    openInstrumentCount: instruments.filter((i) => i.marketStatus === 1).length,
    instruments,
  };
}

function overviewInstrument(
  instrument: ReturnType<OverviewMarket['instruments']>[number],
  market: OverviewMarket,
): OverviewInstrument {
  const quote = market.quote(instrument.id);
  const precision = instrument.terms.pricePrecision;
  return {
    id: instrument.id,
    code: instrument.code,
    showCode: instrument.showCode,
    pricePrecision: precision,
    marketStatus: market.isOpen(instrument.id) ? 1 : 0,
    tradingEnabled: instrument.tradingEnabled,
    bid: quote ? Number(quote.bid.toFixed(precision)) : null,
    ask: quote ? Number(quote.ask.toFixed(precision)) : null,
    quotedAt: quote ? quote.at.toISOString() : null,
  };
}
