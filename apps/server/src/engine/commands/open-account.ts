import { Decimal } from '@tp/domain/decimal';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import type { UserId } from '../ids.ts';
import { LedgerMemo, LedgerType } from '../ledger-type.ts';
import type { CommandContext } from './command-context.ts';

export type OpenAccountCommand = { userId: UserId; initialBalance: Decimal; memo: string };

/**
 * Opens the account at 0 and credits the starting balance through the ledger, so the balance
 * is the sum of its entries from the first day. An account that exists already is left as it
 * is, which makes the call safe to repeat.
 */
export function openAccount(ctx: CommandContext, cmd: OpenAccountCommand): Command<Batch, void> {
  let existing = false;
  return {
    async prepare() {
      existing = (await ctx.loader.ensure(cmd.userId)) !== undefined;
    },
    apply(batch) {
      if (existing || ctx.state.account(cmd.userId)) return;
      // No account row means no orders either: every idempotency id it will use is new.
      const account = ctx.state.addAccount(cmd.userId, new Decimal(0), [], {
        clientOrderIdsComplete: true,
      });
      batch.touch(cmd.userId);
      if (cmd.initialBalance.isZero()) return;
      batch.book(account, {
        amount: cmd.initialBalance,
        type: LedgerType.deposit,
        memo: cmd.memo || LedgerMemo.demoCredit,
        orderId: null,
        at: ctx.clock.now(),
      });
    },
  };
}
