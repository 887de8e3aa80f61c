import { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import type { AccountState } from '../engine-state.ts';
import type { UserId } from '../ids.ts';
import { LedgerType } from '../ledger-type.ts';
import { accountFigures } from '../views/account-summary.ts';
import type { CommandContext } from './command-context.ts';
import { shownFreeMargin } from './funds-commands.ts';

export type AdjustBalanceCommand = { userId: UserId; amount: Decimal; memo: string };

/**
 * An operator's correction of the balance, booked with the operator's reason as its memo. A
 * debit may take at most the free margin, so open positions keep their cover and the balance
 * never goes below zero.
 */
export function adjustBalance<F>(
  ctx: CommandContext,
  cmd: AdjustBalanceCommand,
  figuresOf: (account: AccountState) => F,
): Command<Batch, { before: F; after: F }> {
  return {
    async prepare() {
      await ctx.loader.ensure(cmd.userId);
    },
    apply(batch) {
      const amount = bookAmount(cmd.amount);
      const existing = ctx.state.account(cmd.userId);
      if (amount.lt(0)) {
        const freeMargin = existing
          ? accountFigures(existing, ctx.market).snapshot.freeMargin
          : new Decimal(0);
        if (amount.neg().gt(freeMargin)) {
          throw new EngineRefusal('adjustmentTooLarge', { free: shownFreeMargin(freeMargin) });
        }
      }
      // A user without an account (never opened) gets one at 0 before the credit.
      const account = existing ?? ctx.state.addAccount(cmd.userId, new Decimal(0), []);
      const before = figuresOf(account);
      batch.book(account, {
        amount,
        type: LedgerType.adjustment,
        memo: cmd.memo,
        orderId: null,
        at: ctx.clock.now(),
      });
      return { before, after: figuresOf(account) };
    },
  };
}

/**
 * Freezes or frees the user's trading from the next command on; the flag itself is stored by
 * the caller, and the engine reads it again whenever it loads the account.
 */
export function setTradingFrozen(
  ctx: CommandContext,
  userId: UserId,
  frozen: boolean,
): Command<Batch, void> {
  return {
    async prepare() {
      await ctx.loader.ensure(userId);
    },
    apply() {
      const account = ctx.state.account(userId);
      if (account) account.tradingFrozen = frozen;
    },
  };
}
