import type { Decimal } from '@tp/domain/decimal';
import { CompiledQuery } from 'kysely';
import { preparedStatement } from '../../db/prepared-statement.ts';
import type { EngineState } from '../engine-state.ts';
import type { OrderRecord } from '../order-record.ts';
import { accountLocked } from '../views/account-summary.ts';
import type { Batch, LedgerRow } from './batch.ts';

/**
 * A whole batch as one statement: orders upserted, ledger entries inserted, accounts upserted
 * and the id sequences moved past the engine's ids, through data-modifying CTEs. One statement
 * is one transaction and one round trip whatever the batch's size; the rows travel as three
 * JSON arrays, so the text never changes and each connection prepares it once. Times travel as
 * milliseconds since the epoch: a number costs far less to write into JSON than a Date and less
 * for the server to read than ISO text, and `to_timestamp` keeps every millisecond exactly.
 * Foreign keys are checked at the end of the statement, so a ledger entry may name an order
 * inserted beside it. The statement fails with SQLSTATE TP001 when the engine's epoch ($6) is
 * no longer the current one (migration 0006): a replaced engine writes nothing.
 */
export const batchStatementSql = preparedStatement(
  'engine_batch',
  `WITH
written_orders AS (
  INSERT INTO orders (id, user_id, instrument_id, client_order_id, request_fingerprint, side,
    mode, lots, leverage, requested_price, created_at, status, open_price, close_price, margin,
    fee, stop_loss, take_profit, realised_pnl, close_reason, opened_at, closed_at, expires_at,
    parent_id, trailing_distance)
  SELECT id, user_id, instrument_id, client_order_id, request_fingerprint, side, mode, lots,
    leverage, requested_price, to_timestamp(created_at / 1000), status, open_price, close_price,
    margin, fee, stop_loss, take_profit, realised_pnl, close_reason, to_timestamp(opened_at / 1000),
    to_timestamp(closed_at / 1000), to_timestamp(expires_at / 1000), parent_id,
    trailing_distance
  FROM json_to_recordset($1::json) AS o(id bigint, user_id bigint, instrument_id integer,
    client_order_id text, request_fingerprint text, side integer, mode integer, lots numeric, leverage integer,
    requested_price numeric, created_at float8, status integer, open_price numeric,
    close_price numeric, margin numeric, fee numeric, stop_loss numeric, take_profit numeric,
    realised_pnl numeric, close_reason integer, opened_at float8, closed_at float8,
    expires_at float8, parent_id bigint, trailing_distance numeric)
  ON CONFLICT (id) DO UPDATE SET status = excluded.status, mode = excluded.mode,
    lots = excluded.lots,
    requested_price = excluded.requested_price, open_price = excluded.open_price,
    close_price = excluded.close_price, margin = excluded.margin, fee = excluded.fee,
    stop_loss = excluded.stop_loss, take_profit = excluded.take_profit,
    trailing_distance = excluded.trailing_distance,
    realised_pnl = excluded.realised_pnl, close_reason = excluded.close_reason,
    opened_at = excluded.opened_at, closed_at = excluded.closed_at
),
written_ledger AS (
  INSERT INTO ledger_entries (id, user_id, amount, balance_after, type, memo, order_id,
    deposit_id, withdrawal_id, created_at)
  SELECT id, user_id, amount, balance_after, type, memo, order_id, deposit_id, withdrawal_id,
    to_timestamp(created_at / 1000)
  FROM json_to_recordset($2::json) AS l(id bigint, user_id bigint, amount numeric,
    balance_after numeric, type integer, memo text, order_id bigint, deposit_id bigint,
    withdrawal_id bigint, created_at float8)
),
written_accounts AS (
  INSERT INTO accounts (user_id, balance, lock_balance, updated_at)
  SELECT user_id, balance, lock_balance, now()
  FROM json_to_recordset($3::json) AS a(user_id bigint, balance numeric, lock_balance numeric)
  ON CONFLICT (user_id) DO UPDATE SET balance = excluded.balance,
    lock_balance = excluded.lock_balance, updated_at = excluded.updated_at
)
SELECT
  CASE WHEN $4::bigint IS NULL THEN NULL
    ELSE setval(pg_get_serial_sequence('orders', 'id'), $4::bigint) END AS last_order_id,
  CASE WHEN $5::bigint IS NULL THEN NULL
    ELSE setval(pg_get_serial_sequence('ledger_entries', 'id'), $5::bigint) END AS last_ledger_id,
  engine_epoch_check($6::bigint) AS epoch`,
);

/**
 * The rows travel as JSON text written here field by field: the batch is built for every
 * commit, and writing the text straight costs a fraction of building an object per row and
 * handing it to JSON.stringify. Decimals travel as JSON strings (every digit kept, read as
 * numeric), integers and epoch milliseconds as numbers, text through JSON.stringify (escaped).
 */
const decimalJson = (value: Decimal): string => `"${value.toFixed()}"`;

const decimalOrNullJson = (value: Decimal | null): string =>
  value === null ? 'null' : decimalJson(value);

const textOrNullJson = (value: string | null): string =>
  value === null ? 'null' : JSON.stringify(value);

const idOrNullJson = (value: number | null): string => (value === null ? 'null' : String(value));

const msOrNullJson = (at: Date | null): string => (at === null ? 'null' : String(at.getTime()));

function orderJson(order: OrderRecord): string {
  return (
    `{"id":${order.id},"user_id":${order.userId},"instrument_id":${order.instrumentId},` +
    `"client_order_id":${textOrNullJson(order.clientOrderId)},` +
    `"request_fingerprint":${textOrNullJson(order.requestFingerprint)},` +
    `"side":${order.side},"mode":${order.mode},"lots":${decimalJson(order.lots)},` +
    `"leverage":${order.leverage},"requested_price":${decimalOrNullJson(order.requestedPrice)},` +
    `"created_at":${order.createdAt.getTime()},"status":${order.status},` +
    `"open_price":${decimalOrNullJson(order.openPrice)},` +
    `"close_price":${decimalOrNullJson(order.closePrice)},"margin":${decimalJson(order.margin)},` +
    `"fee":${decimalJson(order.fee)},"stop_loss":${decimalOrNullJson(order.stopLoss)},` +
    `"take_profit":${decimalOrNullJson(order.takeProfit)},` +
    `"realised_pnl":${decimalJson(order.realisedPnl)},"close_reason":${order.closeReason},` +
    `"opened_at":${msOrNullJson(order.openedAt)},"closed_at":${msOrNullJson(order.closedAt)},` +
    `"expires_at":${msOrNullJson(order.expiresAt)},"parent_id":${idOrNullJson(order.parentId)},` +
    `"trailing_distance":${decimalOrNullJson(order.trailingDistance)}}`
  );
}

function ledgerJson(entry: LedgerRow): string {
  return (
    `{"id":${entry.id},"user_id":${entry.userId},"amount":${decimalJson(entry.amount)},` +
    `"balance_after":${decimalJson(entry.balanceAfter)},"type":${entry.type},` +
    `"memo":${JSON.stringify(entry.memo)},"order_id":${idOrNullJson(entry.orderId)},` +
    `"deposit_id":${idOrNullJson(entry.depositId)},` +
    `"withdrawal_id":${idOrNullJson(entry.withdrawalId)},"created_at":${entry.createdAt.getTime()}}`
  );
}

/** The batch's rows and the final figures of the accounts it touched, as the statement's parameters. */
export function batchStatement(batch: Batch, state: EngineState, epoch: number): CompiledQuery {
  let lastOrderId: number | null = null;
  let orders = '';
  for (const { order, isNew } of batch.orders.values()) {
    orders += orders === '' ? orderJson(order) : `,${orderJson(order)}`;
    if (isNew && (lastOrderId === null || order.id > lastOrderId)) lastOrderId = order.id;
  }
  let lastLedgerId: number | null = null;
  let ledger = '';
  for (const entry of batch.ledger) {
    if (lastLedgerId === null || entry.id > lastLedgerId) lastLedgerId = entry.id;
    ledger += ledger === '' ? ledgerJson(entry) : `,${ledgerJson(entry)}`;
  }
  let accounts = '';
  for (const userId of batch.accounts) {
    const account = state.account(userId);
    if (!account) continue;
    const row =
      `{"user_id":${userId},"balance":${decimalJson(account.balance)},` +
      `"lock_balance":${decimalJson(accountLocked(account))}}`;
    accounts += accounts === '' ? row : `,${row}`;
  }
  return CompiledQuery.raw(batchStatementSql, [
    `[${orders}]`,
    `[${ledger}]`,
    `[${accounts}]`,
    lastOrderId,
    lastLedgerId,
    epoch,
  ]);
}
