import { dec } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n.ts';
import { instrumentFixture, orderFixture } from '../../test-support/fixtures.ts';
import { chartLinesOf, lineLabel, snapPrice, stopDrop, targetDrop } from './chart-lines.ts';
import { instrumentTerms } from './instrument-terms.ts';

await initI18n('en');
const t = i18n.t.bind(i18n);

const quote = { bid: dec('1.10000'), ask: dec('1.10010'), mid: dec('1.10005') };
const buy = orderFixture(11, { TargetLossPrice: 1.09, TargetProfitPrice: 1.12, OriginPrice: 1.1 });
const pending = orderFixture(21, {
  Status: 0,
  Price: 1.08,
  OriginPrice: 0,
  Quantity: 1,
  CautionMoney: 1080,
  TradeFee: 7,
});

describe('chartLinesOf', () => {
  it('draws a position’s entry, stop-loss and take-profit, and a pending order’s target', () => {
    const lines = chartLinesOf([buy, orderFixture(12)], [pending]);
    expect(lines.map(({ id, price, draggable }) => [id, price, draggable])).toEqual([
      ['11:entry', 1.1, false],
      ['11:stopLoss', 1.09, true],
      ['11:takeProfit', 1.12, true],
      ['12:entry', 1.1, false],
      ['21:target', 1.08, true],
    ]);
  });

  it('draws where the account is stopped out once, at the larger side’s price, not draggable', () => {
    const hedged = [
      orderFixture(31, { Quantity: 0.1, StopOutPrice: 1.0745 }),
      orderFixture(32, { Quantity: 0.1, StopOutPrice: 1.0745 }),
      orderFixture(33, { OrderType: 2, Quantity: 0.3, StopOutPrice: 1.0747 }),
      // Before the live summary: no price.
      orderFixture(35),
    ];
    const lines = chartLinesOf(hedged, []).filter((line) => line.kind === 'stopOut');
    expect(lines.map(({ id, price, draggable }) => [id, price, draggable])).toEqual([
      ['33:stopOut', 1.0747, false],
    ]);
    // Out of reach: no line.
    const none = chartLinesOf([orderFixture(34, { StopOutPrice: 0 })], []);
    expect(none.filter((line) => line.kind === 'stopOut')).toEqual([]);
    expect(lineLabel(t, lines[0] as (typeof lines)[number], 5)).toBe('Stop-out 1.07470');
  });

  it('labels them in the trader’s language', () => {
    const [entry, stopLoss, takeProfit] = chartLinesOf([buy], []);
    if (!entry || !stopLoss || !takeProfit) throw new Error('lines missing');
    expect(lineLabel(t, stopLoss, 5)).toBe('SL 1.09000');
    expect(lineLabel(t, takeProfit, 5)).toBe('TP 1.12000');
    expect(lineLabel(t, entry, 5)).toBe('Buy long 0.1 lots');
  });
});

describe('a dropped stop line', () => {
  it('moves a buy’s stop-loss below the bid, keeping its take-profit', () => {
    expect(stopDrop(t, buy, 'stopLoss', 1.095, quote)).toEqual({
      kind: 'stops',
      request: { id: 11, stop_loss_price: 1.095, target_profit_price: 1.12, trailing_distance: 0 },
      from: 1.09,
      to: 1.095,
    });
  });

  it('keeps a trailing stop when a stop line is dropped', () => {
    const trailing = { ...buy, TrailingDistance: 0.002 };
    expect(stopDrop(t, trailing, 'takeProfit', 1.13, quote)).toMatchObject({
      kind: 'stops',
      request: {
        id: 11,
        stop_loss_price: 1.09,
        target_profit_price: 1.13,
        trailing_distance: '0.002',
      },
    });
  });

  it('refuses a buy’s stop-loss dropped above the bid, with the stop sheet’s message', () => {
    expect(stopDrop(t, buy, 'stopLoss', 1.101, quote)).toEqual({
      kind: 'invalid',
      message: 'Stop-loss must be below 1.10000',
    });
  });

  it('refuses a take-profit dropped below the bid, and ignores a drop where it was', () => {
    expect(stopDrop(t, buy, 'takeProfit', 1.099, quote)).toMatchObject({
      kind: 'invalid',
    });
    expect(stopDrop(t, buy, 'takeProfit', 1.12, quote)).toEqual({ kind: 'unchanged' });
  });
});

describe('a dropped pending order line', () => {
  const market = {
    terms: instrumentTerms(instrumentFixture()),
    quoteToUsd: dec(1),
    feeType: 1,
    marketOpen: true,
    freeMargin: 0,
    priced: true,
  };

  it('moves the target when the reserve at the new price fits', () => {
    expect(targetDrop(t, pending, 1.075, market)).toEqual({
      kind: 'target',
      request: { id: 21, target_price: 1.075 },
      from: 1.08,
      to: 1.075,
    });
  });

  it('refuses a higher target the free margin cannot cover, and a closed market', () => {
    expect(targetDrop(t, pending, 1.09, market)).toEqual({
      kind: 'invalid',
      message: 'Insufficient free margin',
    });
    expect(targetDrop(t, pending, 1.075, { ...market, marketOpen: false })).toMatchObject({
      kind: 'invalid',
    });
  });

  it('refuses a target that leaves its stop-loss on the wrong side', () => {
    const stopped = { ...pending, TargetLossPrice: 1.07 };
    expect(targetDrop(t, stopped, 1.069, { ...market, freeMargin: 1000 })).toEqual({
      kind: 'invalid',
      message: 'Stop-loss must be below 1.06900',
    });
  });
});

describe('snapPrice', () => {
  it('rounds a dragged price to the instrument’s precision', () => {
    expect(snapPrice(1.0912345, 5)).toBe(1.09123);
    expect(snapPrice(2345.678, 2)).toBe(2345.68);
  });
});
