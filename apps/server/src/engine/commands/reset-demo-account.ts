import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import type { AccountState } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import { LedgerMemo, LedgerType } from '../ledger-type.ts';
import type { OrderRecord } from '../order-record.ts';
import { valuePosition } from '../views/position-value.ts';
import { settle } from './close-position.ts';
import type { CommandContext } from './command-context.ts';

export type ResetDemoAccountCommand = { userId: UserId; startingBalance: Decimal };

/** Ids of the orders the reset ended (for FOREX_CLOSED) and the balance it left. */
export type ResetDemoAccountOutcome = { closedIds: OrderId[]; balance: Decimal };

/**
 * Starts a demo account over: every open order ends (a position closes at its last quote, even
 * while its market is closed, since a reset is not a trade), and one entry brings the balance
 * to exactly the starting balance. Callers check that the account is a demo one.
 */
export function resetDemoAccount(
  ctx: CommandContext,
  cmd: ResetDemoAccountCommand,
): Command<Batch, ResetDemoAccountOutcome> {
  return {
    async prepare() {
      await ctx.loader.ensure(cmd.userId);
    },
    apply(batch) {
      // An account never opened is opened here, so a reset also repairs it.
      const account =
        ctx.state.account(cmd.userId) ?? ctx.state.addAccount(cmd.userId, new Decimal(0), []);
      batch.touch(cmd.userId);
      const at = ctx.clock.now();
      const closedIds = [...account.orders.values()]
        .sort((a, b) => a.id - b.id)
        .map((order) => endOrder(ctx, batch, account, order, at));
      const gap = bookAmount(cmd.startingBalance).minus(account.balance);
      if (!gap.isZero()) {
        batch.book(account, {
          amount: gap,
          type: LedgerType.demoReset,
          memo: LedgerMemo.demoReset,
          orderId: null,
          at,
        });
      }
      return { closedIds, balance: account.balance };
    },
  };
}

/**
 * A holding position closes at the exit price of the last quote (at its open price, with no
 * P&L, if the instrument has none); a pending order is cancelled. Either way its margin returns.
 */
function endOrder(
  ctx: CommandContext,
  batch: Batch,
  account: AccountState,
  order: OrderRecord,
  at: Date,
): OrderId {
  const holding = order.status === OrderStatus.holding;
  const value = holding ? valuePosition(order, ctx.market) : undefined;
  ctx.state.removeOrder(account, order);
  Object.assign(order, {
    status: holding ? OrderStatus.closed : OrderStatus.cancelled,
    closePrice: holding ? (value?.exit ?? order.openPrice) : null,
    closedAt: at,
    closeReason: CloseReason.reset,
    realisedPnl: value ? bookAmount(value.pnl) : new Decimal(0),
  });
  batch.updateOrder(order);
  settle(batch, account, order, at);
  return order.id;
}
