import { describe, expect, it } from 'vitest';
import { errorsByField, fieldOf } from './order-form-fields.ts';

describe('errorsByField', () => {
  it('keeps the first error of each field, each at its own place', () => {
    expect(
      errorsByField(['enterLots', 'invalidLots', 'invalidStopLoss', 'insufficientMargin']),
    ).toEqual({ lots: 'enterLots', stopLoss: 'invalidStopLoss', order: 'insufficientMargin' });
  });

  it('puts what concerns the order as a whole by the buttons', () => {
    expect(fieldOf('insufficientMargin')).toBe('order');
    expect(fieldOf('noPrice')).toBe('order');
    expect(fieldOf('enterPrice')).toBe('targetPrice');
    expect(fieldOf('invalidLeverage')).toBe('leverage');
    expect(fieldOf('enterTakeProfit')).toBe('takeProfit');
  });

  it('nothing to show without errors', () => {
    expect(errorsByField([])).toEqual({});
  });
});
