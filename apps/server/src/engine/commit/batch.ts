import type { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import type { NoticeDraft } from '../../notifications/notice-draft.ts';
import type { StopOutDraft } from '../../stop-outs/stop-out-draft.ts';
import type { AccountState, EngineState } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import type { LedgerType } from '../ledger-type.ts';
import type { OrderRecord } from '../order-record.ts';

export type LedgerRow = {
  id: number;
  userId: UserId;
  amount: Decimal;
  balanceAfter: Decimal;
  type: LedgerType;
  memo: string;
  orderId: OrderId | null;
  depositId: number | null;
  withdrawalId: number | null;
  createdAt: Date;
};

/** A withdrawal as the engine accepted it, to be inserted under review (status 0). */
export type WithdrawalRow = {
  id: number;
  userId: UserId;
  kind: number;
  drawCurrencyId: number;
  currencyCode: string;
  protocol: string;
  drawMethodId: number;
  address: string;
  payeeAccount: string;
  destination: string;
  amount: Decimal;
  fee: Decimal;
  drawRate: Decimal;
  expectedNumber: Decimal;
  notes: string;
  createdAt: Date;
};

/**
 * A deposit or withdrawal leaving review: written only if it is still under review (status 0)
 * when the batch commits, or the whole batch fails.
 */
export type ReviewOutcome = {
  id: number;
  status: number;
  /** USD credited (deposit) or what was paid in the draw currency (withdrawal). */
  figure: Decimal;
  remark: string;
  reviewedAt: Date;
  reviewedBy: number;
};

type BookEntry = {
  amount: Decimal;
  type: LedgerType;
  memo: string;
  orderId: OrderId | null;
  depositId?: number;
  withdrawalId?: number;
  at: Date;
};

/**
 * The rows one batch of commands produces. Orders are kept by reference, so an order
 * opened and closed in the same batch is inserted once in its final state.
 */
export class Batch {
  readonly ledger: LedgerRow[] = [];
  readonly orders = new Map<OrderId, { order: OrderRecord; isNew: boolean }>();
  /** Accounts whose balance or open orders changed; written with their final figures. */
  readonly accounts = new Set<UserId>();
  /** Users who should get a fresh account summary once the batch is committed. */
  readonly changedUsers = new Set<UserId>();
  readonly newWithdrawals: WithdrawalRow[] = [];
  readonly reviewedDeposits: ReviewOutcome[] = [];
  readonly reviewedWithdrawals: ReviewOutcome[] = [];
  /** Notifications of what the batch did to accounts on the server's own (written with it). */
  readonly notices: NoticeDraft[] = [];
  /** Records of the stop-outs in the batch (written with it). */
  readonly stopOuts: StopOutDraft[] = [];

  constructor(private readonly state: EngineState) {}

  get isEmpty(): boolean {
    return (
      this.ledger.length === 0 &&
      this.orders.size === 0 &&
      this.accounts.size === 0 &&
      !this.movesFunds
    );
  }

  /** Whether deposits or withdrawals are written beside the engine's own rows. */
  get movesFunds(): boolean {
    return (
      this.newWithdrawals.length > 0 ||
      this.reviewedDeposits.length > 0 ||
      this.reviewedWithdrawals.length > 0
    );
  }

  insertOrder(order: OrderRecord): void {
    this.orders.set(order.id, { order, isNew: true });
    this.touch(order.userId);
  }

  updateOrder(order: OrderRecord): void {
    if (!this.orders.has(order.id)) this.orders.set(order.id, { order, isNew: false });
    this.touch(order.userId);
  }

  touch(userId: UserId): void {
    this.accounts.add(userId);
    this.changedUsers.add(userId);
    this.state.markChanged(userId);
  }

  /** Moves `amount` (rounded to the booking scale) into the balance and records why. */
  book(account: AccountState, entry: BookEntry): void {
    const amount = bookAmount(entry.amount);
    account.balance = account.balance.plus(amount);
    this.ledger.push({
      id: this.state.nextLedgerId(),
      userId: account.userId,
      amount,
      balanceAfter: account.balance,
      type: entry.type,
      memo: entry.memo,
      orderId: entry.orderId,
      depositId: entry.depositId ?? null,
      withdrawalId: entry.withdrawalId ?? null,
      createdAt: entry.at,
    });
    this.touch(account.userId);
  }
}
