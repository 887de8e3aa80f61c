import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { describe, expect, it } from 'vitest';
import { fakeMarket, holdingOrder } from '../../test-support/engine/test-fixtures.ts';
import { EngineState } from '../engine-state.ts';
import { userIdOf } from '../ids.ts';
import { accountSummary } from './account-summary.ts';

describe('accountSummary', () => {
  it('values each position at its exit price and sums the account', () => {
    const market = fakeMarket();
    // Spread 0.0002: bid 1.1009, ask 1.1011.
    market.setMid(1, '1.1010');
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const account = state.addAccount(userIdOf(7), new Decimal('8893'), [
      holdingOrder({
        id: 1,
        side: Side.buy,
        openPrice: new Decimal('1.1'),
        margin: new Decimal(1100),
      }),
      holdingOrder({
        id: 2,
        side: Side.sell,
        openPrice: new Decimal('1.1'),
        margin: new Decimal(1100),
      }),
    ]);
    const summary = accountSummary(account, market.view, new Decimal(50));
    // Buy: (1.1009 − 1.1) × 100 000 = 90; sell: (1.1011 − 1.1) × −100 000 = −110.
    expect(summary.TransOrder.map((o) => [o.Id, o.UpdatePrice, o.FactProfits])).toEqual([
      [2, 1.1011, -110],
      [1, 1.1009, 90],
    ]);
    expect(summary.ProfitsTotal).toBe(-20);
    expect(summary.CautionMoneyAll).toBe(2200);
    expect(summary.Balance).toBe(8893);
    expect(summary.Equity).toBe(8893 + 2200 - 20);
    expect(summary.FreeMargin).toBe(8893 - 20);
    expect(summary.HazardRate).toBe(Number(new Decimal(11073).div(2200).times(100).toFixed(2)));
    // An equal hedge: no move of EURUSD brings the account to its stop-out level.
    expect(summary.TransOrder.map((o) => o.StopOutPrice)).toEqual([0, 0]);
    expect(summary.StopOutEquity).toBe(1100);
  });

  it('gives a position the price at which the account reaches the stop-out level', () => {
    const market = fakeMarket();
    market.setMid(1, '1.1010');
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const account = state.addAccount(userIdOf(7), new Decimal(0), [
      holdingOrder({
        id: 1,
        side: Side.buy,
        openPrice: new Decimal('1.1'),
        margin: new Decimal(1100),
      }),
    ]);
    const summary = accountSummary(account, market.view, new Decimal(50));
    // Equity 1 100 + (bid − 1.1) × 100 000 falls to 550 at a bid of 1.0945.
    expect(summary.StopOutEquity).toBe(550);
    expect(summary.StopOutLevel).toBe(50);
    expect(summary.TransOrder[0]?.StopOutPrice).toBe(1.0945);
    // Already there: the stop-out price is where it stands.
    market.setMid(1, '1.0940');
    expect(accountSummary(account, market.view, new Decimal(50)).TransOrder[0]?.StopOutPrice).toBe(
      1.0939,
    );
  });

  it('is all zeros for a user without an account', () => {
    const summary = accountSummary(undefined, fakeMarket().view, new Decimal(50));
    expect(summary).toEqual({
      ProfitsTotal: 0,
      HazardRate: 0,
      CautionMoneyAll: 0,
      Balance: 0,
      Equity: 0,
      FreeMargin: 0,
      StopOutLevel: 50,
      StopOutEquity: 0,
      TransOrder: [],
    });
  });

  it('counts a position without a price at zero profit and shows its open price', () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const account = state.addAccount(userIdOf(7), new Decimal(100), [holdingOrder()]);
    const summary = accountSummary(account, fakeMarket().view, new Decimal(50));
    expect(summary.TransOrder[0]?.FactProfits).toBe(0);
    expect(summary.TransOrder[0]?.UpdatePrice).toBe(1.1);
    expect(summary.HazardRate).toBe(Number(new Decimal(1200).div(1100).times(100).toFixed(2)));
  });
});
