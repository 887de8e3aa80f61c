import { Decimal } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from './admin-endpoints.ts';
import { adminOperationEndpoints } from './admin-operations.ts';
import { endpoints } from './endpoints.ts';

describe('endpoint parameters', () => {
  const submit = endpoints.submit.params;

  it('accept numbers sent as strings, as a query or form body sends them', () => {
    const parsed = submit.parse({
      type: '1',
      cont: '0.01',
      forex_id: '3',
      status: '1',
      multiple: '100',
    });
    expect(parsed).toMatchObject({
      type: 1,
      cont: new Decimal('0.01'),
      forex_id: 3,
      status: 1,
      multiple: 100,
    });
  });

  it('treat an empty string as not given', () => {
    const parsed = submit.parse({ type: 1, cont: 1, forex_id: 1, status: 1, stop_loss_price: '' });
    expect(parsed.stop_loss_price).toBeUndefined();
  });

  it.each([
    [{ type: 'x', cont: 1, forex_id: 1, status: 1 }, 'type'],
    [{ type: 1, cont: 'NaN', forex_id: 1, status: 1 }, 'cont'],
    [{ type: 1, cont: 1, forex_id: 1.5, status: 1 }, 'forex_id'],
    [{ type: 1, cont: 1, status: 1 }, 'forex_id'],
  ])('reject %j naming the field %s', (input, field) => {
    const result = submit.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('accept only the chart periods of the specification', () => {
    expect(endpoints.kline.params.safeParse({ forex_id: '1', period: '60min' }).success).toBe(true);
    expect(endpoints.kline.params.safeParse({ forex_id: '1', period: '2min' }).success).toBe(false);
  });
});

describe('secret parameters', () => {
  it('keep a password exactly as typed, spaces included', () => {
    const parsed = endpoints.login.params.parse({ account: ' a@b.co ', password: ' pass word ' });
    expect(parsed).toMatchObject({ account: 'a@b.co', password: ' pass word ' });
  });
});

describe('money, price and lots parameters', () => {
  const submit = endpoints.submit.params;
  const base = { type: 1, forex_id: 1, status: 0 };

  it('keep every digit of a 20-digit figure, which a JS number would round', () => {
    const parsed = submit.parse({
      ...base,
      cont: '12345678901234567890.5',
      target_price: '1.2345678901234567891',
    });
    expect(parsed.cont).toBeInstanceOf(Decimal);
    expect(parsed.cont.toFixed()).toBe('12345678901234567890.5');
    expect(parsed.target_price?.toFixed()).toBe('1.2345678901234567891');
    expect(Number('12345678901234567890.5').toString()).not.toBe('12345678901234567890.5');
  });

  it('add up exactly: 0.1 and 0.2 make 0.3', () => {
    const a = submit.parse({ ...base, cont: '0.1' }).cont;
    const b = submit.parse({ ...base, cont: 0.2 }).cont;
    expect(a.plus(b).toFixed()).toBe('0.3');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('take a JSON number by the digits it prints as, and text with blanks around it', () => {
    expect(submit.parse({ ...base, cont: 0.07 }).cont.toFixed()).toBe('0.07');
    expect(submit.parse({ ...base, cont: ' 1.50 ' }).cont.toFixed()).toBe('1.5');
    expect(submit.parse({ ...base, cont: '-2' }).cont.toFixed()).toBe('-2');
    expect(submit.parse({ ...base, cont: '+.5' }).cont.toFixed()).toBe('0.5');
  });

  it('treat an empty or blank figure as not given', () => {
    const parsed = submit.parse({ ...base, cont: 1, stop_loss_price: '  ', target_price: null });
    expect(parsed.stop_loss_price).toBeUndefined();
    expect(parsed.target_price).toBeUndefined();
  });

  it.each([
    ['exponent notation', '1e3'],
    ['a huge exponent', '1e400'],
    ['hexadecimal', '0x10'],
    ['binary', '0b101'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['-Infinity', '-Infinity'],
    ['a JSON Infinity', Number.POSITIVE_INFINITY],
    ['a JSON NaN', Number.NaN],
    ['a blank inside', '1 000'],
    ['a comma', '1,5'],
    ['two points', '1.2.3'],
    ['a lone point', '.'],
    ['a lone sign', '-'],
    ['a huge length', '1'.repeat(100_000)],
    ['more digits than a decimal keeps', `0.${'1'.repeat(41)}`],
    ['a boolean', true],
    ['an object', { value: 1 }],
    ['an array', [1]],
  ])('refuse %s as a number expected, naming the field', (_name, cont) => {
    const result = submit.safeParse({ ...base, cont });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['cont'],
      code: 'invalid_type',
      expected: 'number',
    });
  });

  it('name the field of an optional figure that is not a number', () => {
    const result = submit.safeParse({ ...base, cont: 1, stop_loss_price: '1e-3' });
    expect(result.error?.issues[0]?.path).toEqual(['stop_loss_price']);
  });

  it('reach every money field of the back office too', () => {
    const credited = adminEndpoints.adminDepositFinish.params.parse({
      id: 1,
      credited: '99999999999999.999999',
    }).credited;
    expect(credited?.toFixed()).toBe('99999999999999.999999');
    const adjust = adminOperationEndpoints.adminAdjustBalance.params.safeParse({
      userId: 1,
      amount: '0x1',
      reason: 'r',
    });
    expect(adjust.error?.issues[0]?.path).toEqual(['amount']);
  });
});
