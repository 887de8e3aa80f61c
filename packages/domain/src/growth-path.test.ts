import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Decimal, dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { growthPath, growthStep, type Movement, startGrowth } from './growth-path.ts';
import { maxDrawdown } from './max-drawdown.ts';

const flow = (amount: Decimal.Value): Movement => ({ kind: 'flow', amount: dec(amount) });
const result = (amount: Decimal.Value): Movement => ({ kind: 'result', amount: dec(amount) });
const trough = (amount: Decimal.Value): Movement => ({ kind: 'trough', amount: dec(amount) });

const closeTo = (actual: Decimal, expected: Decimal.Value) =>
  expect(actual.minus(expected).abs().lt('1e-24')).toBe(true);

describe('growthPath', () => {
  it.each<[string, string, Movement[], string, string[]]>([
    ['nothing happens', '1000', [], '0', ['1']],
    ['a 10 % gain', '1000', [result(100)], '0.1', ['1', '1.1']],
    ['a deposit is not profit', '1000', [flow(1000)], '0', ['1']],
    [
      'a deposit that doubles the account between two 10 % gains counts neither way',
      '1000',
      [result(100), flow(1100), result(220)],
      '0.21',
      ['1', '1.1', '1.21'],
    ],
    [
      'a withdrawal after a gain: 20 % up, then 10 % down on what is left',
      '1000',
      [result(200), flow(-600), result(-60)],
      '0.08',
      ['1', '1.2', '1.08'],
    ],
    [
      'an empty account at the start: the return counts from the first deposit',
      '0',
      [flow(500), result(-5), result(55)],
      '0.1',
      ['1', '0.99', '1.1'],
    ],
    [
      'everything lost stays lost, whatever is deposited after',
      '1000',
      [result(-1000), flow(1000), result(500)],
      '-1',
      ['1', '0', '0'],
    ],
    [
      'negative balance protection: the loss stops at the equity',
      '1000',
      [result(-1200), result(200)],
      '-1',
      ['1', '0', '0'],
    ],
    [
      'a trough shows how deep an open position went, and books nothing',
      '1000',
      [trough(-300), result(100)],
      '0.1',
      ['1', '0.7', '1.1'],
    ],
    [
      'a trough is a loss: a positive one counts as 0',
      '1000',
      [trough(50), result(-100)],
      '-0.1',
      ['1', '1', '0.9'],
    ],
  ])('%s', (_name, start, movements, rate, index) => {
    const path = growthPath({ startEquity: dec(start), movements });
    closeTo(path.rate, rate);
    expect(path.index).toHaveLength(index.length);
    for (const [i, value] of path.index.entries()) closeTo(value, index[i] ?? 'NaN');
  });

  it('sums the results as profit and everything as the end equity', () => {
    const path = growthPath({
      startEquity: dec(1000),
      movements: [result(-7), flow(500), result(120.5), trough(-80), flow(-200)],
    });
    expect(path.profit.toString()).toBe('113.5');
    expect(path.endEquity.toString()).toBe('1413.5');
  });

  const gains = fc.array(decimalArbitrary({ min: -0.5, max: 1, scale: 4 }), { maxLength: 8 });

  /** Results that move the equity by the given fractions, one after another. */
  const resultsFor = (start: Decimal, fractions: readonly Decimal[]): Movement[] => {
    let equity = start;
    return fractions.map((fraction) => {
      const amount = equity.times(fraction);
      equity = equity.plus(amount);
      return { kind: 'result', amount };
    });
  };

  it('a deposit or withdrawal anywhere never changes the return', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 1, max: 1e6, scale: 2 }),
        gains,
        gains,
        decimalArbitrary({ min: -0.9, max: 10, scale: 3 }),
        (start, first, second, flowShare) => {
          const before = resultsFor(start, first);
          const atFlow = growthPath({ startEquity: start, movements: before }).endEquity;
          const moved = atFlow.times(flowShare);
          const without = growthPath({
            startEquity: start,
            movements: [...before, ...resultsFor(atFlow, second)],
          });
          const withFlow = growthPath({
            startEquity: start,
            movements: [
              ...before,
              { kind: 'flow', amount: moved },
              ...resultsFor(atFlow.plus(moved), second),
            ],
          });
          closeTo(withFlow.rate, without.rate);
        },
      ),
    );
  });

  it('is the same return at any size of account', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 1, max: 1e6, scale: 2 }),
        gains,
        decimalArbitrary({ min: 0.01, max: 1000, scale: 2 }),
        (start, fractions, scale) => {
          const movements = resultsFor(start, fractions);
          const scaled = movements.map((m) => ({ ...m, amount: m.amount.times(scale) }));
          const a = growthPath({ startEquity: start, movements });
          const b = growthPath({ startEquity: start.times(scale), movements: scaled });
          closeTo(a.rate, b.rate);
        },
      ),
    );
  });

  it('links: the return of two stretches is the product of their growths', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 1, max: 1e6, scale: 2 }),
        gains,
        gains,
        (start, first, second) => {
          const a = growthPath({ startEquity: start, movements: resultsFor(start, first) });
          const b = growthPath({
            startEquity: a.endEquity,
            movements: resultsFor(a.endEquity, second),
          });
          const whole = growthPath({
            startEquity: start,
            movements: [...resultsFor(start, first), ...resultsFor(a.endEquity, second)],
          });
          closeTo(whole.rate, a.rate.plus(1).times(b.rate.plus(1)).minus(1));
        },
      ),
    );
  });

  it('never grows below 0 nor returns less than −100 %', () => {
    const movement = fc.record({
      kind: fc.constantFrom<Movement['kind']>('flow', 'result', 'trough'),
      amount: decimalArbitrary({ min: -5000, max: 5000, scale: 2 }),
    });
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0, max: 10000, scale: 2 }),
        fc.array(movement, { maxLength: 12 }),
        (start, movements) => {
          const path = growthPath({ startEquity: start, movements });
          expect(path.rate.gte(-1)).toBe(true);
          expect(path.index.every((value) => value.gte(0))).toBe(true);
        },
      ),
    );
  });

  it('step by step keeps the drawdown of the whole index', () => {
    const movement = fc.record({
      kind: fc.constantFrom<Movement['kind']>('flow', 'result', 'trough'),
      amount: decimalArbitrary({ min: -3000, max: 3000, scale: 2 }),
    });
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0, max: 10000, scale: 2 }),
        fc.array(movement, { maxLength: 12 }),
        (start, movements) => {
          const stepped = movements.reduce(growthStep, startGrowth(start));
          const path = growthPath({ startEquity: start, movements });
          expect(stepped.drawdown.worst.toString()).toBe(maxDrawdown(path.index).toString());
          expect(stepped.equity.toString()).toBe(path.endEquity.toString());
        },
      ),
    );
  });
});
