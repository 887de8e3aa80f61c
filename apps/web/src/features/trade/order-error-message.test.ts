import { dec } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n.ts';
import { instrumentFixture } from '../../test-support/fixtures.ts';
import { instrumentTerms } from './instrument-terms.ts';
import { orderErrorMessage, stopBound } from './order-error-message.ts';
import { initialOrderForm } from './order-form-state.ts';

const btcusd = instrumentFixture({
  Code: 'BTCUSD',
  ShowCode: 'BTC/USD',
  PricePrecision: 2,
  ForexContNum: 1,
  Spread: 25,
  BaseCurrency: 'BTC',
});

const terms = instrumentTerms(btcusd);
const quote = { mid: dec('65000'), bid: dec('64987.5'), ask: dec('65012.5') };

await initI18n('en');
const t = i18n.getFixedT('en');

const message = (
  error: Parameters<typeof orderErrorMessage>[1],
  change: Partial<ReturnType<typeof initialOrderForm>>,
) =>
  orderErrorMessage(t, error, { terms, state: { ...initialOrderForm(terms), ...change }, quote });

describe('stop bounds', () => {
  it('puts a buy’s stops either side of the bid and a sell’s either side of the ask', () => {
    expect(stopBound('stopLoss', Side.buy, quote)).toEqual({
      key: 'trade.stopLossBelow',
      price: quote.bid,
    });
    expect(stopBound('takeProfit', Side.buy, quote)).toEqual({
      key: 'trade.takeProfitAbove',
      price: quote.bid,
    });
    expect(stopBound('stopLoss', Side.sell, quote)).toEqual({
      key: 'trade.stopLossAbove',
      price: quote.ask,
    });
    expect(stopBound('takeProfit', Side.sell, quote)).toEqual({
      key: 'trade.takeProfitBelow',
      price: quote.ask,
    });
  });
});

describe('order error messages', () => {
  it('tell which price a stop on the wrong side has to clear, at the price precision', () => {
    expect(message('invalidStopLoss', { side: Side.buy, stopLoss: '70000' })).toBe(
      'Stop-loss must be below 64987.50',
    );
    expect(message('invalidTakeProfit', { side: Side.sell, takeProfit: '70000' })).toBe(
      'Take-profit must be below 65012.50',
    );
  });

  it('keep the plain message for a stop of 0', () => {
    expect(message('invalidStopLoss', { side: Side.buy, stopLoss: '0' })).toBe(
      'Invalid stop-loss price',
    );
  });

  it('give the lot rules and the spec’s leverage message', () => {
    expect(message('invalidLots', {})).toBe('Invalid lots: at least 0.01, in steps of 0.01');
    expect(message('leverageNotConfigured', {})).toBe(
      'Leverage not configured, cannot place orders temporarily',
    );
    expect(message('enterPrice', {})).toBe('Please enter the price');
  });

  it('say the maximum when the lots are over it, and the minimum and step otherwise', () => {
    expect(message('invalidLots', { lots: '50.01' })).toBe('At most 50 lots per order');
    expect(message('invalidLots', { lots: '50' })).toBe(
      'Invalid lots: at least 0.01, in steps of 0.01',
    );
    expect(message('invalidLots', { lots: '0.005' })).toBe(
      'Invalid lots: at least 0.01, in steps of 0.01',
    );
  });
});
