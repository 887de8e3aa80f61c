import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { winRate } from './win-rate.ts';

const closed = (pnl: string, fee = '0') => ({ pnl: dec(pnl), fee: dec(fee) });

describe('winRate', () => {
  it.each<[string, { pnl: ReturnType<typeof dec>; fee: ReturnType<typeof dec> }[], string]>([
    ['no positions', [], '0'],
    ['one win of one', [closed('10', '1')], '1'],
    ['three wins of four', [closed('5'), closed('1'), closed('8'), closed('-3')], '0.75'],
    ['a gain that only covers its fee is no win', [closed('7', '7'), closed('7.01', '7')], '0.5'],
    ['a flat close is no win', [closed('0'), closed('2')], '0.5'],
  ])('%s', (_name, positions, expected) => {
    expect(winRate(positions).toString()).toBe(dec(expected).toString());
  });

  it('is a share between 0 and 1', () => {
    const position = fc.record({
      pnl: decimalArbitrary({ min: -1000, max: 1000, scale: 2 }),
      fee: decimalArbitrary({ min: 0, max: 50, scale: 2 }),
    });
    fc.assert(
      fc.property(fc.array(position, { maxLength: 30 }), (positions) => {
        const rate = winRate(positions);
        expect(rate.gte(0) && rate.lte(1)).toBe(true);
      }),
    );
  });
});
