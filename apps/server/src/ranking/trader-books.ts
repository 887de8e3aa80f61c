import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import type { Movement } from '@tp/domain/growth-path';
import { isSide, type Side } from '@tp/domain/side';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { LedgerType } from '../engine/ledger-type.ts';
import { internalTypes, resultTypes } from './movement-kind.ts';

/** What the ranking needs of an instrument. */
export type InstrumentFacts = {
  id: number;
  code: string;
  marginMode: number;
  contractSize: Decimal;
  quotedInUsd: boolean;
  spread: Decimal;
  annualVolatility: Decimal;
};

export async function instrumentFacts(db: Db): Promise<Map<number, InstrumentFacts>> {
  const rows = await db
    .selectFrom('instruments')
    .select([
      'id',
      'code',
      'margin_mode',
      'contract_size',
      'quote_currency',
      'spread',
      'annual_volatility',
    ])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        code: row.code,
        marginMode: row.margin_mode,
        contractSize: new Decimal(row.contract_size),
        quotedInUsd: row.quote_currency.toUpperCase() === 'USD',
        spread: new Decimal(row.spread),
        annualVolatility: new Decimal(row.annual_volatility),
      },
    ]),
  );
}

/**
 * Each trader's history before the period, as the time-weighted return needs it: each flow,
 * and the results between two flows summed in the database (their order within a stretch
 * does not change its return), so a long history comes back as a few rows per deposit.
 */
export async function historyBefore(
  db: Db,
  userIds: readonly number[],
  from: Date,
): Promise<Map<number, Movement[]>> {
  const history = new Map<number, Movement[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return history;
  const { rows } = await sql<{ user_id: number; is_flow: boolean; amount: string }>`
    WITH entries AS (
      SELECT user_id, id, amount,
        type NOT IN (${sql.join(resultTypes)}) AS is_flow,
        count(*) FILTER (WHERE type NOT IN (${sql.join(resultTypes)}))
          OVER (PARTITION BY user_id ORDER BY id) AS stretch
      FROM ledger_entries
      WHERE user_id IN (${sql.join(userIds)})
        AND created_at < ${from}
        AND type NOT IN (${sql.join(internalTypes)})
    )
    SELECT user_id, is_flow, sum(amount)::text AS amount, min(id) AS first_id
    FROM entries
    GROUP BY user_id, stretch, is_flow
    ORDER BY user_id, first_id
  `.execute(db);
  for (const row of rows) {
    history.get(Number(row.user_id))?.push({
      kind: row.is_flow ? 'flow' : 'result',
      amount: new Decimal(row.amount),
    });
  }
  return history;
}

export type PeriodEntry = {
  id: number;
  userId: number;
  type: number;
  amount: Decimal;
  orderId: number | null;
};

/** Where a read of the period's entries goes on from: after this trader's entry. */
export type EntryCursor = { userId: number; id: number };

/**
 * The next entries of the period for these traders, in order, from after `cursor`: every kind
 * but margin locks (a margin release stands for the close of its position, where its trough
 * goes). At most `limit`.
 */
export async function periodEntries(
  db: Db,
  userIds: readonly number[],
  options: { from: Date; to: Date; cursor: EntryCursor | undefined; limit: number },
): Promise<PeriodEntry[]> {
  if (userIds.length === 0) return [];
  const { cursor } = options;
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['id', 'user_id', 'type', 'amount', 'order_id'])
    .where('user_id', 'in', [...userIds])
    .where('created_at', '>=', options.from)
    .where('created_at', '<=', options.to)
    .where('type', '!=', LedgerType.marginLock)
    .$if(cursor !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('user_id', '>', cursor?.userId ?? 0),
          eb.and([eb('user_id', '=', cursor?.userId ?? 0), eb('id', '>', cursor?.id ?? 0)]),
        ]),
      ),
    )
    .orderBy('user_id')
    .orderBy('id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    type: row.type,
    amount: new Decimal(row.amount),
    orderId: row.order_id === null ? null : Number(row.order_id),
  }));
}

/** A closed position, with the lowest and highest mids its market traded while it was held. */
export type ClosedOrder = {
  id: number;
  instrumentId: number;
  side: Side;
  leverage: number;
  lots: Decimal;
  openPrice: Decimal;
  closePrice: Decimal;
  margin: Decimal;
  fee: Decimal;
  pnl: Decimal;
  /** From the 1-minute candles of the minutes it was open; undefined where none were kept. */
  range: { low: Decimal; high: Decimal } | undefined;
};

/**
 * The closed positions among these orders (a margin release may also be a pending order's
 * cancellation, which is not one), each with the range of prices while it was held: to the
 * minute, from the 1-minute candles the feed keeps.
 */
export async function closedOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, ClosedOrder>> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await sql<{
    id: number;
    instrument_id: number;
    side: number;
    leverage: number;
    lots: string;
    open_price: string;
    close_price: string;
    margin: string;
    fee: string;
    realised_pnl: string;
    low: string | null;
    high: string | null;
  }>`
    SELECT o.id, o.instrument_id, o.side, o.leverage, o.lots, o.open_price, o.close_price,
      o.margin, o.fee, o.realised_pnl, r.low::text AS low, r.high::text AS high
    FROM orders o
    LEFT JOIN LATERAL (
      SELECT min(c.low) AS low, max(c.high) AS high
      FROM candles c
      WHERE c.instrument_id = o.instrument_id
        AND c.period = '1min'
        AND c.time >= floor(extract(epoch FROM o.opened_at) / 60)::bigint * 60
        AND c.time <= floor(extract(epoch FROM o.closed_at))::bigint
    ) r ON true
    WHERE o.id IN (${sql.join(orderIds)})
      AND o.status = ${OrderStatus.closed}
      AND o.open_price IS NOT NULL
      AND o.close_price IS NOT NULL
  `.execute(db);
  const orders = new Map<number, ClosedOrder>();
  for (const row of rows) {
    if (!isSide(row.side)) continue;
    orders.set(Number(row.id), {
      id: Number(row.id),
      instrumentId: row.instrument_id,
      side: row.side,
      leverage: row.leverage,
      lots: new Decimal(row.lots),
      openPrice: new Decimal(row.open_price),
      closePrice: new Decimal(row.close_price),
      margin: new Decimal(row.margin),
      fee: new Decimal(row.fee),
      pnl: new Decimal(row.realised_pnl),
      range:
        row.low !== null && row.high !== null
          ? { low: new Decimal(row.low), high: new Decimal(row.high) }
          : undefined,
    });
  }
  return orders;
}

/** Positions each trader has closed since their account opened. */
export async function closedCounts(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['user_id', sql<number>`count(*)::int`.as('closed')])
    .where('user_id', 'in', [...userIds])
    .where('status', '=', OrderStatus.closed)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), row.closed]));
}
