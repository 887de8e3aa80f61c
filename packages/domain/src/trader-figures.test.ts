import { describe, expect, it } from 'vitest';
import { type Decimal, dec } from './decimal.ts';
import type { Movement } from './growth-path.ts';
import { type PeriodPosition, traderFigures } from './trader-figures.ts';

const flow = (amount: Decimal.Value): Movement => ({ kind: 'flow', amount: dec(amount) });
const result = (amount: Decimal.Value): Movement => ({ kind: 'result', amount: dec(amount) });
const trough = (amount: Decimal.Value): Movement => ({ kind: 'trough', amount: dec(amount) });

const position = (overrides: Partial<PeriodPosition>): PeriodPosition => ({
  instrument: 'EURUSD',
  leverage: 100,
  notional: dec('100000'),
  margin: dec('1000'),
  pnl: dec('10'),
  fee: dec('7'),
  annualVolatility: dec('0.07'),
  ...overrides,
});

const closeTo = (actual: Decimal, expected: Decimal) =>
  expect(actual.minus(expected).abs().lt('1e-24')).toBe(true);

describe('traderFigures', () => {
  it('a trader who deposits and withdraws mid-period: figures from trading alone', () => {
    const figures = traderFigures({
      // Opened with 1,000 and made 100 before the period.
      before: [flow(1000), result(-5), result(105)],
      during: [
        result(-10), // fee at open
        trough(-55), // the position 55 under water at its worst
        result(120), // closed 120 up
        flow(1100), // a deposit
        result(-20),
        result(220),
        flow(-500), // a withdrawal
        result(-30), // a fee on a position closed flat
      ],
      positions: [
        position({ pnl: dec(120), fee: dec(10) }),
        position({ instrument: 'XAUUSD', leverage: 20, pnl: dec(220), fee: dec(20) }),
        position({ pnl: dec(0), fee: dec(30) }),
      ],
    });
    // 1,100 → 1,210 before the deposit; 2,310 → 2,510 before the withdrawal; 2,010 → 1,980.
    const growth = dec(1210).div(1100).times(dec(2510).div(2310)).times(dec(1980).div(2010));
    closeTo(figures.rate, growth.minus(1));
    closeTo(figures.totalRate, dec(1100).div(1000).times(growth).minus(1));
    expect(figures.profit.toString()).toBe('280');
    // Deepest at the trough: 1,100 − 10 − 55 = 1,035.
    closeTo(figures.maxDrawdown, dec(65).div(1100));
    closeTo(figures.score, growth.minus(1).minus(dec(65).div(1100).times(2)));
    expect(figures.winRate.toString()).toBe(dec(2).div(3).toString());
    expect(figures.closedPositions).toBe(3);
    expect(figures.leverage).toBe(100);
    expect(figures.instrument).toBe('EURUSD');
  });

  it('with nothing closed: no wins, the calmest risk, no leverage or instrument', () => {
    const figures = traderFigures({ before: [flow(500)], during: [], positions: [] });
    expect(figures.rate.isZero()).toBe(true);
    expect(figures.winRate.isZero()).toBe(true);
    expect(figures.riskScore).toBe(1);
    expect(figures.leverage).toBe(0);
    expect(figures.instrument).toBe('');
  });

  it.each<[string, PeriodPosition[], number, string]>([
    [
      'ties in leverage go to the higher, ties in instruments to the first by code',
      [
        position({ leverage: 50, instrument: 'GBPUSD' }),
        position({ leverage: 200, instrument: 'EURUSD' }),
      ],
      200,
      'EURUSD',
    ],
    [
      'a fixed-margin instrument counts its notional over its margin',
      [
        position({
          leverage: 0,
          instrument: 'XAGUSD',
          notional: dec('150000'),
          margin: dec('5000'),
        }),
        position({
          leverage: 0,
          instrument: 'XAGUSD',
          notional: dec('150000'),
          margin: dec('5000'),
        }),
        position({ leverage: 10 }),
      ],
      30,
      'XAGUSD',
    ],
  ])('%s', (_name, positions, leverage, instrument) => {
    const figures = traderFigures({ before: [flow(10000)], during: [], positions });
    expect(figures.leverage).toBe(leverage);
    expect(figures.instrument).toBe(instrument);
  });

  it('rates the risk from what was traded: EUR/USD at 100× is 6', () => {
    const figures = traderFigures({
      before: [flow(10000)],
      during: [],
      positions: [position({}), position({})],
    });
    expect(figures.riskScore).toBe(6);
  });
});
