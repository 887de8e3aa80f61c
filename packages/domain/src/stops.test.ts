import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { Side } from './side.ts';
import { stopsErrors, stopTrigger } from './stops.ts';

// EURUSD at 1.0850 / 1.0852.
const quote = { mid: dec('1.0851'), bid: dec('1.0850'), ask: dec('1.0852') };
const level = (v: string | undefined) => (v === undefined ? undefined : dec(v));

describe('stopsErrors', () => {
  it.each([
    ['buy with no stops', Side.buy, undefined, undefined, []],
    ['buy, SL below the bid, TP above', Side.buy, '1.0800', '1.0900', []],
    ['buy, SL at the bid', Side.buy, '1.0850', undefined, ['invalidStopLoss']],
    ['buy, SL above the bid', Side.buy, '1.0851', undefined, ['invalidStopLoss']],
    ['buy, TP at the bid', Side.buy, undefined, '1.0850', ['invalidTakeProfit']],
    ['buy, TP below the bid', Side.buy, undefined, '1.0840', ['invalidTakeProfit']],
    ['buy, both reversed', Side.buy, '1.0900', '1.0800', ['invalidStopLoss', 'invalidTakeProfit']],
    ['buy, SL of zero', Side.buy, '0', undefined, ['invalidStopLoss']],
    ['buy, negative SL', Side.buy, '-1', undefined, ['invalidStopLoss']],
    ['sell with no stops', Side.sell, undefined, undefined, []],
    ['sell, SL above the ask, TP below', Side.sell, '1.0900', '1.0800', []],
    ['sell, SL at the ask', Side.sell, '1.0852', undefined, ['invalidStopLoss']],
    ['sell, SL below the ask', Side.sell, '1.0851', undefined, ['invalidStopLoss']],
    ['sell, TP at the ask', Side.sell, undefined, '1.0852', ['invalidTakeProfit']],
    ['sell, TP above the ask', Side.sell, undefined, '1.0900', ['invalidTakeProfit']],
    ['sell, TP of zero', Side.sell, undefined, '0', ['invalidTakeProfit']],
    [
      'sell, both reversed',
      Side.sell,
      '1.0800',
      '1.0900',
      ['invalidStopLoss', 'invalidTakeProfit'],
    ],
  ] as const)('%s', (_name, side, stopLoss, takeProfit, expected) => {
    const errors = stopsErrors({
      side,
      stopLoss: level(stopLoss),
      takeProfit: level(takeProfit),
      quote,
    });
    expect(errors).toEqual(expected);
  });
});

const at = (bid: string, ask: string) => ({
  mid: dec(bid).plus(ask).div(2),
  bid: dec(bid),
  ask: dec(ask),
});

describe('stopTrigger', () => {
  it.each([
    ['buy, bid between the stops', Side.buy, '1.0800', '1.0900', at('1.0850', '1.0852'), null],
    ['buy, bid touches the SL', Side.buy, '1.0800', '1.0900', at('1.0800', '1.0802'), 'stopLoss'],
    [
      'buy, bid gaps through the SL',
      Side.buy,
      '1.0800',
      '1.0900',
      at('1.0700', '1.0702'),
      'stopLoss',
    ],
    [
      'buy, ask at the SL but bid above',
      Side.buy,
      '1.0800',
      undefined,
      at('1.0801', '1.0800'),
      null,
    ],
    ['buy, bid touches the TP', Side.buy, '1.0800', '1.0900', at('1.0900', '1.0902'), 'takeProfit'],
    [
      'buy, bid gaps over the TP',
      Side.buy,
      '1.0800',
      '1.0900',
      at('1.1000', '1.1002'),
      'takeProfit',
    ],
    [
      'buy, ask reaches the TP but bid does not',
      Side.buy,
      undefined,
      '1.0900',
      at('1.0899', '1.0901'),
      null,
    ],
    ['sell, ask between the stops', Side.sell, '1.0900', '1.0800', at('1.0850', '1.0852'), null],
    ['sell, ask touches the SL', Side.sell, '1.0900', '1.0800', at('1.0898', '1.0900'), 'stopLoss'],
    [
      'sell, ask gaps over the SL',
      Side.sell,
      '1.0900',
      '1.0800',
      at('1.0998', '1.1000'),
      'stopLoss',
    ],
    [
      'sell, bid at the SL but ask below',
      Side.sell,
      '1.0900',
      undefined,
      at('1.0900', '1.0899'),
      null,
    ],
    [
      'sell, ask touches the TP',
      Side.sell,
      '1.0900',
      '1.0800',
      at('1.0798', '1.0800'),
      'takeProfit',
    ],
    [
      'sell, ask gaps under the TP',
      Side.sell,
      '1.0900',
      '1.0800',
      at('1.0698', '1.0700'),
      'takeProfit',
    ],
    ['no stops set', Side.buy, undefined, undefined, at('0.0001', '0.0002'), null],
    ['a zero TP on a buy means none', Side.buy, undefined, '0', at('1.0850', '1.0852'), null],
    ['a zero SL on a sell means none', Side.sell, '0', undefined, at('1.0850', '1.0852'), null],
    [
      'both reached: the stop-loss wins',
      Side.buy,
      '1.0900',
      '1.0800',
      at('1.0850', '1.0852'),
      'stopLoss',
    ],
  ] as const)('%s', (_name, side, stopLoss, takeProfit, q, expected) => {
    const trigger = stopTrigger({
      side,
      stopLoss: level(stopLoss),
      takeProfit: level(takeProfit),
      quote: q,
    });
    expect(trigger).toBe(expected);
  });
});
