import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { decimalArbitrary } from '@tp/domain/decimal-arbitrary';
import { Side } from '@tp/domain/side';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeMarket, holdingOrder } from '../../test-support/engine/test-fixtures.ts';
import { EngineState } from '../engine-state.ts';
import { userIdOf } from '../ids.ts';
import { OrderMode } from '../order-record.ts';
import { accountFigures } from '../views/account-summary.ts';
import { stopOutNeeded } from './stop-out.ts';
import { mayNeedStopOut, TickPrices } from './stop-out-screen.ts';

const level = new Decimal(50);

/** One position of the generated accounts: side, entry, lots and margin. */
const position = fc.record({
  side: fc.constantFrom(Side.buy, Side.sell),
  entry: decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
  lots: decimalArbitrary({ min: 0.01, max: 50, scale: 2 }),
  margin: decimalArbitrary({ min: 1, max: 100_000, scale: 6 }),
});

/**
 * An account with these positions whose balance puts its risk rate `offset` (USD of equity)
 * away from the stop-out level at the mid price: at or below it when offset ≤ 0.
 */
function accountAt(
  positions: { side: 1 | 2; entry: Decimal; lots: Decimal; margin: Decimal }[],
  mid: Decimal,
  offset: Decimal,
  pending: Decimal,
) {
  const market = fakeMarket();
  market.setMid(1, mid);
  const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
  const orders = positions.map((p, index) =>
    holdingOrder({
      id: index + 1,
      side: p.side,
      openPrice: p.entry,
      requestedPrice: p.entry,
      lots: p.lots,
      margin: p.margin,
    }),
  );
  if (pending.gt(0)) {
    orders.push(
      holdingOrder({
        id: orders.length + 1,
        status: OrderStatus.pending,
        mode: OrderMode.pending,
        openPrice: null,
        margin: pending,
        fee: new Decimal(7),
      }),
    );
  }
  const account = state.addAccount(userIdOf(7), new Decimal(0), orders);
  const { snapshot } = accountFigures(account, market.view);
  // Equity at balance 0, so the balance that lands exactly on the level is level × margin − that.
  account.balance = level.div(100).times(snapshot.marginUsed).minus(snapshot.equity).plus(offset);
  return { account, market: market.view };
}

describe('mayNeedStopOut', () => {
  it('never rules out an account the exact check would stop out, however close to the level', () => {
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 1, maxLength: 6 }),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        decimalArbitrary({ min: -0.001, max: 0.001, scale: 18 }),
        decimalArbitrary({ min: 0, max: 5_000, scale: 6 }),
        (positions, mid, offset, pending) => {
          const { account, market } = accountAt(positions, mid, offset, pending);
          const exact = stopOutNeeded(account, market, level);
          expect(exact).toBe(offset.lte(0));
          const screened = mayNeedStopOut(account, market, new TickPrices(market), 50);
          if (exact) expect(screened).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rules out an account clearly above the level, and keeps one at the level', () => {
    const positions = [
      {
        side: Side.buy,
        entry: new Decimal('1.1'),
        lots: new Decimal(1),
        margin: new Decimal(1100),
      },
    ];
    const mid = new Decimal('1.1');
    const above = accountAt(positions, mid, new Decimal(1), new Decimal(0));
    expect(mayNeedStopOut(above.account, above.market, new TickPrices(above.market), 50)).toBe(
      false,
    );
    const at = accountAt(positions, mid, new Decimal(0), new Decimal(0));
    expect(mayNeedStopOut(at.account, at.market, new TickPrices(at.market), 50)).toBe(true);
    expect(stopOutNeeded(at.account, at.market, level)).toBe(true);
  });

  it('rules out an account without margin in use, as the exact check does', () => {
    const market = fakeMarket();
    market.setMid(1, '1.1');
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const account = state.addAccount(userIdOf(7), new Decimal(-5), []);
    expect(stopOutNeeded(account, market.view, level)).toBe(false);
    expect(mayNeedStopOut(account, market.view, new TickPrices(market.view), 50)).toBe(false);
  });

  it('values a position without a price at zero P&L, as the exact check does', () => {
    const market = fakeMarket();
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    // No price for EURUSD: equity is balance + margin = 550 + 1100, 150 % of the margin.
    const account = state.addAccount(userIdOf(7), new Decimal(550), [holdingOrder()]);
    expect(stopOutNeeded(account, market.view, level)).toBe(false);
    expect(mayNeedStopOut(account, market.view, new TickPrices(market.view), 50)).toBe(false);
    expect(mayNeedStopOut(account, market.view, new TickPrices(market.view), 150)).toBe(true);
  });
});
