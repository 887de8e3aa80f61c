import { orderPageSize } from '@tp/contract/endpoints';
import { type Order, type OrderList, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { orderFromRow } from '../engine/commit/engine-store.ts';
import type { EngineApi } from '../engine/engine-api.ts';
import { orderView } from '../engine/views/order-view.ts';
import type { MarketService } from '../market/market-service.ts';

export type OrderListDeps = {
  db: Db;
  engine: Pick<EngineApi, 'balance' | 'accountSummary'>;
  market: Pick<MarketService, 'instrument'>;
};

/** The my_deal tabs: holding (1), pending (0), history (3: closed and cancelled). */
export const OrderTab = { pending: 0, holding: 1, history: 3 } as const;
export type OrderTab = (typeof OrderTab)[keyof typeof OrderTab];

export const isOrderTab = (n: number): n is OrderTab =>
  n === OrderTab.pending || n === OrderTab.holding || n === OrderTab.history;

const statusesOf = (tab: OrderTab): number[] =>
  tab === OrderTab.history ? [OrderStatus.closed, OrderStatus.cancelled] : [tab];

/** One page of the user's orders of a tab, newest first, with the tab's total P&L and the balance. */
export async function listOrders(
  deps: OrderListDeps,
  userId: number,
  tab: OrderTab,
  page: number,
): Promise<OrderList> {
  // Reading the balance first brings the account into the engine's memory if it was not.
  const { balance } = await deps.engine.balance(userId);
  const found =
    tab === OrderTab.holding
      ? await holdingPage(deps, userId, page)
      : await storedPage(deps, userId, tab, page);
  return {
    data: found.data,
    total: found.total,
    all_fact_profits: found.profits,
    balance: balance.toNumber(),
  };
}

type Page = { data: Order[]; total: number; profits: number };

const offsetOf = (page: number) => (page - 1) * orderPageSize;

/** Holding positions come from the engine, valued at the live quote. */
async function holdingPage(deps: OrderListDeps, userId: number, page: number): Promise<Page> {
  const summary = await deps.engine.accountSummary(userId);
  return {
    data: summary.TransOrder.slice(offsetOf(page), offsetOf(page) + orderPageSize),
    total: summary.TransOrder.length,
    profits: summary.ProfitsTotal,
  };
}

async function storedPage(
  deps: OrderListDeps,
  userId: number,
  tab: OrderTab,
  page: number,
): Promise<Page> {
  const statuses = statusesOf(tab);
  const rows = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', statuses)
    .orderBy('id', 'desc')
    .limit(orderPageSize)
    .offset(offsetOf(page))
    .execute();
  const totals = await deps.db
    .selectFrom('orders')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<string | null>`sum(realised_pnl)`.as('profits'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return {
    data: rows.map((row) =>
      orderView(orderFromRow(row), deps.market.instrument(row.instrument_id)),
    ),
    total: totals.count,
    profits: new Decimal(totals.profits ?? 0).toNumber(),
  };
}
