import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Decimal, dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { lotsError, lotsStepDownBlocked, lotsStepUpBlocked, stepLots } from './lots.ts';

const terms = (minLots: string, lotStep: string, maxLots: string | null) => ({
  minLots: dec(minLots),
  lotStep: dec(lotStep),
  maxLots: maxLots === null ? null : dec(maxLots),
});

describe('lotsError', () => {
  it.each([
    ['the minimum', '0.01', terms('0.01', '0.01', '100'), null],
    [
      '0.07 on a 0.01 step (a float would say 0.07 % 0.01 ≠ 0)',
      '0.07',
      terms('0.01', '0.01', '100'),
      null,
    ],
    ['0.29 on a 0.01 step', '0.29', terms('0.01', '0.01', null), null],
    ['the maximum', '100', terms('0.01', '0.01', '100'), null],
    ['above the maximum', '100.01', terms('0.01', '0.01', '100'), 'invalidLots'],
    ['no maximum set', '5000', terms('0.01', '0.01', null), null],
    ['below the minimum', '0.05', terms('0.1', '0.01', null), 'invalidLots'],
    ['between steps', '0.015', terms('0.01', '0.01', null), 'invalidLots'],
    ['whole-lot step, fractional lots', '1.5', terms('1', '1', null), 'invalidLots'],
    ['0.5 step', '2.5', terms('0.5', '0.5', null), null],
    ['zero lots', '0', terms('0', '0.01', null), 'invalidLots'],
    ['negative lots', '-0.01', terms('0.01', '0.01', null), 'invalidLots'],
  ])('%s: %s lots → %s', (_name, lots, t, expected) => {
    expect(lotsError({ lots: dec(lots), terms: t })).toBe(expected);
  });

  it('rejects lots that are not a number', () => {
    expect(lotsError({ lots: dec(Number.NaN), terms: terms('0.01', '0.01', null) })).toBe(
      'invalidLots',
    );
    expect(lotsError({ lots: dec(Infinity), terms: terms('0.01', '0.01', null) })).toBe(
      'invalidLots',
    );
  });

  it('accepts every whole number of 0.01 steps from the minimum to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10000 }), (steps) => {
        const lots: Decimal = dec(steps).times('0.01');
        expect(lotsError({ lots, terms: terms('0.01', '0.01', '100') })).toBeNull();
      }),
    );
  });

  it('rejects every amount between two steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 9 }),
        (steps, tenth) => {
          const lots = dec(steps).times('0.01').plus(dec(tenth).times('0.001'));
          expect(lotsError({ lots, terms: terms('0.01', '0.01', '100') })).toBe('invalidLots');
        },
      ),
    );
  });
});

describe('stepLots', () => {
  const t = terms('0.01', '0.01', '100');

  it.each([
    ['up one step', '0.05', 1, '0.06'],
    ['down one step', '0.05', -1, '0.04'],
    ['between steps, up to the next', '0.053', 1, '0.06'],
    ['between steps, down to the one below', '0.053', -1, '0.05'],
    ['never under the minimum', '0.01', -1, '0.01'],
    ['never over the maximum', '100', 1, '100'],
  ] as const)('%s', (_name, from, by, to) => {
    expect(stepLots(dec(from), by, t).toFixed()).toBe(to);
  });

  it('lands on the step grid within the bounds, and moves the way it was asked unless at a bound', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.01, max: 100, scale: 3 }),
        fc.constantFrom(1 as const, -1 as const),
        (lots, by) => {
          const next = stepLots(lots, by, t);
          expect(lotsError({ lots: next, terms: t })).toBeNull();
          if (by > 0) expect(next.gt(lots) || next.eq('100')).toBe(true);
          else expect(next.lt(lots) || next.eq('0.01')).toBe(true);
          // A control is blocked exactly when its step could not move within the bounds.
          if (!lotsStepUpBlocked(lots, t) && by > 0) expect(next.gt(lots)).toBe(true);
          if (!lotsStepDownBlocked(lots, t) && by < 0) expect(next.lt(lots)).toBe(true);
        },
      ),
    );
  });

  it('blocks the controls at the bounds', () => {
    expect(lotsStepDownBlocked(dec('0.01'), t)).toBe(true);
    expect(lotsStepDownBlocked(dec('0.02'), t)).toBe(false);
    expect(lotsStepUpBlocked(dec('100'), t)).toBe(true);
    expect(lotsStepUpBlocked(dec('99.99'), t)).toBe(false);
    expect(lotsStepUpBlocked(dec('1e9'), terms('0.01', '0.01', null))).toBe(false);
  });
});
