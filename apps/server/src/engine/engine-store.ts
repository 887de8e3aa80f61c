import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { isSide, Side } from '@tp/domain/side';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, OrdersTable } from '../db/schema.ts';
import { lockedFunds } from './account-summary.ts';
import type { Batch } from './batch.ts';
import type { EngineState } from './engine-state.ts';
import type { OrderRecord } from './order-record.ts';

type OrderRow = Selectable<OrdersTable>;

const openStatuses = [OrderStatus.pending, OrderStatus.holding];

const decimalOrNull = (value: string | null): Decimal | null =>
  value === null ? null : new Decimal(value);

const textOrNull = (value: Decimal | null): string | null =>
  value === null ? null : value.toFixed();

export function orderFromRow(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    userId: row.user_id,
    instrumentId: row.instrument_id,
    clientOrderId: row.client_order_id,
    side: isSide(row.side) ? row.side : Side.sell,
    mode: row.mode,
    status: row.status,
    lots: new Decimal(row.lots),
    leverage: row.leverage,
    requestedPrice: decimalOrNull(row.requested_price),
    openPrice: decimalOrNull(row.open_price),
    closePrice: decimalOrNull(row.close_price),
    margin: new Decimal(row.margin),
    fee: new Decimal(row.fee),
    stopLoss: decimalOrNull(row.stop_loss),
    takeProfit: decimalOrNull(row.take_profit),
    realisedPnl: new Decimal(row.realised_pnl),
    closeReason: row.close_reason,
    createdAt: row.created_at,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
  };
}

/** The columns an order can change after it is created. */
const changingColumns = [
  'status',
  'open_price',
  'close_price',
  'margin',
  'fee',
  'stop_loss',
  'take_profit',
  'realised_pnl',
  'close_reason',
  'opened_at',
  'closed_at',
] as const;

function changingValues(order: OrderRecord) {
  return {
    status: order.status,
    open_price: textOrNull(order.openPrice),
    close_price: textOrNull(order.closePrice),
    margin: order.margin.toFixed(),
    fee: order.fee.toFixed(),
    stop_loss: textOrNull(order.stopLoss),
    take_profit: textOrNull(order.takeProfit),
    realised_pnl: order.realisedPnl.toFixed(),
    close_reason: order.closeReason,
    opened_at: order.openedAt,
    closed_at: order.closedAt,
  } satisfies Record<(typeof changingColumns)[number], unknown>;
}

function orderToRow(order: OrderRecord) {
  return {
    id: order.id,
    user_id: order.userId,
    instrument_id: order.instrumentId,
    client_order_id: order.clientOrderId,
    side: order.side,
    mode: order.mode,
    lots: order.lots.toFixed(),
    leverage: order.leverage,
    requested_price: textOrNull(order.requestedPrice),
    created_at: order.createdAt,
    ...changingValues(order),
  };
}

export type StoredAccount = { userId: number; balance: Decimal; openOrders: OrderRecord[] };

/** SQL of the engine: reading its state and writing a batch in one transaction. */
export class EngineStore {
  constructor(private readonly db: Db) {}

  async lastIds(): Promise<{ lastOrderId: number; lastLedgerId: number }> {
    const orders = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const ledger = await this.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return { lastOrderId: Number(orders?.id ?? 0), lastLedgerId: Number(ledger?.id ?? 0) };
  }

  /** Every account with its open orders. */
  async allAccounts(): Promise<StoredAccount[]> {
    const accounts = await this.db.selectFrom('accounts').select(['user_id', 'balance']).execute();
    const orders = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', openStatuses)
      .orderBy('id')
      .execute();
    const byUser = new Map<number, StoredAccount>();
    for (const row of accounts) {
      byUser.set(row.user_id, {
        userId: row.user_id,
        balance: new Decimal(row.balance),
        openOrders: [],
      });
    }
    for (const row of orders) byUser.get(row.user_id)?.openOrders.push(orderFromRow(row));
    return [...byUser.values()];
  }

  async account(userId: number): Promise<StoredAccount | undefined> {
    const row = await this.db
      .selectFrom('accounts')
      .select(['user_id', 'balance'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const orders = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', openStatuses)
      .orderBy('id')
      .execute();
    return { userId, balance: new Decimal(row.balance), openOrders: orders.map(orderFromRow) };
  }

  async orderIdForClientId(userId: number, clientOrderId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('client_order_id', '=', clientOrderId)
      .executeTakeFirst();
    return row?.id;
  }

  async order(orderId: number): Promise<OrderRecord | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    return row ? orderFromRow(row) : undefined;
  }

  /** The stop_out_level setting (risk rate in %), 50 when unset or not a number. */
  async stopOutLevel(): Promise<Decimal> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'stop_out_level')
      .executeTakeFirst();
    const value = Number(row?.value);
    return new Decimal(Number.isFinite(value) && value >= 0 ? value : 50);
  }

  async tradeFeeType(): Promise<number> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'trade_fee_type')
      .executeTakeFirst();
    const value = Number(row?.value);
    return Number.isInteger(value) ? value : 1;
  }

  /**
   * Writes every row of the batch, and the final figures of the accounts it touched, atomically:
   * a fixed handful of statements whatever the batch's size.
   */
  async write(batch: Batch, state: EngineState): Promise<void> {
    if (batch.isEmpty) return;
    await this.db.transaction().execute(async (tx) => {
      await writeOrders(tx, batch);
      await writeLedger(tx, batch);
      await writeAccounts(tx, batch, state);
      await advanceSequences(tx, batch);
    });
  }
}

/** New orders and changed ones in one upsert: an existing id takes the changing columns. */
async function writeOrders(tx: Transaction<Database>, batch: Batch): Promise<void> {
  if (batch.orders.size === 0) return;
  const rows = [...batch.orders.values()].map(({ order }) => orderToRow(order));
  await tx
    .insertInto('orders')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) =>
          Object.fromEntries(
            changingColumns.map((column) => [column, eb.ref(`excluded.${column}`)]),
          ),
        ),
    )
    .execute();
}

async function writeLedger(tx: Transaction<Database>, batch: Batch): Promise<void> {
  if (batch.ledger.length === 0) return;
  await tx
    .insertInto('ledger_entries')
    .values(
      batch.ledger.map((entry) => ({
        id: entry.id,
        user_id: entry.userId,
        amount: entry.amount.toFixed(),
        balance_after: entry.balanceAfter.toFixed(),
        type: entry.type,
        memo: entry.memo,
        order_id: entry.orderId,
        created_at: entry.createdAt,
      })),
    )
    .execute();
}

/** Ids are assigned by the engine; keep the columns' sequences ahead of them for any other writer. */
async function advanceSequences(tx: Transaction<Database>, batch: Batch): Promise<void> {
  const newOrderIds = [...batch.orders.values()].filter((o) => o.isNew).map((o) => o.order.id);
  const ledgerIds = batch.ledger.map((entry) => entry.id);
  if (newOrderIds.length === 0 && ledgerIds.length === 0) return;
  const lastOrderId = newOrderIds.length > 0 ? Math.max(...newOrderIds) : null;
  const lastLedgerId = ledgerIds.length > 0 ? Math.max(...ledgerIds) : null;
  await sql`SELECT
    CASE WHEN ${lastOrderId}::bigint IS NULL THEN NULL
      ELSE setval(pg_get_serial_sequence('orders', 'id'), ${lastOrderId}::bigint) END,
    CASE WHEN ${lastLedgerId}::bigint IS NULL THEN NULL
      ELSE setval(pg_get_serial_sequence('ledger_entries', 'id'), ${lastLedgerId}::bigint) END`.execute(
    tx,
  );
}

async function writeAccounts(
  tx: Transaction<Database>,
  batch: Batch,
  state: EngineState,
): Promise<void> {
  const rows = [...batch.accounts].flatMap((userId) => {
    const account = state.account(userId);
    if (!account) return [];
    const locked = lockedFunds([...account.orders.values()]);
    return [
      {
        user_id: userId,
        balance: account.balance.toFixed(),
        lock_balance: locked.toFixed(),
        updated_at: new Date(),
      },
    ];
  });
  if (rows.length === 0) return;
  await tx
    .insertInto('accounts')
    .values(rows)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        balance: eb.ref('excluded.balance'),
        lock_balance: eb.ref('excluded.lock_balance'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
