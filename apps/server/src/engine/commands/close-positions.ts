import { OrderStatus } from '@tp/contract/entities';
import { type CloseScope, inCloseScope } from '@tp/domain/close-scope';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import type { UserId } from '../ids.ts';
import type { OrderRecord } from '../order-record.ts';
import { type PositionValue, valuePosition } from '../views/position-value.ts';
import { closeAt } from './close-position.ts';
import type { CommandContext } from './command-context.ts';

export type ClosePositionsCommand = {
  userId: UserId;
  scope: CloseScope;
  /** The instrument, for the scope `instrument`. */
  instrumentId?: number;
  reason: number;
};

/** Why a position in scope stayed open. */
export type CloseSkipReason = 'marketClosed' | 'noPrice';

export type ClosePositionsOutcome = {
  closed: OrderRecord[];
  skipped: { order: OrderRecord; reason: CloseSkipReason }[];
};

/**
 * Closes a trader's holding positions in one command, each at its own current price. A position
 * whose market is closed or that has no price stays open and is listed with why. Which are in
 * scope is `inCloseScope`'s rule: one without a price is neither a winner nor a loser.
 *
 * Positions close in order of what they bring back (margin plus P&L), largest first: the
 * balance then only goes below 0 once every later close would lower it further, so negative
 * balance protection corrects exactly what closing them all at once would leave.
 */
export function closePositions(
  ctx: CommandContext,
  cmd: ClosePositionsCommand,
): Command<Batch, ClosePositionsOutcome> {
  return {
    prepare() {
      if (ctx.state.account(cmd.userId)) return undefined;
      return ctx.loader.ensure(cmd.userId).then(() => undefined);
    },
    apply(batch) {
      const outcome: ClosePositionsOutcome = { closed: [], skipped: [] };
      const account = ctx.state.account(cmd.userId);
      if (!account) return outcome;
      const closing: { order: OrderRecord; value: PositionValue }[] = [];
      for (const order of account.orders.values()) {
        if (order.status !== OrderStatus.holding) continue;
        const value = valuePosition(order, ctx.market);
        const position = { instrumentId: order.instrumentId, pnl: value?.pnl };
        if (!inCloseScope({ scope: cmd.scope, instrumentId: cmd.instrumentId, position })) continue;
        if (!ctx.market.isOpen(order.instrumentId)) {
          outcome.skipped.push({ order, reason: 'marketClosed' });
        } else if (!value) {
          outcome.skipped.push({ order, reason: 'noPrice' });
        } else {
          closing.push({ order, value });
        }
      }
      closing.sort((a, b) =>
        b.value.pnl.plus(b.order.margin).cmp(a.value.pnl.plus(a.order.margin)),
      );
      for (const { order, value } of closing) {
        closeAt(ctx, batch, account, order, { ...value, reason: cmd.reason });
        outcome.closed.push(order);
      }
      outcome.skipped.sort((a, b) => a.order.id - b.order.id);
      return outcome;
    },
  };
}
