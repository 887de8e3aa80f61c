import { AlertDirection } from '@tp/domain/price-alert';
import { describe, expect, it } from 'vitest';
import { alertFormErrors, initialAlertValues } from './alert-form.ts';

const market = { mid: 1.1, precision: 5 };
const values = (direction: AlertDirection, price: string) => ({ direction, price, repeat: false });

describe('the price alert form', () => {
  it('opens on the live price in the instrument’s precision, waiting for a rise, once', () => {
    expect(initialAlertValues(1.1, 5)).toEqual({
      direction: AlertDirection.above,
      price: '1.10000',
      repeat: false,
    });
    expect(initialAlertValues(undefined, 5).price).toBe('');
  });

  it.each([
    ['no price', AlertDirection.above, '', ['priceRequired']],
    ['not a number', AlertDirection.above, '1,2', ['priceInvalid']],
    ['zero', AlertDirection.above, '0', ['priceInvalid']],
    ['more decimals than the instrument', AlertDirection.above, '1.123456', ['priceInvalid']],
    ['above at the live price', AlertDirection.above, '1.10000', ['priceReached']],
    ['above under the live price', AlertDirection.above, '1.09', ['priceReached']],
    ['above over the live price', AlertDirection.above, '1.10001', []],
    ['below at the live price', AlertDirection.below, '1.1', ['priceReached']],
    ['below under the live price', AlertDirection.below, '1.09999', []],
  ] as const)('%s', (_name, direction, price, errors) => {
    expect(alertFormErrors(values(direction, price), market)).toEqual(errors);
  });

  it('leaves the crossing to the server while no price has come', () => {
    expect(
      alertFormErrors(values(AlertDirection.above, '1.2'), { ...market, mid: undefined }),
    ).toEqual([]);
  });
});
