import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { describe, expect, it } from 'vitest';
import { eurusd, fakeMarket, holdingOrder } from '../../test-support/engine/test-fixtures.ts';
import { AccountLoader } from '../account-loader.ts';
import { Batch } from '../commit/batch.ts';
import type { EngineStore } from '../commit/engine-store.ts';
import { EngineState } from '../engine-state.ts';
import { userIdOf } from '../ids.ts';
import { LedgerMemo, LedgerType } from '../ledger-type.ts';
import { OrderMode } from '../order-record.ts';
import type { CommandContext } from './command-context.ts';
import { resetDemoAccount } from './reset-demo-account.ts';

const at = new Date('2026-11-21T12:00:00Z');
const userId = userIdOf(7);

/** A context whose account is already in memory, so `apply` runs without the database. */
function setup(balance: Decimal.Value, orders = [holdingOrder()]) {
  const state = new EngineState({ lastOrderId: 100, lastLedgerId: 100 });
  const account = state.addAccount(userId, new Decimal(balance), orders);
  const market = fakeMarket();
  const ctx: CommandContext = {
    state,
    // Never reached: the account is held, and the tests call `apply` only.
    loader: new AccountLoader(state, {} as EngineStore),
    market: market.view,
    clock: { now: () => at },
    feeType: 1,
  };
  const reset = (startingBalance: Decimal.Value) => {
    const batch = new Batch(state);
    const outcome = resetDemoAccount(ctx, {
      userId,
      startingBalance: new Decimal(startingBalance),
    }).apply(batch);
    return { batch, outcome };
  };
  return { state, account, setMid: market.setMid, reset };
}

const ledgerOf = (batch: Batch) =>
  batch.ledger.map((e) => [e.type, e.amount.toFixed(), e.orderId, e.memo]);

describe('resetDemoAccount', () => {
  it('closes positions at the last quote, books their P&L, then brings the balance to the start', () => {
    const buy = holdingOrder({ id: 1 });
    const sell = holdingOrder({
      id: 2,
      side: Side.sell,
      lots: new Decimal('0.5'),
      margin: new Decimal(550),
    });
    const { state, account, setMid, reset } = setup('8343', [buy, sell]);
    // Mid 1.1050: bid 1.1049 (buy exit), ask 1.1051 (sell exit).
    setMid(eurusd.id, '1.1050');
    const { batch, outcome } = reset('10000');

    expect(outcome.closedIds).toEqual([1, 2]);
    expect(outcome.balance.toFixed()).toBe('10000');
    expect(account.balance.toFixed()).toBe('10000');
    expect(account.orders.size).toBe(0);
    expect(state.holdersOf([eurusd.id]).size).toBe(0);
    expect(
      [buy, sell].map((o) => [o.status, o.closeReason, o.closePrice?.toFixed(), o.closedAt]),
    ).toEqual([
      [OrderStatus.closed, CloseReason.reset, '1.1049', at],
      [OrderStatus.closed, CloseReason.reset, '1.1051', at],
    ]);
    // Buy: (1.1049 − 1.1) × 100 000 = 490; sell: (1.1 − 1.1051) × 50 000 = −255.
    expect(buy.realisedPnl.toFixed()).toBe('490');
    expect(sell.realisedPnl.toFixed()).toBe('-255');
    expect(ledgerOf(batch)).toEqual([
      [LedgerType.marginRelease, '1100', 1, LedgerMemo.marginRelease],
      [LedgerType.realisedPnl, '490', 1, LedgerMemo.realisedPnl],
      [LedgerType.marginRelease, '550', 2, LedgerMemo.marginRelease],
      [LedgerType.realisedPnl, '-255', 2, LedgerMemo.realisedPnl],
      // 8343 + 1100 + 490 + 550 − 255 = 10 228: 228 over the start.
      [LedgerType.demoReset, '-228', null, LedgerMemo.demoReset],
    ]);
    expect([...batch.orders.keys()]).toEqual([1, 2]);
    expect(batch.changedUsers).toEqual(new Set([userId]));
  });

  it('closes at the open price with no P&L when the instrument has no quote', () => {
    const order = holdingOrder();
    const { account, reset } = setup('100', [order]);
    const { batch } = reset('10000');
    expect([order.status, order.closePrice?.toFixed(), order.realisedPnl.toFixed()]).toEqual([
      OrderStatus.closed,
      '1.1',
      '0',
    ]);
    expect(ledgerOf(batch).map(([type, amount]) => [type, amount])).toEqual([
      [LedgerType.marginRelease, '1100'],
      [LedgerType.demoReset, '8800'],
    ]);
    expect(account.balance.toFixed()).toBe('10000');
  });

  it('cancels a pending order and returns its margin', () => {
    const pending = holdingOrder({
      status: OrderStatus.pending,
      mode: OrderMode.pending,
      openPrice: null,
      openedAt: null,
    });
    const { account, reset } = setup('9000', [pending]);
    const { batch, outcome } = reset('10000');
    expect(outcome.closedIds).toEqual([1]);
    expect([pending.status, pending.closePrice, pending.closeReason]).toEqual([
      OrderStatus.cancelled,
      null,
      CloseReason.reset,
    ]);
    expect(ledgerOf(batch).map(([type, amount]) => [type, amount])).toEqual([
      [LedgerType.marginRelease, '1100'],
      [LedgerType.demoReset, '-100'],
    ]);
    expect(account.balance.toFixed()).toBe('10000');
  });

  it('protects a balance a loss would leave negative, then still ends exactly at the start', () => {
    const order = holdingOrder({ margin: new Decimal(100) });
    const { account, setMid, reset } = setup('0', [order]);
    setMid(eurusd.id, '1.0');
    const { batch } = reset('10000');
    expect(ledgerOf(batch).map(([type]) => type)).toEqual([
      LedgerType.marginRelease,
      LedgerType.realisedPnl,
      LedgerType.negativeBalanceProtection,
      LedgerType.demoReset,
    ]);
    expect(account.balance.toFixed()).toBe('10000');
  });

  it('writes no entry when the balance is already the start and nothing is open', () => {
    const { reset } = setup('10000', []);
    const { batch, outcome } = reset('10000');
    expect(outcome).toEqual({ closedIds: [], balance: new Decimal(10000) });
    expect(batch.ledger).toEqual([]);
    expect(batch.accounts).toEqual(new Set([userId]));
  });

  it('rounds an odd starting balance to the booking scale', () => {
    const { account, reset } = setup('0', []);
    const { batch } = reset('1234.5678915');
    expect(ledgerOf(batch)).toEqual([
      [LedgerType.demoReset, '1234.567892', null, LedgerMemo.demoReset],
    ]);
    expect(account.balance.toFixed()).toBe('1234.567892');
  });
});
