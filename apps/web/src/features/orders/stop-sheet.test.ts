import { dec } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n.ts';
import { orderFixture } from '../../test-support/fixtures.ts';
import {
  initialStopValues,
  orderSide,
  stopLevel,
  stopSheetErrors,
  stopSheetMessage,
  stopSheetRequest,
  trailStart,
} from './stop-sheet.ts';

await initI18n('en');

const quote = { mid: dec('1.10005'), bid: dec('1.1'), ask: dec('1.1001') };
const values = (stopLoss: string, takeProfit: string, trailingPips = '') => ({
  stopLoss,
  takeProfit,
  trailingPips,
});

describe('stopLevel', () => {
  it('reads blank and 0 as clearing, a positive number as a level, the rest as invalid', () => {
    expect(stopLevel('').kind).toBe('clear');
    expect(stopLevel('  ').kind).toBe('clear');
    expect(stopLevel('0').kind).toBe('clear');
    expect(stopLevel('0.000').kind).toBe('clear');
    expect(stopLevel('-1').kind).toBe('invalid');
    expect(stopLevel('abc').kind).toBe('invalid');
    const level = stopLevel('1.095');
    expect(level.kind === 'set' && level.price.toFixed()).toBe('1.095');
  });
});

describe('stopSheetErrors', () => {
  it('accepts a buy’s stop-loss below the bid and take-profit above it', () => {
    expect(stopSheetErrors(values('1.09', '1.12'), Side.buy, quote, 5)).toEqual([]);
  });

  it('refuses a buy’s stops on the wrong side of the bid, the bid itself included', () => {
    expect(stopSheetErrors(values('1.1', '1.1'), Side.buy, quote, 5)).toEqual([
      'invalidStopLoss',
      'invalidTakeProfit',
    ]);
  });

  it('judges a sell against the ask', () => {
    expect(stopSheetErrors(values('1.1002', '1.09'), Side.sell, quote, 5)).toEqual([]);
    expect(stopSheetErrors(values('1.1001', '1.1001'), Side.sell, quote, 5)).toEqual([
      'invalidStopLoss',
      'invalidTakeProfit',
    ]);
  });

  it('lets both stops be cleared without a price', () => {
    expect(stopSheetErrors(values('', '0'), Side.buy, undefined, 5)).toEqual([]);
  });

  it('asks for a price before it can judge a level', () => {
    expect(stopSheetErrors(values('1.09', ''), Side.buy, undefined, 5)).toEqual(['noPrice']);
  });

  it('refuses text that is not a price', () => {
    expect(stopSheetErrors(values('-2', ''), Side.buy, quote, 5)).toEqual(['invalidStopLoss']);
  });
});

const t = i18n.t.bind(i18n);

describe('stopSheetMessage', () => {
  it('names the price a stop must clear, at the instrument’s precision', () => {
    const context = { side: Side.buy, quote, values: values('1.2', '1.05'), precision: 5 };
    expect(stopSheetMessage(t, 'invalidStopLoss', context)).toBe('Stop-loss must be below 1.10000');
    expect(stopSheetMessage(t, 'invalidTakeProfit', context)).toBe(
      'Take-profit must be above 1.10000',
    );
    const sell = { ...context, side: Side.sell };
    expect(stopSheetMessage(t, 'invalidStopLoss', sell)).toBe('Stop-loss must be above 1.10010');
  });

  it('keeps the plain message for text that is not a price, and says when there is none', () => {
    const context = { side: Side.buy, quote, values: values('x', ''), precision: 5 };
    expect(stopSheetMessage(t, 'invalidStopLoss', context)).toBe('Invalid stop-loss price');
    expect(stopSheetMessage(t, 'noPrice', context)).toBe(
      'No price is available for this instrument',
    );
  });
});

describe('stopSheetRequest', () => {
  it('sends each level, and 0 for a cleared one', () => {
    expect(stopSheetRequest(7, values('1.09', ''), 5)).toEqual({
      id: 7,
      stop_loss_price: 1.09,
      target_profit_price: 0,
      trailing_distance: 0,
    });
  });
});

describe('initialStopValues', () => {
  it('starts from the order’s stops at its precision, blank where unset', () => {
    const order = orderFixture(1, { TargetLossPrice: 1.09, TargetProfitPrice: 0 });
    expect(initialStopValues(order)).toEqual({
      stopLoss: '1.09000',
      takeProfit: '',
      trailingPips: '',
    });
    expect(orderSide(order)).toBe(Side.buy);
    expect(orderSide(orderFixture(2, { OrderType: 2 }))).toBe(Side.sell);
  });
});

describe('trailing stop in the sheet', () => {
  it('sends the pips typed as a price distance at the instrument’s pip, 0 to clear', () => {
    expect(stopSheetRequest(7, values('', '', '25'), 5).trailing_distance).toBe('0.0025');
    expect(stopSheetRequest(7, values('', '', '2.5'), 3).trailing_distance).toBe('0.025');
    expect(stopSheetRequest(7, values('', '', '0'), 5).trailing_distance).toBe(0);
  });

  it('opens on the order’s distance in pips', () => {
    const order = orderFixture(1, { TrailingDistance: 0.002 });
    expect(initialStopValues(order).trailingPips).toBe('20');
  });

  it('refuses a distance that is not a number, or reaches the price, and wants a price', () => {
    expect(stopSheetErrors(values('', '', '-3'), Side.buy, quote, 5)).toEqual([
      'invalidTrailingDistance',
    ]);
    expect(stopSheetErrors(values('', '', '11000'), Side.buy, quote, 5)).toEqual([
      'invalidTrailingDistance',
    ]);
    expect(stopSheetErrors(values('', '', '20'), Side.buy, quote, 5)).toEqual([]);
    expect(stopSheetErrors(values('', '', '20'), Side.buy, undefined, 5)).toEqual(['noPrice']);
  });

  it('shows where the stop-loss starts: the tighter of the one typed and the trail', () => {
    expect(trailStart(values('', '', '20'), Side.buy, quote, 5)?.toFixed(5)).toBe('1.09800');
    expect(trailStart(values('1.099', '', '20'), Side.buy, quote, 5)?.toFixed(5)).toBe('1.09900');
    expect(trailStart(values('', '', '20'), Side.sell, quote, 5)?.toFixed(5)).toBe('1.10210');
    expect(trailStart(values('', '', ''), Side.buy, quote, 5)).toBeUndefined();
  });

  it('says what is wrong with the distance', () => {
    const context = { side: Side.buy, quote, values: values('', '', '-1'), precision: 5 };
    expect(stopSheetMessage(t, 'invalidTrailingDistance', context)).toBe(
      'The trailing distance must be above 0 and below the price',
    );
  });
});
