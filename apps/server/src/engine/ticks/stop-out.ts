import { CloseReason } from '@tp/contract/entities';
import { stopOutDue } from '@tp/domain/account';
import type { Decimal } from '@tp/domain/decimal';
import { stopOutNext } from '@tp/domain/stop-out-order';
import { closeAt } from '../commands/close-position.ts';
import type { CommandContext } from '../commands/command-context.ts';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import type { AccountState } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import type { MarketView } from '../market-view.ts';
import { accountFigures } from '../views/account-summary.ts';

/** Whether the account's risk rate is at or below the stop-out level at the current quotes. */
export const stopOutNeeded = (
  account: AccountState,
  market: MarketView,
  stopOutLevel: Decimal,
): boolean =>
  stopOutDue({
    snapshot: accountFigures(account, market).snapshot,
    stopOutLevelPct: stopOutLevel,
  });

/**
 * Closes the account's positions in the domain's stop-out order (`stopOutNext`: the largest
 * loss first) until its risk rate is above the
 * stop-out level or no position that can be closed now (priced, market open) is left.
 * Answers the ids it closed.
 */
export function stopOut(
  ctx: CommandContext,
  userId: UserId,
  stopOutLevel: Decimal,
): Command<Batch, OrderId[]> {
  return {
    apply(batch) {
      const account = ctx.state.account(userId);
      const closed: OrderId[] = [];
      while (account) {
        const { snapshot, orders } = accountFigures(account, ctx.market);
        if (!stopOutDue({ snapshot, stopOutLevelPct: stopOutLevel })) break;
        const closable = orders.flatMap(({ order, value }) =>
          value && ctx.market.isOpen(order.instrumentId) ? [{ order, value, pnl: value.pnl }] : [],
        );
        const worst = stopOutNext(closable);
        if (!worst) break;
        closeAt(ctx, batch, account, worst.order, { ...worst.value, reason: CloseReason.stopOut });
        closed.push(worst.order.id);
      }
      return closed;
    },
  };
}
