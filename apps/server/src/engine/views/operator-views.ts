import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import type { Side } from '@tp/domain/side';
import type { AccountState, EngineState } from '../engine-state.ts';
import type { MarketView } from '../market-view.ts';
import { accountLocked, accountFigures as figuresAt, withdrawing } from './account-summary.ts';
import { valuePosition } from './position-value.ts';

/** An account's figures at the current quotes, unrounded (round at the wire). */
export type AccountFigures = {
  balance: Decimal;
  /** Margin of holding positions, reserves of pending orders and withdrawals under review. */
  lockBalance: Decimal;
  equity: Decimal;
  freeMargin: Decimal;
  margin: Decimal;
  floatingPnl: Decimal;
  riskRatePct: Decimal;
  /** Amounts of withdrawals under review. */
  withdrawing: Decimal;
};

/** A holding position as the engine holds it, marked at the current quote when there is one. */
export type LivePosition = {
  orderId: number;
  userId: number;
  instrumentId: number;
  side: Side;
  lots: Decimal;
  /** The price it would close at now and its floating P&L in USD; undefined without a quote. */
  mark: { exit: Decimal; pnl: Decimal } | undefined;
};

export function figuresOf(account: AccountState, market: MarketView): AccountFigures {
  const { snapshot } = figuresAt(account, market);
  return {
    balance: account.balance,
    lockBalance: accountLocked(account),
    equity: snapshot.equity,
    freeMargin: snapshot.freeMargin,
    margin: snapshot.marginUsed,
    floatingPnl: snapshot.floatingPnl,
    riskRatePct: snapshot.riskRatePct,
    withdrawing: withdrawing(account),
  };
}

export function livePositionsOf(account: AccountState, market: MarketView): LivePosition[] {
  const positions: LivePosition[] = [];
  for (const order of account.orders.values()) {
    if (order.status !== OrderStatus.holding) continue;
    const value = valuePosition(order, market);
    positions.push({
      orderId: order.id,
      userId: order.userId,
      instrumentId: order.instrumentId,
      side: order.side,
      lots: order.lots,
      mark: value && { exit: value.exit, pnl: value.pnl },
    });
  }
  return positions.sort((a, b) => a.orderId - b.orderId);
}

export const holdsPositions = (account: AccountState): boolean => {
  for (const order of account.orders.values()) {
    if (order.status === OrderStatus.holding) return true;
  }
  return false;
};

/** The figures of an account never opened: all zero. */
export function noFigures(): AccountFigures {
  const zero = new Decimal(0);
  return {
    balance: zero,
    lockBalance: zero,
    equity: zero,
    freeMargin: zero,
    margin: zero,
    floatingPnl: zero,
    riskRatePct: zero,
    withdrawing: zero,
  };
}

/** Every holding position in memory. */
export function allLivePositions(state: EngineState, market: MarketView): LivePosition[] {
  const positions: LivePosition[] = [];
  for (const account of state.allAccounts()) {
    positions.push(...livePositionsOf(account, market));
  }
  return positions;
}

/** The figures of every account with a holding position. */
export function accountsHoldingOf(
  state: EngineState,
  market: MarketView,
): { userId: number; figures: AccountFigures }[] {
  const holding: { userId: number; figures: AccountFigures }[] = [];
  for (const account of state.allAccounts()) {
    if (holdsPositions(account)) {
      holding.push({ userId: account.userId, figures: figuresOf(account, market) });
    }
  }
  return holding;
}
