import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../test-support/fixtures.ts';
import { orderFigures } from './order-figures.ts';

const placed = '2026-01-05 10:00:00';
const ended = '2026-01-05 11:30:00';

describe('what a row shows of an order', () => {
  it('a cancelled pending order: cancelled, its target price and cancel time, no P&L', () => {
    const cancelled = orderFixture(1, {
      Status: 2,
      Price: 1.05,
      OriginPrice: 0,
      UpdatePrice: 1.1,
      FactProfits: 0,
      CreateTimeHandler: placed,
      CompleteTimeHandler: ended,
    });
    expect(orderFigures(cancelled)).toMatchObject({
      state: 'cancelled',
      entry: { kind: 'target', price: 1.05 },
      now: null,
      profit: null,
      time: ended,
    });
  });

  it('a closed position: open and close price, realised P&L and close time', () => {
    const closed = orderFixture(2, {
      Status: 3,
      OriginPrice: 1.1,
      UpdatePrice: 1.12,
      FactProfits: 200,
      CompleteTimeHandler: ended,
    });
    expect(orderFigures(closed)).toMatchObject({
      state: 'closed',
      entry: { kind: 'open', price: 1.1 },
      now: { kind: 'close', price: 1.12 },
      profit: 200,
      time: ended,
    });
  });

  it('a closed position with a P&L of exactly 0 still shows it', () => {
    expect(orderFigures(orderFixture(3, { Status: 3, FactProfits: 0 })).profit).toBe(0);
  });

  it('a pending order: target and current price, no P&L, the time it was placed', () => {
    const pending = orderFixture(4, { Status: 0, Price: 1.05, UpdatePrice: 1.1 });
    expect(orderFigures(pending)).toMatchObject({
      state: 'pending',
      entry: { kind: 'target', price: 1.05 },
      now: { kind: 'current', price: 1.1 },
      profit: null,
      time: placed,
    });
  });

  it('a holding position: open and current price, floating P&L, stops, open time', () => {
    const holding = orderFixture(5, {
      FactProfits: -12.5,
      TargetLossPrice: 1.09,
      TargetProfitPrice: 1.2,
    });
    expect(orderFigures(holding)).toMatchObject({
      state: 'holding',
      entry: { kind: 'open', price: 1.1 },
      now: { kind: 'current', price: 1.1 },
      profit: -12.5,
      stopLoss: 1.09,
      takeProfit: 1.2,
      time: placed,
    });
  });
});
