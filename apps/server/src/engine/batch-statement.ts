import { CompiledQuery } from 'kysely';
import { preparedStatement } from '../db/prepared-statement.ts';
import { accountLocked } from './account-summary.ts';
import type { Batch } from './batch.ts';
import type { EngineState } from './engine-state.ts';
import type { OrderRecord } from './order-record.ts';

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
    fee, stop_loss, take_profit, realised_pnl, close_reason, opened_at, closed_at)
  SELECT id, user_id, instrument_id, client_order_id, request_fingerprint, side, mode, lots,
    leverage, requested_price, to_timestamp(created_at / 1000), status, open_price, close_price,
    margin, fee, stop_loss, take_profit, realised_pnl, close_reason, to_timestamp(opened_at / 1000),
    to_timestamp(closed_at / 1000)
  FROM json_to_recordset($1::json) AS o(id bigint, user_id bigint, instrument_id integer,
    client_order_id text, request_fingerprint text, side integer, mode integer, lots numeric, leverage integer,
    requested_price numeric, created_at float8, status integer, open_price numeric,
    close_price numeric, margin numeric, fee numeric, stop_loss numeric, take_profit numeric,
    realised_pnl numeric, close_reason integer, opened_at float8, closed_at float8)
  ON CONFLICT (id) DO UPDATE SET status = excluded.status, open_price = excluded.open_price,
    close_price = excluded.close_price, margin = excluded.margin, fee = excluded.fee,
    stop_loss = excluded.stop_loss, take_profit = excluded.take_profit,
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

const textOrNull = (value: { toFixed(): string } | null): string | null =>
  value === null ? null : value.toFixed();

const msOrNull = (at: Date | null): number | null => (at === null ? null : at.getTime());

function orderRow(order: OrderRecord) {
  return {
    id: order.id,
    user_id: order.userId,
    instrument_id: order.instrumentId,
    client_order_id: order.clientOrderId,
    request_fingerprint: order.requestFingerprint,
    side: order.side,
    mode: order.mode,
    lots: order.lots.toFixed(),
    leverage: order.leverage,
    requested_price: textOrNull(order.requestedPrice),
    created_at: order.createdAt.getTime(),
    status: order.status,
    open_price: textOrNull(order.openPrice),
    close_price: textOrNull(order.closePrice),
    margin: order.margin.toFixed(),
    fee: order.fee.toFixed(),
    stop_loss: textOrNull(order.stopLoss),
    take_profit: textOrNull(order.takeProfit),
    realised_pnl: order.realisedPnl.toFixed(),
    close_reason: order.closeReason,
    opened_at: msOrNull(order.openedAt),
    closed_at: msOrNull(order.closedAt),
  };
}

/** The batch's rows and the final figures of the accounts it touched, as the statement's parameters. */
export function batchStatement(batch: Batch, state: EngineState, epoch: number): CompiledQuery {
  let lastOrderId: number | null = null;
  const orders = [];
  for (const { order, isNew } of batch.orders.values()) {
    orders.push(orderRow(order));
    if (isNew && (lastOrderId === null || order.id > lastOrderId)) lastOrderId = order.id;
  }
  let lastLedgerId: number | null = null;
  const ledger = batch.ledger.map((entry) => {
    if (lastLedgerId === null || entry.id > lastLedgerId) lastLedgerId = entry.id;
    return {
      id: entry.id,
      user_id: entry.userId,
      amount: entry.amount.toFixed(),
      balance_after: entry.balanceAfter.toFixed(),
      type: entry.type,
      memo: entry.memo,
      order_id: entry.orderId,
      deposit_id: entry.depositId,
      withdrawal_id: entry.withdrawalId,
      created_at: entry.createdAt.getTime(),
    };
  });
  const accounts = [];
  for (const userId of batch.accounts) {
    const account = state.account(userId);
    if (!account) continue;
    accounts.push({
      user_id: userId,
      balance: account.balance.toFixed(),
      lock_balance: accountLocked(account).toFixed(),
    });
  }
  return CompiledQuery.raw(batchStatementSql, [
    JSON.stringify(orders),
    JSON.stringify(ledger),
    JSON.stringify(accounts),
    lastOrderId,
    lastLedgerId,
    epoch,
  ]);
}
