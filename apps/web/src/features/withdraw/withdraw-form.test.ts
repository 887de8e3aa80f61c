import { describe, expect, it } from 'vitest';
import { drawCurrencyFixture, drawMethodFixture } from '../funds/test-support/funds-fixtures.ts';
import {
  chosenMethodId,
  type WithdrawContext,
  type WithdrawFields,
  withdrawAllAmount,
  withdrawFormError,
  withdrawPreview,
  withdrawRequest,
} from './withdraw-form.ts';

const currency = drawCurrencyFixture({ id: 1, min_number: 10 });
const methods = [drawMethodFixture({ id: 4 }), drawMethodFixture({ id: 5 })];
const context: WithdrawContext = { currency, methods, freeMargin: 500 };
const fields: WithdrawFields = { currencyId: 1, methodId: 5, amount: '100', memo: '' };

describe('withdraw form errors', () => {
  it('asks for a currency, a bound method and a chosen one before the amount', () => {
    expect(withdrawFormError(fields, { ...context, currency: undefined })).toBe('chooseCurrency');
    expect(withdrawFormError(fields, { ...context, methods: [] })).toBe('bindMethodFirst');
    expect(withdrawFormError({ ...fields, methodId: null }, context)).toBe('selectAddress');
    expect(withdrawFormError({ ...fields, methodId: 9 }, context)).toBe('selectAddress');
  });

  it('names what is missing by the kind: an address for coins, an account for a bank', () => {
    expect(withdrawFormError({ ...fields, methodId: null }, { ...context, kind: 1 })).toBe(
      'selectAddress',
    );
    expect(withdrawFormError({ ...fields, methodId: null }, { ...context, kind: 2 })).toBe(
      'selectAccount',
    );
    expect(withdrawFormError(fields, { ...context, kind: 2, methods: [] })).toBe('bindMethodFirst');
  });

  it('checks the amount by the domain rule: given, at least the minimum, within free margin', () => {
    const cases: [string, string | null][] = [
      ['', 'enterAmount'],
      ['0', 'enterAmount'],
      ['abc', 'enterAmount'],
      ['9.99', 'belowMinimum'],
      ['10', null],
      ['500', null],
      ['500.01', 'aboveFreeMargin'],
    ];
    for (const [amount, error] of cases) {
      expect(withdrawFormError({ ...fields, amount }, context)).toBe(error);
    }
  });

  it('leaves the free margin to the server until it has loaded', () => {
    expect(
      withdrawFormError({ ...fields, amount: '1000000' }, { ...context, freeMargin: undefined }),
    ).toBeNull();
  });
});

describe('the chosen method', () => {
  it('is the only one bound without a pick, and none of several until one is picked', () => {
    expect(chosenMethodId([drawMethodFixture({ id: 4 })], null)).toBe(4);
    expect(chosenMethodId(methods, null)).toBeNull();
    expect(chosenMethodId(methods, 5)).toBe(5);
    expect(chosenMethodId([], null)).toBeNull();
  });

  it('forgets a pick that is no longer bound', () => {
    expect(chosenMethodId(methods, 9)).toBeNull();
    expect(chosenMethodId([drawMethodFixture({ id: 4 })], 5)).toBe(4);
  });

  it('lets a single preselected method pass the form', () => {
    const single = [drawMethodFixture({ id: 4 })];
    const methodId = chosenMethodId(single, null);
    expect(withdrawFormError({ ...fields, methodId }, { ...context, methods: single })).toBeNull();
  });
});

describe('withdraw preview', () => {
  it('takes a fixed fee and converts the rest at the draw rate', () => {
    const quote = withdrawPreview(
      '100',
      drawCurrencyFixture({ fee_type: 1, fee: 2, draw_rate: 7.8 }),
    );
    expect(quote?.fee.toFixed()).toBe('2');
    expect(quote?.expectedReceipt.toFixed()).toBe('764.4');
  });

  it('takes a rate of the amount for any other fee type, never below 0', () => {
    const rated = withdrawPreview(
      '250',
      drawCurrencyFixture({ fee_type: 2, fee: 0.01, draw_rate: 1 }),
    );
    expect(rated?.fee.toFixed()).toBe('2.5');
    expect(rated?.expectedReceipt.toFixed()).toBe('247.5');
    const eaten = withdrawPreview('1', drawCurrencyFixture({ fee_type: 1, fee: 2, draw_rate: 1 }));
    expect(eaten?.expectedReceipt.toFixed()).toBe('0');
  });

  it('shows nothing without a currency or a positive amount', () => {
    expect(withdrawPreview('100', undefined)).toBeUndefined();
    expect(withdrawPreview('', currency)).toBeUndefined();
    expect(withdrawPreview('0', currency)).toBeUndefined();
  });
});

describe('withdraw request', () => {
  it('sends the currency, the amount, the method and a trimmed memo, or none', () => {
    expect(withdrawRequest({ ...fields, amount: '120.5', memo: '  rent ' })).toEqual({
      draw_currency_id: 1,
      number: 120.5,
      memo: 'rent',
      draw_method_id: 5,
    });
    expect(withdrawRequest(fields).memo).toBeUndefined();
  });

  it('fills “all” with the free margin cut to cents', () => {
    expect(withdrawAllAmount(1234.567)).toBe('1234.56');
    expect(withdrawAllAmount(-3)).toBe('0.00');
  });
});
