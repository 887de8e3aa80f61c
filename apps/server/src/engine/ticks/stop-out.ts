import { CloseReason } from '@tp/contract/entities';
import type { StopOutPosition } from '@tp/contract/stop-outs';
import { stopOutDue } from '@tp/domain/account';
import { Decimal } from '@tp/domain/decimal';
import { stopOutNext } from '@tp/domain/stop-out-order';
import { lotsText, money, priceText } from '../../notifications/notice-draft.ts';
import { closeAt } from '../commands/close-position.ts';
import type { CommandContext } from '../commands/command-context.ts';
import type { Batch } from '../commit/batch.ts';
import type { Command } from '../commit/sequencer.ts';
import type { AccountState } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import { LedgerType } from '../ledger-type.ts';
import type { MarketView } from '../market-view.ts';
import type { OrderRecord } from '../order-record.ts';
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

/** What negative balance protection booked for the user since the batch's `from`th entry. */
const correctionSince = (batch: Batch, userId: number, from: number): Decimal =>
  batch.ledger
    .slice(from)
    .filter((row) => row.userId === userId && row.type === LedgerType.negativeBalanceProtection)
    .reduce((total, row) => total.plus(row.amount), new Decimal(0));

/** A closed position as the stop-out's record lists it. */
function closedPosition(ctx: CommandContext, order: OrderRecord): StopOutPosition {
  const instrument = ctx.market.instrument(order.instrumentId);
  return {
    order_id: order.id,
    symbol: instrument?.showCode || instrument?.code || '',
    side: order.side,
    lots: lotsText(order.lots),
    price: priceText(order.closePrice, instrument),
    pnl: money(order.realisedPnl),
  };
}

/**
 * Closes the account's positions in the domain's stop-out order (`stopOutNext`: the largest
 * loss first) until its risk rate is above the
 * stop-out level or no position that can be closed now (priced, market open) is left.
 * Leaves the stop-out's record in the batch (the risk rate that set it off, the closes in
 * order, the balance before and after, any negative balance correction) and answers the ids it
 * closed.
 */
export function stopOut(
  ctx: CommandContext,
  userId: UserId,
  stopOutLevel: Decimal,
): Command<Batch, OrderId[]> {
  return {
    apply(batch) {
      const account = ctx.state.account(userId);
      const closed: OrderRecord[] = [];
      const ledgerFrom = batch.ledger.length;
      const balanceBefore = account?.balance;
      let riskRatePct: Decimal | undefined;
      while (account) {
        const { snapshot, orders } = accountFigures(account, ctx.market);
        if (!stopOutDue({ snapshot, stopOutLevelPct: stopOutLevel })) break;
        riskRatePct ??= snapshot.riskRatePct;
        const closable = orders.flatMap(({ order, value }) =>
          value && ctx.market.isOpen(order.instrumentId) ? [{ order, value, pnl: value.pnl }] : [],
        );
        const worst = stopOutNext(closable);
        if (!worst) break;
        closeAt(ctx, batch, account, worst.order, { ...worst.value, reason: CloseReason.stopOut });
        closed.push(worst.order);
      }
      if (account && balanceBefore && riskRatePct && closed.length > 0) {
        batch.stopOuts.push({
          userId,
          createdAt: ctx.clock.now(),
          riskRatePct,
          stopOutLevelPct: stopOutLevel,
          balanceBefore,
          balanceAfter: account.balance,
          correction: correctionSince(batch, userId, ledgerFrom),
          positions: closed.map((order) => closedPosition(ctx, order)),
        });
      }
      return closed.map((order) => order.id);
    },
  };
}
