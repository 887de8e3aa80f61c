import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import {
  addExposure,
  type Exposure,
  marginVolatility,
  noExposure,
  riskScore,
} from './risk-score.ts';

const exposure = (leverage: string, annualVolatility: string, margin = '100'): Exposure => ({
  leverage: dec(leverage),
  annualVolatility: dec(annualVolatility),
  margin: dec(margin),
});

describe('riskScore', () => {
  it.each<[string, Exposure[], number]>([
    ['no positions', [], 1],
    ['EUR/USD (7 %) at 2×: 14 % a year', [exposure('2', '0.07')], 1],
    ['EUR/USD at 10×: 70 % a year', [exposure('10', '0.07')], 3],
    ['EUR/USD at 100×: 700 % a year', [exposure('100', '0.07')], 6],
    ['EUR/USD at 200×', [exposure('200', '0.07')], 7],
    ['gold (15 %) at 100×', [exposure('100', '0.15')], 7],
    ['bitcoin (60 %) at 10×', [exposure('10', '0.60')], 6],
    ['exactly on a step stays below it: 25 % a year', [exposure('5', '0.05')], 1],
    ['beyond 6,400 % a year', [exposure('1000', '0.75')], 10],
    [
      'weighted by margin: mostly calm with a little wild',
      [exposure('10', '0.07', '900'), exposure('100', '0.60', '100')],
      6,
    ],
  ])('%s → %s', (_name, exposures, expected) => {
    expect(riskScore(exposures)).toBe(expected);
  });

  it('weighs each position by its margin', () => {
    const volatility = marginVolatility(
      [exposure('10', '0.1', '300'), exposure('20', '0.1', '100')].reduce(addExposure, noExposure),
    );
    expect(volatility.toString()).toBe('1.25');
  });

  const exposures = fc.array(
    fc.record({
      leverage: decimalArbitrary({ min: 1, max: 500, scale: 0 }),
      annualVolatility: decimalArbitrary({ min: 0.01, max: 1.5, scale: 2 }),
      margin: decimalArbitrary({ min: 0, max: 10000, scale: 2 }),
    }),
    { maxLength: 10 },
  );

  it('is a whole number from 1 to 10', () => {
    fc.assert(
      fc.property(exposures, (list) => {
        const score = riskScore(list);
        expect(Number.isInteger(score) && score >= 1 && score <= 10).toBe(true);
      }),
    );
  });

  it('never falls when the leverage rises', () => {
    fc.assert(
      fc.property(exposures, fc.integer({ min: 2, max: 10 }), (list, times) => {
        const higher = list.map((e) => ({ ...e, leverage: e.leverage.times(times) }));
        expect(riskScore(higher)).toBeGreaterThanOrEqual(riskScore(list));
      }),
    );
  });
});
