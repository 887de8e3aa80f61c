import type { AccountSummary, Order } from '@tp/contract/entities';

/** Holding rows take their mark price, P&L and stop-out price from the live summary when it has them. */
export function withLiveValues(orders: readonly Order[], summary: AccountSummary | null): Order[] {
  if (!summary) return [...orders];
  const live = new Map(summary.TransOrder.map((order) => [order.Id, order]));
  return orders.map((order) => {
    const current = live.get(order.Id);
    return current
      ? {
          ...order,
          FactProfits: current.FactProfits,
          UpdatePrice: current.UpdatePrice,
          StopOutPrice: current.StopOutPrice,
        }
      : order;
  });
}

/**
 * Ids of holding rows the live summary no longer lists, which holds every open order: they
 * were closed somewhere this page did not hear of (another device), so the list is stale.
 */
export function missingFromLive(
  orders: readonly Order[],
  summary: AccountSummary | null,
): number[] {
  if (!summary) return [];
  const open = new Set(summary.TransOrder.map((order) => order.Id));
  return orders.filter((order) => !open.has(order.Id)).map((order) => order.Id);
}

/**
 * Ids of open orders the live summary holds but a fully loaded holding list lacks: pending
 * orders that filled, or orders opened elsewhere, so the list is stale. A list with pages
 * still to load names none, as the missing ones may simply be on a later page.
 */
export function unlistedInLive(
  orders: readonly Order[],
  summary: AccountSummary | null,
  complete: boolean,
): number[] {
  if (!summary || !complete) return [];
  const listed = new Set(orders.map((order) => order.Id));
  return summary.TransOrder.filter((order) => !listed.has(order.Id)).map((order) => order.Id);
}
