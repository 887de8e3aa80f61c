import { describe, expect, it } from 'vitest';
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
    expect(parsed).toMatchObject({ type: 1, cont: 0.01, forex_id: 3, status: 1, multiple: 100 });
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
