import { dec } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { describe, expect, it } from 'vitest';
import {
  ticketAfter,
  ticketContext,
  ticketQuote,
  ticketTerms,
} from '../../test-support/order-ticket.ts';
import { getOrderFormErrors } from './order-form-errors.ts';
import {
  initialOrderForm,
  type OrderFormAction,
  OrderMode,
  orderFormReducer,
} from './order-form-state.ts';
import { orderRequest } from './order-request.ts';
import { trailingHint } from './order-trailing.ts';

const terms = ticketTerms;
// EURUSD's prices have 5 decimals: a pip is 0.0001.
const precision = terms.pricePrecision;
const quote = ticketQuote;
const context = ticketContext();
const run = ticketAfter;
const trailing = (pips: string, ...more: OrderFormAction[]) =>
  run({ type: 'trailingToggled' }, { type: 'trailingTyped', pips }, ...more);

describe('a trailing stop on the order ticket', () => {
  it('is off at first; toggling or typing it makes a new order (a new idempotency id)', () => {
    expect(initialOrderForm(terms)).toMatchObject({ trailingOn: false, trailingPips: '' });
    const made = run({ type: 'intentMade', id: 'a' });
    expect(orderFormReducer(made, { type: 'trailingToggled' })).toMatchObject({
      trailingOn: true,
      intentId: null,
    });
    expect(trailing('15')).toMatchObject({ trailingOn: true, trailingPips: '15' });
  });

  it('goes out as a price distance: pips times the pip', () => {
    expect(
      orderRequest(trailing('15'), { id: 1, fixedMargin: false, pricePrecision: 5 }, 'i'),
    ).toMatchObject({ trailing_distance: 0.0015 });
    // Typed, then switched off: not sent.
    const off = orderFormReducer(trailing('15'), { type: 'trailingToggled' });
    expect(
      orderRequest(off, { id: 1, fixedMargin: false, pricePrecision: 5 }, 'i').trailing_distance,
    ).toBeUndefined();
  });

  it('asks for a distance when ticked and blank, and refuses one past the price', () => {
    expect(getOrderFormErrors(trailing(''), context)).toEqual(['enterTrailing']);
    expect(getOrderFormErrors(trailing('abc'), context)).toEqual(['enterTrailing']);
    expect(getOrderFormErrors(trailing('0'), context)).toEqual(['invalidTrailingDistance']);
    // A buy closes at the bid 1.10000: 11,000 pips is the whole price.
    expect(getOrderFormErrors(trailing('11000'), context)).toEqual(['invalidTrailingDistance']);
    expect(getOrderFormErrors(trailing('10999'), context)).toEqual([]);
    // Off, whatever was typed, it is not checked.
    const off = orderFormReducer(trailing('0'), { type: 'trailingToggled' });
    expect(getOrderFormErrors(off, context)).toEqual([]);
  });

  it("checks a pending order's trail against its target, where it starts", () => {
    const pending = (target: string) =>
      trailing(
        '6000',
        { type: 'modeChosen', mode: OrderMode.pending },
        { type: 'targetPriceTyped', price: target },
      );
    expect(getOrderFormErrors(pending('0.60000'), context)).toEqual(['invalidTrailingDistance']);
    expect(getOrderFormErrors(pending('0.60010'), context)).toEqual([]);
  });

  it('says where the stop-loss starts: now for a market order, at the fill for a pending one', () => {
    expect(trailingHint(trailing('15'), quote, precision)).toEqual({
      kind: 'startsAt',
      price: dec('1.09850'),
    });
    // A sell closes at the ask 1.10010; a stop-loss typed tighter than the trail is kept.
    const sell = trailing(
      '15',
      { type: 'sideChosen', side: Side.sell },
      { type: 'stopLossToggled' },
      { type: 'stopLossTyped', price: '1.10100' },
    );
    expect(trailingHint(sell, quote, precision)).toEqual({
      kind: 'startsAt',
      price: dec('1.10100'),
    });
    const pending = trailing(
      '15',
      { type: 'modeChosen', mode: OrderMode.pending },
      { type: 'targetPriceTyped', price: '1.09000' },
    );
    expect(trailingHint(pending, quote, precision)).toEqual({ kind: 'fromFill', pips: dec(15) });
    expect(trailingHint(trailing(''), quote, precision)).toBeUndefined();
    expect(trailingHint(trailing('11000'), quote, precision)).toBeUndefined();
    expect(trailingHint(trailing('15'), undefined, precision)).toBeUndefined();
  });
});
