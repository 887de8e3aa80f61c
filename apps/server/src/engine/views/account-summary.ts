import type { AccountSummary } from '@tp/contract/entities';
import { OrderStatus } from '@tp/contract/entities';
import { type AccountSnapshot, accountSnapshot } from '@tp/domain/account';
import { Decimal } from '@tp/domain/decimal';
import { lockedFunds, pendingReserve, withdrawingTotal } from '@tp/domain/locked-funds';
import { bookAmount } from '@tp/domain/money';
import type { AccountState } from '../engine-state.ts';
import type { MarketView } from '../market-view.ts';
import type { OrderRecord } from '../order-record.ts';
import { orderView } from './order-view.ts';
import { type PositionValue, valuePosition } from './position-value.ts';

const withStatus = (orders: readonly OrderRecord[], status: number): OrderRecord[] =>
  orders.filter((order) => order.status === status);

/** What pending orders hold back from the balance (`pendingReserve`). */
const pendingReserveOf = (orders: readonly OrderRecord[]): Decimal =>
  pendingReserve(withStatus(orders, OrderStatus.pending));

/** The amounts of the account's withdrawals under review. */
export const withdrawing = (account: AccountState): Decimal =>
  withdrawingTotal(account.withdrawals.values());

/** What the account holds out of its balance (`lockedFunds`): open orders' funds and withdrawals under review. */
export const accountLocked = (account: AccountState): Decimal => {
  const orders = [...account.orders.values()];
  return lockedFunds({
    holding: withStatus(orders, OrderStatus.holding),
    pending: withStatus(orders, OrderStatus.pending),
    withdrawing: account.withdrawals.values(),
  });
};

type ValuedOrder = { order: OrderRecord; value: PositionValue | undefined };

/**
 * The account's figures at the current quotes, holding positions listed; a position without a
 * price counts at zero P&L, and pending orders count by what they reserve.
 */
export function accountFigures(
  account: AccountState,
  market: MarketView,
): { snapshot: AccountSnapshot; orders: ValuedOrder[] } {
  const open = [...account.orders.values()];
  const orders = open
    .filter((order) => order.status === OrderStatus.holding)
    .map((order) => ({ order, value: valuePosition(order, market) }));
  const snapshot = accountSnapshot({
    balance: account.balance,
    positions: orders.map(({ order, value }) => ({
      margin: order.margin,
      pnl: value?.pnl ?? new Decimal(0),
    })),
    pendingReserved: pendingReserveOf(open),
  });
  return { snapshot, orders };
}

const emptySummary: AccountSummary = {
  ProfitsTotal: 0,
  HazardRate: 0,
  CautionMoneyAll: 0,
  Balance: 0,
  Equity: 0,
  FreeMargin: 0,
  TransOrder: [],
};

/** The FOREX_TRADE figures: amounts at the booking scale, the risk rate to 2 decimals. */
export function accountSummary(
  account: AccountState | undefined,
  market: MarketView,
): AccountSummary {
  if (!account) return { ...emptySummary, TransOrder: [] };
  const { snapshot, orders } = accountFigures(account, market);
  // The total is the sum of the rounded P&L each row shows, so the two always agree.
  const profitsTotal = orders.reduce(
    (sum, { value }) => sum.plus(value ? bookAmount(value.pnl) : 0),
    new Decimal(0),
  );
  return {
    ProfitsTotal: profitsTotal.toNumber(),
    HazardRate: snapshot.riskRatePct.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
    CautionMoneyAll: bookAmount(snapshot.marginUsed).toNumber(),
    Balance: account.balance.toNumber(),
    Equity: bookAmount(snapshot.equity).toNumber(),
    FreeMargin: bookAmount(snapshot.freeMargin).toNumber(),
    TransOrder: orders
      .sort((a, b) => b.order.id - a.order.id)
      .map(({ order, value }) => orderView(order, market.instrument(order.instrumentId), value)),
  };
}
