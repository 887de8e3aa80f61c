import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { maxDrawdown } from './max-drawdown.ts';

describe('maxDrawdown', () => {
  it.each<[string, string[], string]>([
    ['no history', [], '0'],
    ['only ever up', ['1', '1.1', '1.3'], '0'],
    [
      'up 20 %, then down to 0.9 of the start: 25 % off the peak',
      ['1', '1.2', '0.9', '1.5'],
      '0.25',
    ],
    ['the deepest of two falls counts', ['1', '0.8', '1.6', '1.0', '2'], '0.375'],
    ['a fall from the start', ['1', '0.5', '2', '1.5'], '0.5'],
    ['everything lost', ['1', '1.4', '0'], '1'],
  ])('%s', (_name, index, expected) => {
    expect(maxDrawdown(index.map(dec)).toString()).toBe(dec(expected).toString());
  });

  const series = fc.array(decimalArbitrary({ min: 0, max: 100, scale: 4 }), { maxLength: 20 });

  it('is a share between 0 and 1', () => {
    fc.assert(
      fc.property(series, (index) => {
        const drawdown = maxDrawdown(index);
        expect(drawdown.gte(0) && drawdown.lte(1)).toBe(true);
      }),
    );
  });

  it('is 0 for a series that never falls', () => {
    fc.assert(
      fc.property(series, (index) => {
        const rising = [...index].sort((a, b) => a.comparedTo(b));
        expect(maxDrawdown(rising).isZero()).toBe(true);
      }),
    );
  });

  it('is at least the fall from any point to any later one', () => {
    fc.assert(
      fc.property(series, fc.nat(), fc.nat(), (index, i, j) => {
        if (index.length < 2) return;
        const from = i % index.length;
        const to = from + (j % (index.length - from));
        const peak = index[from];
        const low = index[to];
        if (!peak || !low || !peak.gt(0)) return;
        const fall = peak.minus(low).div(peak);
        expect(maxDrawdown(index).gte(fall)).toBe(true);
      }),
    );
  });
});
