import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { marginAlertLevelValid, marginBelowLevel } from './margin-alert.ts';
import { AlertDirection, alertLevelAhead, alertReached, alertRearmed } from './price-alert.ts';

const price = decimalArbitrary({ min: 0.5, max: 2, scale: 5 });
const direction = fc.constantFrom(AlertDirection.above, AlertDirection.below);

describe('price alerts', () => {
  it.each([
    ['above, price under the level', AlertDirection.above, '1.08000', '1.07999', false, true],
    ['above, price on the level', AlertDirection.above, '1.08000', '1.08000', true, false],
    ['above, price over the level', AlertDirection.above, '1.08000', '1.08001', true, false],
    ['below, price over the level', AlertDirection.below, '1.08000', '1.08001', false, true],
    ['below, price on the level', AlertDirection.below, '1.08000', '1.08000', true, false],
    ['below, price under the level', AlertDirection.below, '1.08000', '1.07999', true, false],
  ] as const)('%s', (_name, dir, level, now, reached, rearmed) => {
    const at = { direction: dir, level: dec(level), price: dec(now) };
    expect(alertReached(at)).toBe(reached);
    expect(alertRearmed(at)).toBe(rearmed);
    expect(alertLevelAhead(at)).toBe(rearmed);
  });

  it('a price is on exactly one side: reached, re-armed, or resting on the level', () => {
    fc.assert(
      fc.property(direction, price, price, (dir, level, now) => {
        const at = { direction: dir, level, price: now };
        expect(alertReached(at) && alertRearmed(at)).toBe(false);
        expect(alertReached(at) || alertRearmed(at)).toBe(true);
      }),
    );
  });

  it('a walk of prices fires a repeating alert once per crossing, never twice without going back', () => {
    fc.assert(
      fc.property(direction, price, fc.array(price, { maxLength: 60 }), (dir, level, walk) => {
        let armed = true;
        let fired = 0;
        let crossings = 0;
        let before: 'ahead' | 'reached' = 'ahead';
        for (const now of walk) {
          const at = { direction: dir, level, price: now };
          if (armed && alertReached(at)) {
            armed = false;
            fired += 1;
          } else if (!armed && alertRearmed(at)) armed = true;
          // Count the crossings a trader would see: from strictly ahead to reached.
          if (before === 'ahead' && alertReached(at)) {
            crossings += 1;
            before = 'reached';
          } else if (alertRearmed(at)) before = 'ahead';
        }
        expect(fired).toBe(crossings);
      }),
    );
  });
});

describe('margin alerts', () => {
  it.each([
    ['above the stop-out level', '120', true],
    ['on the stop-out level', '50', false],
    ['under the stop-out level', '49.99', false],
    ['with three decimals', '120.001', false],
    ['at the most', '10000', true],
    ['past the most', '10000.01', false],
  ])('a level %s', (_name, level, valid) => {
    expect(marginAlertLevelValid({ levelPct: dec(level), stopOutLevelPct: 50 })).toBe(valid);
  });

  it('warns only under the level and only with margin in use', () => {
    expect(marginBelowLevel({ levelPct: dec(150), riskRatePct: dec('149.99') })).toBe(true);
    expect(marginBelowLevel({ levelPct: dec(150), riskRatePct: dec(150) })).toBe(false);
    expect(marginBelowLevel({ levelPct: dec(150), riskRatePct: undefined })).toBe(false);
  });
});
