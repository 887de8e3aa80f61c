import { Decimal } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { holdingOrder } from '../test-support/engine/test-fixtures.ts';
import { EngineState } from './engine-state.ts';
import { orderIdOf, userIdOf } from './ids.ts';

describe('EngineState', () => {
  it('indexes open orders by instrument and finds their holders', () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    state.addAccount(userIdOf(7), new Decimal(100), [
      holdingOrder({ id: 1, userId: 7, instrumentId: 1 }),
    ]);
    const other = state.addAccount(userIdOf(8), new Decimal(100), [
      holdingOrder({ id: 2, userId: 8, instrumentId: 2 }),
    ]);
    expect([...state.holdersOf([1])]).toEqual([7]);
    expect([...state.holdersOf([1, 2])].sort()).toEqual([7, 8]);
    const order = other.orders.get(orderIdOf(2));
    if (!order) throw new Error('order 2 not held');
    state.removeOrder(other, order);
    expect([...state.holdersOf([2])]).toEqual([]);
    expect([...state.ordersOn(2)]).toEqual([]);
  });

  it('remembers idempotency ids of orders, also after they leave the open set', () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const account = state.addAccount(userIdOf(7), new Decimal(0), [
      holdingOrder({ id: 4, clientOrderId: 'abc' }),
    ]);
    const order = account.orders.get(orderIdOf(4));
    if (!order) throw new Error('order 4 not held');
    state.removeOrder(account, order);
    expect(account.clientOrderIds.get('abc')).toEqual({ orderId: 4, fingerprint: null });
  });

  it('forgets an evicted account and its index entries', () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    state.addAccount(userIdOf(7), new Decimal(0), [holdingOrder({ id: 1, instrumentId: 3 })]);
    state.evict(userIdOf(7));
    expect(state.account(userIdOf(7))).toBeUndefined();
    expect([...state.holdersOf([3])]).toEqual([]);
  });

  it('continues order and ledger ids after the largest stored ones', () => {
    const state = new EngineState({ lastOrderId: 41, lastLedgerId: 9 });
    expect([state.nextOrderId(), state.nextOrderId(), state.nextLedgerId()]).toEqual([42, 43, 10]);
  });

  it('counts each holder once per instrument, however many orders it has there', () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const account = state.addAccount(userIdOf(7), new Decimal(0), [
      holdingOrder({ id: 1, userId: 7, instrumentId: 1 }),
      holdingOrder({ id: 2, userId: 7, instrumentId: 1 }),
    ]);
    state.addAccount(userIdOf(8), new Decimal(0), [
      holdingOrder({ id: 3, userId: 8, instrumentId: 1 }),
    ]);
    expect([...state.holdersOn(1)].sort()).toEqual([7, 8]);
    const first = account.orders.get(orderIdOf(1));
    if (!first) throw new Error('order 1 not held');
    state.removeOrder(account, first);
    expect([...state.holdersOn(1)].sort()).toEqual([7, 8]);
    state.evict(userIdOf(7));
    expect([...state.holdersOn(1)]).toEqual([8]);
    state.evict(userIdOf(8));
    expect([...state.holdersOn(1)]).toEqual([]);
  });
});
