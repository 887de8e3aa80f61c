import { dec } from '@tp/domain/decimal';
import { orderEstimate } from '@tp/domain/order-check';
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
  lotsMinusDisabled,
  OrderMode,
  orderFormReducer,
} from './order-form-state.ts';
import { orderFormSummary } from './order-form-summary.ts';

const terms = ticketTerms;
const quote = ticketQuote;
const context = ticketContext;
const run = ticketAfter;

describe('order form reducer', () => {
  it('starts a new instrument at its minimum lots and first leverage, as a market buy', () => {
    expect(initialOrderForm(terms)).toMatchObject({
      side: Side.buy,
      mode: OrderMode.market,
      lots: '0.01',
      leverage: 100,
      stopLossOn: false,
      takeProfitOn: false,
      intentId: null,
    });
  });

  it('sizes by margin: the typed amount keeps the lots worked out for it, until lots are typed', () => {
    const byMargin = run(
      { type: 'sizeByChosen', sizeBy: 'margin' },
      { type: 'marginTyped', amount: '1000', lots: '0.92' },
    );
    expect(byMargin).toMatchObject({ sizeBy: 'margin', marginAmount: '1000', lots: '0.92' });
    const typed = orderFormReducer(byMargin, { type: 'lotsTyped', lots: '0.5' });
    expect(typed).toMatchObject({ marginAmount: '', lots: '0.5' });
    const stepped = orderFormReducer(byMargin, { type: 'lotsStepped', by: 1, terms });
    expect(stepped).toMatchObject({ marginAmount: '', lots: '0.93' });
    expect(orderFormReducer(byMargin, { type: 'sizeByChosen', sizeBy: 'lots' })).toMatchObject({
      sizeBy: 'lots',
      marginAmount: '',
      lots: '0.92',
    });
  });

  it('a margin amount is a new order: the idempotency id goes', () => {
    const made = run({ type: 'intentMade', id: 'x' });
    expect(
      orderFormReducer(made, { type: 'marginTyped', amount: '5', lots: '' }).intentId,
    ).toBeNull();
  });

  it('steps lots by the lot step', () => {
    const up = run({ type: 'lotsStepped', by: 1, terms }, { type: 'lotsStepped', by: 1, terms });
    expect(up.lots).toBe('0.03');
    expect(orderFormReducer(up, { type: 'lotsStepped', by: -1, terms }).lots).toBe('0.02');
  });

  it('snaps typed lots onto the step grid when stepping', () => {
    const typed = run({ type: 'lotsTyped', lots: '0.055' });
    expect(orderFormReducer(typed, { type: 'lotsStepped', by: 1, terms }).lots).toBe('0.06');
    expect(orderFormReducer(typed, { type: 'lotsStepped', by: -1, terms }).lots).toBe('0.05');
  });

  it('disables minus at or below the step, and minus then changes nothing', () => {
    expect(lotsMinusDisabled('0.01', terms)).toBe(true);
    expect(lotsMinusDisabled('0.005', terms)).toBe(true);
    expect(lotsMinusDisabled('0.02', terms)).toBe(false);
    const atStep = run({ type: 'lotsTyped', lots: '0.01' });
    expect(orderFormReducer(atStep, { type: 'lotsStepped', by: -1, terms })).toBe(atStep);
  });

  it('stops plus at the maximum lots', () => {
    const atMax = run({ type: 'lotsTyped', lots: '50' });
    expect(orderFormReducer(atMax, { type: 'lotsStepped', by: 1, terms })).toBe(atMax);
  });

  it('keeps the idempotency id for a retry and drops it when the order changes', () => {
    const made = run({ type: 'intentMade', id: 'id-1' });
    expect(made.intentId).toBe('id-1');
    expect(orderFormReducer(made, { type: 'sideChosen', side: Side.buy }).intentId).toBe('id-1');
    expect(orderFormReducer(made, { type: 'sideChosen', side: Side.sell }).intentId).toBeNull();
    expect(orderFormReducer(made, { type: 'lotsTyped', lots: '0.02' }).intentId).toBeNull();
    expect(orderFormReducer(made, { type: 'stopLossToggled' }).intentId).toBeNull();
    expect(orderFormReducer(made, { type: 'submitted' }).intentId).toBeNull();
  });
});

describe('order form summary', () => {
  it('equals the domain estimate: margin = lots × size × ask / leverage, per-lot fee', () => {
    const state = run({ type: 'lotsTyped', lots: '0.1' });
    const summary = orderFormSummary(state, context());
    expect(summary?.price.toString()).toBe('1.1001');
    expect(summary?.margin.toString()).toBe('110.01');
    expect(summary?.fee.toString()).toBe('0.5');
    const domain = orderEstimate({
      terms,
      side: Side.buy,
      lots: dec('0.1'),
      leverage: 100,
      quote,
      quoteToUsd: dec(1),
      feeType: 1,
    });
    expect(summary).toEqual(domain);
  });

  it('values a sell at the bid and follows the chosen leverage and fee type', () => {
    const state = run(
      { type: 'lotsTyped', lots: '0.1' },
      { type: 'sideChosen', side: Side.sell },
      { type: 'leverageChosen', leverage: 200 },
    );
    const summary = orderFormSummary(
      state,
      context({ feeType: 2, terms: { ...terms, feeRate: dec('0.001') } }),
    );
    expect(summary?.margin.toString()).toBe('55');
    expect(summary?.fee.toString()).toBe('0.055');
  });

  it('charges lots × size in fixed-margin mode, whatever the leverage', () => {
    const fixed = { ...terms, marginMode: 1 as const, contractSize: dec(100) };
    const state = run({ type: 'lotsTyped', lots: '0.5' });
    expect(orderFormSummary(state, context({ terms: fixed }))?.margin.toString()).toBe('50');
  });

  it('converts through the quote currency', () => {
    const state = run({ type: 'lotsTyped', lots: '1' });
    const summary = orderFormSummary(state, context({ quoteToUsd: dec('0.5') }));
    expect(summary?.margin.toString()).toBe('550.05');
  });

  it('has no estimate without lots, price or conversion', () => {
    expect(orderFormSummary(run({ type: 'lotsTyped', lots: '' }), context())).toBeUndefined();
    expect(orderFormSummary(run(), context({ quote: undefined }))).toBeUndefined();
    expect(orderFormSummary(run(), context({ quoteToUsd: undefined }))).toBeUndefined();
  });

  it('waits for the fee type rather than guess it', () => {
    expect(orderFormSummary(run(), context({ feeType: undefined }))).toBeUndefined();
    const state = run({ type: 'lotsTyped', lots: '1' });
    expect(getOrderFormErrors(state, context({ feeType: undefined, freeMargin: dec(1) }))).toEqual(
      [],
    );
  });
});

describe('order form errors', () => {
  it('accepts a valid market order', () => {
    expect(getOrderFormErrors(run(), context())).toEqual([]);
  });

  it('asks for lots when they are blank', () => {
    expect(getOrderFormErrors(run({ type: 'lotsTyped', lots: ' ' }), context())).toEqual([
      'enterLots',
    ]);
  });

  it('rejects lots off the step or under the minimum', () => {
    expect(getOrderFormErrors(run({ type: 'lotsTyped', lots: '0.015' }), context())).toEqual([
      'invalidLots',
    ]);
    expect(getOrderFormErrors(run({ type: 'lotsTyped', lots: '0' }), context())).toEqual([
      'invalidLots',
    ]);
  });

  it('asks for the price of a pending order', () => {
    const pending = run({ type: 'modeChosen', mode: OrderMode.pending });
    expect(getOrderFormErrors(pending, context())).toEqual(['enterPrice']);
    const priced = orderFormReducer(pending, { type: 'targetPriceTyped', price: '1.09' });
    expect(getOrderFormErrors(priced, context())).toEqual([]);
  });

  it('says leverage is not configured when the instrument has no options', () => {
    const bare = { ...terms, leverageOptions: [] };
    const state = { ...initialOrderForm(bare) };
    expect(getOrderFormErrors(state, context({ terms: bare }))).toEqual(['leverageNotConfigured']);
    const fixed = { ...bare, marginMode: 1 as const };
    expect(getOrderFormErrors(state, context({ terms: fixed }))).toEqual([]);
  });

  it('refuses while the market is closed', () => {
    expect(getOrderFormErrors(run(), context({ marketOpen: false }))).toEqual(['marketClosed']);
  });

  it('checks stops only when ticked, against the side and the current quote', () => {
    const ticked = run({ type: 'stopLossToggled' }, { type: 'takeProfitToggled' });
    expect(getOrderFormErrors(ticked, context())).toEqual(['enterStopLoss', 'enterTakeProfit']);
    const wrongSide = run(
      { type: 'stopLossToggled' },
      { type: 'stopLossTyped', price: '1.2' },
      { type: 'takeProfitToggled' },
      { type: 'takeProfitTyped', price: '1.05' },
    );
    expect(getOrderFormErrors(wrongSide, context())).toEqual([
      'invalidStopLoss',
      'invalidTakeProfit',
    ]);
    const good = run(
      { type: 'stopLossToggled' },
      { type: 'stopLossTyped', price: '1.05' },
      { type: 'takeProfitToggled' },
      { type: 'takeProfitTyped', price: '1.2' },
    );
    expect(getOrderFormErrors(good, context())).toEqual([]);
    const unticked = run({ type: 'stopLossTyped', price: '9' });
    expect(getOrderFormErrors(unticked, context())).toEqual([]);
  });

  it('refuses when margin and fee exceed the free margin', () => {
    const state = run({ type: 'lotsTyped', lots: '1' });
    expect(getOrderFormErrors(state, context({ freeMargin: dec('1100.14') }))).toEqual([
      'insufficientMargin',
    ]);
    expect(getOrderFormErrors(state, context({ freeMargin: dec('1105.10') }))).toEqual([]);
    expect(getOrderFormErrors(state, context({ freeMargin: undefined }))).toEqual([]);
  });

  it('reports a missing price', () => {
    expect(getOrderFormErrors(run(), context({ quote: undefined }))).toEqual(['noPrice']);
  });
});
