import { FundsStatus, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import type { Db } from '../db/database.ts';
import { orderFromRow } from '../engine/commit/engine-store.ts';
import type { AccountState } from '../engine/engine-state.ts';
import { userIdOf } from '../engine/ids.ts';
import type { OrderRecord } from '../engine/order-record.ts';
import { accountLocked } from '../engine/views/account-summary.ts';

/** Accounts read per transaction: each page is one consistent view of its accounts' rows. */
export const accountsPerPage = 500;

/** One account's stored figures and what its own rows say they must be. */
export type AccountBooks = {
  userId: number;
  uid: string;
  isDemo: boolean;
  /** `accounts.balance` and `accounts.lock_balance` as stored. */
  balance: Decimal;
  lockBalance: Decimal;
  /** Σ of the account's ledger entries. */
  ledgerSum: Decimal;
  /** Margins of positions + reserves of pending orders + withdrawals under review, by the engine's rule. */
  locked: Decimal;
  /** Holding and pending orders. */
  openOrders: OrderRecord[];
};

/**
 * The books of the accounts after `afterUserId`, in user order, at most `accountsPerPage`, read
 * in one repeatable-read transaction so an account's balance, ledger, orders and holds are seen
 * at one moment even while the engine commits.
 */
export async function readAccountBooksPage(db: Db, afterUserId: number): Promise<AccountBooks[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const accounts = await tx
        .selectFrom('accounts as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(['a.user_id', 'a.balance', 'a.lock_balance', 'u.uid', 'u.is_demo'])
        .where('a.user_id', '>', afterUserId)
        .orderBy('a.user_id')
        .limit(accountsPerPage)
        .execute();
      if (accounts.length === 0) return [];
      const userIds = accounts.map((account) => account.user_id);
      const ledger = await tx
        .selectFrom('ledger_entries')
        .select(['user_id', (eb) => eb.fn.sum<string>('amount').as('total')])
        .where('user_id', 'in', userIds)
        .groupBy('user_id')
        .execute();
      const orders = await tx
        .selectFrom('orders')
        .selectAll()
        .where('user_id', 'in', userIds)
        .where('status', 'in', [OrderStatus.holding, OrderStatus.pending])
        .execute();
      const held = await tx
        .selectFrom('withdrawals')
        .select(['id', 'user_id', 'amount'])
        .where('user_id', 'in', userIds)
        .where('status', '=', FundsStatus.unchecked)
        .execute();
      const ledgerOf = new Map(ledger.map((row) => [row.user_id, new Decimal(row.total ?? 0)]));
      return accounts.map((account) => {
        const openOrders = orders
          .filter((row) => row.user_id === account.user_id)
          .map((row) => orderFromRow(row));
        const withdrawals = held.filter((row) => row.user_id === account.user_id);
        return {
          userId: account.user_id,
          uid: account.uid,
          isDemo: account.is_demo,
          balance: new Decimal(account.balance),
          lockBalance: new Decimal(account.lock_balance),
          ledgerSum: ledgerOf.get(account.user_id) ?? new Decimal(0),
          locked: lockedByEngineRule(account.user_id, openOrders, withdrawals),
          openOrders,
        };
      });
    });
}

/**
 * What the engine would hold out of this account's balance: its own `accountLocked` applied to
 * the account as the engine would load it, so the reconciliation never has a rule of its own.
 */
function lockedByEngineRule(
  userId: number,
  openOrders: readonly OrderRecord[],
  withdrawals: readonly { id: number; amount: string }[],
): Decimal {
  const account: AccountState = {
    userId: userIdOf(userId),
    balance: new Decimal(0),
    orders: new Map(openOrders.map((order) => [order.id, order])),
    clientOrderIds: new Map(),
    clientOrderIdsComplete: false,
    withdrawals: new Map(withdrawals.map((w) => [w.id, new Decimal(w.amount)])),
    tradingFrozen: false,
  };
  return accountLocked(account);
}
