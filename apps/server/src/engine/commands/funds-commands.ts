import { FundsStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import { withdrawalError } from '@tp/domain/withdrawal';
import { depositNotice, withdrawalNotice } from '../../notifications/notice-draft.ts';
import type { Batch } from '../commit/batch.ts';
import type { EngineStore, StoredReview } from '../commit/engine-store.ts';
import type { Command } from '../commit/sequencer.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import type { AccountState } from '../engine-state.ts';
import type { UserId } from '../ids.ts';
import { LedgerMemo, LedgerType } from '../ledger-type.ts';
import { accountFigures } from '../views/account-summary.ts';
import type { CommandContext } from './command-context.ts';

/** A withdrawal as requested: what the engine checks against free margin and books as a hold. */
export type WithdrawalRequest = {
  userId: UserId;
  /** USD leaving the balance. */
  amount: Decimal;
  /** The currency's smallest withdrawal, in USD. */
  minimum: Decimal;
  fee: Decimal;
  drawRate: Decimal;
  expectedNumber: Decimal;
  kind: number;
  currency: { id: number; code: string; protocol: string };
  drawMethodId: number;
  address: string;
  payeeAccount: string;
  destination: string;
  notes: string;
};

export type PayWithdrawalCommand = {
  withdrawalId: number;
  realNumber: Decimal;
  operatorId: number;
};
export type RejectWithdrawalCommand = { withdrawalId: number; remark: string; operatorId: number };
export type FinishDepositCommand = { depositId: number; credited: Decimal; operatorId: number };
export type CloseDepositCommand = {
  depositId: number;
  status: 2 | 3;
  remark: string;
  operatorId: number;
};

const withdrawalRefusals = {
  enterAmount: 'enterWithdrawAmount',
  belowMinimum: 'drawBelowMinimum',
  aboveFreeMargin: 'aboveFreeMargin',
} as const;

/** The free margin as a refusal names it: never more than there is, to the cent. */
export const shownFreeMargin = (freeMargin: Decimal): string =>
  Decimal.max(freeMargin, 0).toFixed(2, Decimal.ROUND_DOWN);

/**
 * Holds a withdrawal: decided against the free margin at the moment it is applied, so requests
 * racing each other can never together take more than the account has.
 */
export function requestWithdrawal(
  ctx: CommandContext,
  request: WithdrawalRequest,
): Command<Batch, { withdrawalId: number }> {
  return {
    async prepare() {
      await ctx.loader.ensure(request.userId);
    },
    apply(batch) {
      const account = ctx.state.account(request.userId);
      const freeMargin = account
        ? accountFigures(account, ctx.market).snapshot.freeMargin
        : new Decimal(0);
      const refusal = withdrawalError({
        amount: request.amount,
        minimum: request.minimum,
        freeMargin,
      });
      if (refusal) {
        throw new EngineRefusal(withdrawalRefusals[refusal], {
          min: request.minimum.toString(),
          free: shownFreeMargin(freeMargin),
        });
      }
      if (!account) throw new EngineRefusal('aboveFreeMargin');
      const at = ctx.clock.now();
      const amount = bookAmount(request.amount);
      const id = ctx.state.nextWithdrawalId();
      batch.newWithdrawals.push({
        id,
        userId: request.userId,
        kind: request.kind,
        drawCurrencyId: request.currency.id,
        currencyCode: request.currency.code,
        protocol: request.currency.protocol,
        drawMethodId: request.drawMethodId,
        address: request.address,
        payeeAccount: request.payeeAccount,
        destination: request.destination,
        amount,
        fee: request.fee,
        drawRate: request.drawRate,
        expectedNumber: request.expectedNumber,
        notes: request.notes,
        createdAt: at,
      });
      account.withdrawals.set(id, amount);
      batch.book(account, {
        amount: amount.neg(),
        type: LedgerType.withdrawalHold,
        memo: LedgerMemo.withdrawalHold,
        orderId: null,
        withdrawalId: id,
        at,
      });
      return { withdrawalId: id };
    },
  };
}

/**
 * A withdrawal leaves review: paid (the hold ends with an entry of 0, the money has left) or
 * rejected (the held amount comes back). Only a withdrawal the account still holds can leave,
 * so two decisions on one withdrawal have one effect.
 */
function decideWithdrawal(
  ctx: CommandContext,
  store: EngineStore,
  withdrawalId: number,
  decide: (batch: Batch, account: AccountState, held: Decimal, at: Date) => void,
): Command<Batch, void> {
  let stored: StoredReview | undefined;
  return {
    async prepare() {
      stored = await store.withdrawal(withdrawalId);
      if (stored) await ctx.loader.ensure(stored.userId);
    },
    apply(batch) {
      if (!stored) throw new EngineRefusal('notFound');
      const account = ctx.state.account(stored.userId);
      const held = account?.withdrawals.get(withdrawalId);
      if (!account || held === undefined) throw new EngineRefusal('recordAlreadyReviewed');
      account.withdrawals.delete(withdrawalId);
      const at = ctx.clock.now();
      decide(batch, account, held, at);
      const outcome = batch.reviewedWithdrawals.at(-1);
      batch.notices.push(
        withdrawalNotice({
          userId: account.userId,
          recordId: withdrawalId,
          amount: held,
          currency: 'USD',
          approved: outcome?.status === FundsStatus.finished,
          remark: outcome?.remark ?? '',
          at,
        }),
      );
    },
  };
}

export function payWithdrawal(
  ctx: CommandContext,
  store: EngineStore,
  cmd: PayWithdrawalCommand,
): Command<Batch, void> {
  return decideWithdrawal(ctx, store, cmd.withdrawalId, (batch, account, _held, at) => {
    batch.book(account, {
      amount: new Decimal(0),
      type: LedgerType.withdrawalPaid,
      memo: LedgerMemo.withdrawalPaid,
      orderId: null,
      withdrawalId: cmd.withdrawalId,
      at,
    });
    batch.reviewedWithdrawals.push({
      id: cmd.withdrawalId,
      status: FundsStatus.finished,
      figure: cmd.realNumber,
      remark: '',
      reviewedAt: at,
      reviewedBy: cmd.operatorId,
    });
  });
}

export function rejectWithdrawal(
  ctx: CommandContext,
  store: EngineStore,
  cmd: RejectWithdrawalCommand,
): Command<Batch, void> {
  return decideWithdrawal(ctx, store, cmd.withdrawalId, (batch, account, held, at) => {
    batch.book(account, {
      amount: held,
      type: LedgerType.withdrawalRelease,
      memo: LedgerMemo.withdrawalRelease,
      orderId: null,
      withdrawalId: cmd.withdrawalId,
      at,
    });
    batch.reviewedWithdrawals.push({
      id: cmd.withdrawalId,
      status: FundsStatus.rejected,
      figure: new Decimal(0),
      remark: cmd.remark,
      reviewedAt: at,
      reviewedBy: cmd.operatorId,
    });
  });
}

/**
 * Deposits decided by this process and not yet known to be written: a deposit read as under
 * review while an earlier decision on it waits to commit is still refused.
 */
export class DepositDecisions {
  private readonly decided = new Set<number>();

  claim(depositId: number): void {
    if (this.decided.has(depositId)) throw new EngineRefusal('recordAlreadyReviewed');
    this.decided.add(depositId);
  }

  /** A batch that failed to commit decided nothing. */
  forget(batch: Batch): void {
    for (const outcome of batch.reviewedDeposits) this.decided.delete(outcome.id);
  }
}

/**
 * A deposit leaves review: finished (its credit booked, once) or rejected / invalid (no money
 * moves). Either way through the engine, so two decisions on one deposit have one effect.
 */
function decideDeposit(
  ctx: CommandContext,
  store: EngineStore,
  decisions: DepositDecisions,
  depositId: number,
  decide: (batch: Batch, userId: UserId, at: Date) => void,
): Command<Batch, void> {
  let stored: StoredReview | undefined;
  return {
    async prepare() {
      stored = await store.deposit(depositId);
      if (stored) await ctx.loader.ensure(stored.userId);
    },
    apply(batch) {
      if (!stored) throw new EngineRefusal('notFound');
      if (stored.status !== FundsStatus.unchecked) throw new EngineRefusal('recordAlreadyReviewed');
      decisions.claim(depositId);
      const at = ctx.clock.now();
      decide(batch, stored.userId, at);
      const outcome = batch.reviewedDeposits.at(-1);
      const approved = outcome?.status === FundsStatus.finished;
      batch.notices.push(
        depositNotice({
          userId: stored.userId,
          recordId: depositId,
          amount: approved && outcome ? outcome.figure : (stored.amount ?? new Decimal(0)),
          currency: approved ? 'USD' : (stored.currency ?? ''),
          approved,
          remark: outcome?.remark ?? '',
          at,
        }),
      );
    },
  };
}

export function finishDeposit(
  ctx: CommandContext,
  store: EngineStore,
  decisions: DepositDecisions,
  cmd: FinishDepositCommand,
): Command<Batch, void> {
  const credited = bookAmount(cmd.credited);
  return decideDeposit(ctx, store, decisions, cmd.depositId, (batch, userId, at) => {
    // A real account is opened at registration; one missing is opened here at 0.
    const account = ctx.state.account(userId) ?? ctx.state.addAccount(userId, new Decimal(0), []);
    batch.book(account, {
      amount: credited,
      type: LedgerType.deposit,
      memo: LedgerMemo.deposit,
      orderId: null,
      depositId: cmd.depositId,
      at,
    });
    batch.reviewedDeposits.push({
      id: cmd.depositId,
      status: FundsStatus.finished,
      figure: credited,
      remark: '',
      reviewedAt: at,
      reviewedBy: cmd.operatorId,
    });
  });
}

export function closeDeposit(
  ctx: CommandContext,
  store: EngineStore,
  decisions: DepositDecisions,
  cmd: CloseDepositCommand,
): Command<Batch, void> {
  return decideDeposit(ctx, store, decisions, cmd.depositId, (batch, _userId, at) => {
    batch.reviewedDeposits.push({
      id: cmd.depositId,
      status: cmd.status,
      figure: new Decimal(0),
      remark: cmd.remark,
      reviewedAt: at,
      reviewedBy: cmd.operatorId,
    });
  });
}
