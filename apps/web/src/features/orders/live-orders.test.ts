import type { AccountSummary, Order } from '@tp/contract/entities';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../test-support/fixtures.ts';
import { missingFromLive, unlistedInLive, withLiveValues } from './live-orders.ts';
import { riskRateText } from './risk-rate-text.ts';

const order = (Id: number, FactProfits = 0, UpdatePrice = 1.1): Order =>
  orderFixture(Id, { FactProfits, UpdatePrice });

const summary = (open: Order[]): AccountSummary => ({
  ProfitsTotal: 0,
  HazardRate: 0,
  CautionMoneyAll: 0,
  Balance: 1000,
  Equity: 1000,
  FreeMargin: 1000,
  StopOutLevel: 50,
  StopOutEquity: 0,
  TransOrder: open,
});

describe('holding rows and the live summary', () => {
  it('take P&L and mark price from the summary', () => {
    const rows = withLiveValues([order(1), order(2)], summary([order(1, 12.5, 1.2)]));
    expect(rows.map((row) => [row.Id, row.FactProfits, row.UpdatePrice])).toEqual([
      [1, 12.5, 1.2],
      [2, 0, 1.1],
    ]);
    expect(withLiveValues([order(1)], null)).toEqual([order(1)]);
  });

  it('name the rows the summary no longer holds, and none before it arrives', () => {
    expect(missingFromLive([order(1), order(2), order(3)], summary([order(2)]))).toEqual([1, 3]);
    expect(missingFromLive([order(1)], summary([order(1), order(4)]))).toEqual([]);
    expect(missingFromLive([order(1)], null)).toEqual([]);
  });
});

describe('risk rate', () => {
  it('shows the percent while margin is held, and a dash with no positions', () => {
    expect(
      riskRateText({ ...summary([order(1)]), HazardRate: 3078.005, CautionMoneyAll: 324.87 }),
    ).toBe('3078.01%');
    expect(riskRateText(summary([]))).toBe('--');
    expect(riskRateText(null)).toBe('--');
  });
});

describe('open orders the holding list lacks', () => {
  it('are named once the list is fully loaded, so a filled pending order reloads it', () => {
    const live = summary([order(1), order(5)]);
    expect(unlistedInLive([order(1)], live, true)).toEqual([5]);
    expect(unlistedInLive([order(1)], live, false)).toEqual([]);
    expect(unlistedInLive([order(1), order(5)], live, true)).toEqual([]);
    expect(unlistedInLive([], null, true)).toEqual([]);
  });
});
