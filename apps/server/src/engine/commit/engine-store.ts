import { FundsStatus, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { stopOutLevelUnder } from '@tp/domain/risk-profile';
import { isSide, Side } from '@tp/domain/side';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { riskProfileOf } from '../../market/instrument-record.ts';
import { insertNotices } from '../../notifications/notice-store.ts';
import { insertStopOuts } from '../../stop-outs/stop-out-store.ts';
import type { EngineIds, EngineState, UsedClientOrderId } from '../engine-state.ts';
import { type OrderId, orderIdOf, type UserId, userIdOf } from '../ids.ts';
import type { OrderRecord } from '../order-record.ts';
import type { Batch } from './batch.ts';
import { batchStatement } from './batch-statement.ts';
import { writeFunds } from './funds-statements.ts';

type OrderRow = Selectable<OrdersTable>;

const openStatuses = [OrderStatus.pending, OrderStatus.holding];

/** Ids are positive and fit a bigint column; anything else names no record. */
const isRecordId = (id: number): boolean => Number.isSafeInteger(id) && id > 0;

const decimalOrNull = (value: string | null): Decimal | null =>
  value === null ? null : new Decimal(value);

export function orderFromRow(row: OrderRow): OrderRecord {
  return {
    id: orderIdOf(row.id),
    userId: userIdOf(row.user_id),
    instrumentId: row.instrument_id,
    clientOrderId: row.client_order_id,
    requestFingerprint: row.request_fingerprint,
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
    expiresAt: row.expires_at,
    parentId: row.parent_id === null ? null : orderIdOf(row.parent_id),
    trailingDistance: decimalOrNull(row.trailing_distance),
  };
}

export type StoredAccount = {
  userId: UserId;
  balance: Decimal;
  openOrders: OrderRecord[];
  heldWithdrawals: { id: number; amount: Decimal }[];
  tradingFrozen: boolean;
};

/** Where a deposit or withdrawal stands, read before a review is applied. */
export type StoredReview = {
  userId: UserId;
  status: number;
  /** A deposit's amount as submitted, and its currency (for the trader's notification). */
  amount?: Decimal;
  currency?: string;
};

/**
 * Another engine has claimed the books since this one did (see migration 0006): this engine's
 * memory may be behind them, so it must write nothing more and stop.
 */
export class EngineSuperseded extends Error {
  constructor(readonly epoch: number) {
    super(`engine epoch ${epoch} was superseded`);
  }
}

const supersededState = 'TP001';

const isSuperseded = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === supersededState;

/** SQL of the engine: reading its state and writing a batch in one transaction. */
export class EngineStore {
  private epoch = 0;

  constructor(private readonly db: Db) {}

  /**
   * Makes this engine the one that writes the books: moves the epoch on, so a batch of any
   * engine before it fails, waiting first for one being written to commit. Called before the
   * books are read, so what is read includes everything an earlier engine committed.
   */
  async claimEpoch(): Promise<number> {
    const row = await this.db
      .updateTable('engine_epoch')
      .set((eb) => ({ epoch: eb('epoch', '+', 1), claimed_at: new Date() }))
      .where('id', '=', 1)
      .returning('epoch')
      .executeTakeFirstOrThrow();
    this.epoch = Number(row.epoch);
    return this.epoch;
  }

  async lastIds(): Promise<Required<EngineIds>> {
    const orders = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const ledger = await this.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const withdrawals = await this.db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return {
      lastOrderId: Number(orders?.id ?? 0),
      lastLedgerId: Number(ledger?.id ?? 0),
      lastWithdrawalId: Number(withdrawals?.id ?? 0),
    };
  }

  /** Every account with its open orders and held withdrawals. */
  allAccounts(): Promise<StoredAccount[]> {
    return this.readAccounts(undefined);
  }

  async account(userId: UserId): Promise<StoredAccount | undefined> {
    const [stored] = await this.readAccounts(userId);
    return stored;
  }

  /** Accounts with their open orders and withdrawals under review: all, or one user's. */
  private async readAccounts(userId: UserId | undefined): Promise<StoredAccount[]> {
    const accounts = await this.db
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.user_id', 'a.balance', 'u.trading_frozen'])
      .$if(userId !== undefined, (q) => q.where('a.user_id', '=', userId ?? 0))
      .execute();
    if (accounts.length === 0) return [];
    const orders = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', openStatuses)
      .$if(userId !== undefined, (q) => q.where('user_id', '=', userId ?? 0))
      .orderBy('id')
      .execute();
    const held = await this.db
      .selectFrom('withdrawals')
      .select(['id', 'user_id', 'amount'])
      .where('status', '=', FundsStatus.unchecked)
      .$if(userId !== undefined, (q) => q.where('user_id', '=', userId ?? 0))
      .orderBy('id')
      .execute();
    const byUser = new Map<number, StoredAccount>();
    for (const row of accounts) {
      byUser.set(row.user_id, {
        userId: userIdOf(row.user_id),
        balance: new Decimal(row.balance),
        openOrders: [],
        heldWithdrawals: [],
        tradingFrozen: row.trading_frozen,
      });
    }
    for (const row of orders) byUser.get(row.user_id)?.openOrders.push(orderFromRow(row));
    for (const row of held) {
      byUser
        .get(row.user_id)
        ?.heldWithdrawals.push({ id: row.id, amount: new Decimal(row.amount) });
    }
    return [...byUser.values()];
  }

  async deposit(depositId: number): Promise<StoredReview | undefined> {
    if (!isRecordId(depositId)) return undefined;
    const row = await this.db
      .selectFrom('deposits')
      .select(['user_id', 'status', 'amount', 'currency_code'])
      .where('id', '=', depositId)
      .executeTakeFirst();
    return (
      row && {
        userId: userIdOf(row.user_id),
        status: row.status,
        amount: new Decimal(row.amount),
        currency: row.currency_code,
      }
    );
  }

  async withdrawal(withdrawalId: number): Promise<StoredReview | undefined> {
    if (!isRecordId(withdrawalId)) return undefined;
    const row = await this.db
      .selectFrom('withdrawals')
      .select(['user_id', 'status'])
      .where('id', '=', withdrawalId)
      .executeTakeFirst();
    return row && { userId: userIdOf(row.user_id), status: row.status };
  }

  async orderForClientId(
    userId: UserId,
    clientOrderId: string,
  ): Promise<UsedClientOrderId | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .select(['id', 'request_fingerprint'])
      .where('user_id', '=', userId)
      .where('client_order_id', '=', clientOrderId)
      .executeTakeFirst();
    return row && { orderId: orderIdOf(row.id), fingerprint: row.request_fingerprint };
  }

  /** The account's idempotency ids and their orders, at most `limit` of them. */
  async clientOrderIds(
    userId: UserId,
    limit: number,
  ): Promise<({ clientOrderId: string } & UsedClientOrderId)[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['client_order_id', 'id', 'request_fingerprint'])
      .where('user_id', '=', userId)
      .where('client_order_id', 'is not', null)
      .limit(limit)
      .execute();
    return rows.flatMap((row) =>
      row.client_order_id === null
        ? []
        : [
            {
              clientOrderId: row.client_order_id,
              orderId: orderIdOf(row.id),
              fingerprint: row.request_fingerprint,
            },
          ],
    );
  }

  async order(orderId: OrderId): Promise<OrderRecord | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    return row ? orderFromRow(row) : undefined;
  }

  /**
   * The stop-out level in force (risk rate in %): the stop_out_level setting, 50 when unset or
   * not a number, raised to ESMA's 50 % under the eu_retail risk profile.
   */
  async stopOutLevel(): Promise<Decimal> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'stop_out_level')
      .executeTakeFirst();
    const value = Number(row?.value);
    const levelPct = new Decimal(Number.isFinite(value) && value >= 0 ? value : 50);
    return stopOutLevelUnder({ profile: await riskProfileOf(this.db), levelPct });
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
   * one statement whatever the batch's size.
   */
  async write(batch: Batch, state: EngineState): Promise<void> {
    if (batch.isEmpty) return;
    const statement = batchStatement(batch, state, this.epoch);
    try {
      if (!batch.movesFunds && batch.notices.length === 0 && batch.stopOuts.length === 0) {
        await this.db.executeQuery(statement);
        return;
      }
      // Deposits and withdrawals change status in the same transaction as the money they move.
      await this.db.transaction().execute(async (tx) => {
        await writeFunds(tx, batch);
        await tx.executeQuery(statement);
        // What the server did on its own is told to the trader only if it is written.
        await insertNotices(tx, batch.notices);
        await insertStopOuts(tx, batch.stopOuts);
      });
    } catch (error) {
      throw isSuperseded(error) ? new EngineSuperseded(this.epoch) : error;
    }
  }
}
