import type { Order, OrderList } from '@tp/contract/entities';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../test-support/fixtures.ts';
import { tabFromQuery } from './OrdersPage.tsx';
import { loadedCount, nextPage, OrderTab, ordersOf, withoutOrders } from './use-my-deal.ts';

const order = (Id: number): Order => orderFixture(Id);

const page = (ids: number[], total: number): OrderList => ({
  data: ids.map(order),
  total,
  all_fact_profits: 0,
  balance: 1000,
});

describe('order paging', () => {
  it('asks for the next page until the loaded count reaches the total', () => {
    expect(nextPage([page([1, 2], 5)])).toBe(2);
    expect(nextPage([page([1, 2], 5), page([3, 4], 5)])).toBe(3);
    expect(nextPage([page([1, 2], 5), page([3, 4], 5), page([5], 5)])).toBeUndefined();
    expect(loadedCount([page([1, 2], 5), page([3], 5)])).toBe(3);
  });

  it('stops on an empty page even if the total says more', () => {
    expect(nextPage([page([1], 3), page([], 3)])).toBeUndefined();
  });
});

describe('orders closed by the server', () => {
  it('leave the cached list at once, with the total lowered', () => {
    const data = { pages: [page([1, 2], 3), page([3], 3)], pageParams: [1, 2] };
    const after = withoutOrders(data, [2, 3]);
    expect(ordersOf(after).map((o) => o.Id)).toEqual([1]);
    expect(after?.pages.map((p) => p.total)).toEqual([1, 1]);
    expect(withoutOrders(undefined, [1])).toBeUndefined();
  });
});

describe('order tab from ?type=', () => {
  it('preselects holding, pending or history and defaults to holding', () => {
    expect(tabFromQuery('1')).toBe(OrderTab.holding);
    expect(tabFromQuery('0')).toBe(OrderTab.pending);
    expect(tabFromQuery('3')).toBe(OrderTab.history);
    expect(tabFromQuery(null)).toBe(OrderTab.holding);
    expect(tabFromQuery('')).toBe(OrderTab.holding);
    expect(tabFromQuery('2')).toBe(OrderTab.holding);
  });
});
